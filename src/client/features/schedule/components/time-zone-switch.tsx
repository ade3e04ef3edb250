import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icon';
import { cn } from '../../../ui/cn';
import { setPreferredTimezone, useTimes } from '../../../lib/use-times';

/**
 * Names the zone times are shown in and switches between the games' zone and the
 * reader's own (the same preferredTimezone the settings panel sets).
 */
export function TimeZoneSwitch({ className }: { className?: string }) {
  const { t } = useTranslation('schedule');
  const { kind, zoneName } = useTimes();
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm', className)}
      data-testid="time-zone"
    >
      <Icon name="clock" size={15} className="text-muted" />
      <span className="text-muted">{t('zone.label')}</span>
      <span className="font-semibold" data-testid="zone-name">
        {t(kind === 'event' ? 'zone.event' : 'zone.local')} ({zoneName})
      </span>
      <button
        type="button"
        className="inline-flex min-h-11 items-center rounded-full px-3 text-sm font-medium text-brand hover:bg-brand-soft"
        onClick={() => setPreferredTimezone(kind === 'event' ? 'local' : 'event')}
      >
        {t(kind === 'event' ? 'zone.switchToLocal' : 'zone.switchToEvent')}
      </button>
    </div>
  );
}
