import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { useDisciplineEvents } from '../api/get-discipline-events';
import { EmptyState } from '../../../ui/states';
import { cn } from '../../../ui/cn';
import { eventLabel, useChosenEvent, TimeZoneSwitch, EventSessions } from '../../schedule';
import { MedalUnitMark } from '../../../ui/medal-unit-mark';
import { QueryView } from '../../../ui/query-view';
import { useDisciplineCode } from './use-discipline';

/** /discipline/{key}/competitions: the sport's events; one opened shows its sessions and results. */
export default function DisciplineCompetitionsPage() {
  const { t } = useTranslation('schedule');
  const code = useDisciplineCode();
  const chosen = useChosenEvent(code);
  const events = useDisciplineEvents(code);
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
      <QueryView query={events}>
        {(data) =>
          data.events.length === 0 ? (
            <EmptyState />
          ) : (
            <nav aria-label={t('event.pick')} className="lg:sticky lg:top-20 lg:self-start">
              <p className="mb-2 text-sm text-muted">{t('area.competitionsIntro')}</p>
              <ul className="max-h-[60vh] overflow-y-auto rounded-2xl border border-border bg-surface lg:max-h-[calc(100dvh-10rem)]">
                {data.events.map((e) => (
                  <li key={e.code}>
                    <button
                      type="button"
                      aria-current={chosen.event === e.code || undefined}
                      onClick={() => chosen.setEvent(e.code)}
                      data-testid="event-item"
                      className={cn(
                        'flex min-h-11 w-full items-center gap-2 border-b border-border px-4 py-2.5 text-left text-sm last:border-b-0 hover:bg-surface-2',
                        chosen.event === e.code && 'bg-brand-soft font-semibold',
                      )}
                    >
                      <span className="min-w-0 flex-1">{eventLabel(e, t)}</span>
                      {e.medal_event && <MedalUnitMark compact />}
                      <Icon name="chevron-right" size={15} className="text-muted" />
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      </QueryView>
      <div className="min-w-0 space-y-3">
        <TimeZoneSwitch />
        {chosen.event ? (
          <EventSessions discipline={code} event={chosen.event} />
        ) : (
          <EmptyState title={t('event.choose')} />
        )}
      </div>
    </div>
  );
}
