import { useTranslation } from 'react-i18next';
import { CalendarPlus } from 'lucide-react';
import { buttonClass } from '../../../ui/button';

/** A feed's address for calendar apps: webcal:// opens the subscribe dialog of the system's calendar. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}

/**
 * "Add to calendar" for a delegation's or a discipline's public feed: a subscription, so the
 * calendar follows moves and cancellations by itself.
 */
export function FeedLink({
  kind,
  code,
  label,
}: {
  kind: 'delegation' | 'discipline';
  code: string;
  label?: string;
}) {
  const { t } = useTranslation('notifications');
  const path = `/api/calendar/${kind === 'delegation' ? 'delegations' : 'disciplines'}/${code}.ics`;
  return (
    <a
      href={webcalUrl(new URL(path, window.location.origin).href)}
      className={buttonClass('secondary', 'sm')}
      data-feed={path}
    >
      <CalendarPlus size={18} aria-hidden />
      {label ?? t('calendar.add')}
    </a>
  );
}
