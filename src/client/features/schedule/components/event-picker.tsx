import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { useDisciplineEvents, type SportEvent } from '../../disciplines';
import { selectClass } from '../../../ui/select-class';
import { DisciplineSelect } from './discipline-select';
import { useSearchState } from '../../../lib/use-search-state';
import { EmptyState } from '../../../ui/states';

/** The event chosen in the address (?event=RSC), its sport, and setters. */
export function useChosenEvent(fixedDiscipline?: string) {
  const search = useSearchState();
  const event = search.get('event')?.toUpperCase() ?? '';
  const discipline = fixedDiscipline ?? (search.get('discipline')?.toUpperCase() || event.slice(0, 3));
  return {
    discipline,
    event,
    setDiscipline: (code: string) => search.set({ discipline: code, event: undefined }),
    setEvent: (code: string) => search.set({ event: code }),
  };
}

export function eventLabel(e: SportEvent, t: (k: string, o?: Record<string, unknown>) => string) {
  return e.division > 1 ? `${e.name} · ${t('event.division', { number: e.division })}` : e.name;
}

/** Sport and event selects (schedule event and classification tabs, discipline final rank). */
export function EventPicker({
  fixedDiscipline,
  medalOnly = false,
}: {
  fixedDiscipline?: string;
  medalOnly?: boolean;
}) {
  const { t } = useTranslation('schedule');
  const chosen = useChosenEvent(fixedDiscipline);
  const events = useDisciplineEvents(chosen.discipline || undefined);
  const list = (events.data?.events ?? []).filter((e) => !medalOnly || e.medal_event);
  return (
    <div className="flex flex-wrap gap-2">
      {!fixedDiscipline && (
        <DisciplineSelect value={chosen.discipline} allowAll={false} onChange={chosen.setDiscipline} />
      )}
      <select
        aria-label={t('event.pick')}
        className={`${selectClass} min-w-0 max-w-full flex-1 sm:flex-none`}
        value={chosen.event}
        disabled={!chosen.discipline || !events.data}
        onChange={(e) => chosen.setEvent(e.target.value)}
      >
        <option value="">{t('event.choose')}</option>
        {list.map((e) => (
          <option key={e.code} value={e.code}>
            {eventLabel(e, t)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The event picker, then what the chosen event shows; until one is chosen, a prompt to choose. */
export function ChosenEventView({
  fixedDiscipline,
  children,
}: {
  fixedDiscipline?: string;
  children: (chosen: { discipline: string; event: string }) => ReactNode;
}) {
  const { t } = useTranslation('schedule');
  const chosen = useChosenEvent(fixedDiscipline);
  return (
    <div className="space-y-4">
      <EventPicker fixedDiscipline={fixedDiscipline} />
      {chosen.event ? (
        children(chosen)
      ) : (
        <EmptyState title={t('event.choose')} icon={<Icon name="list-ordered" size={22} />} />
      )}
    </div>
  );
}
