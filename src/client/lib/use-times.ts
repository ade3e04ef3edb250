import { useTranslation } from 'react-i18next';
import { useAppConfig } from './app-config';
import { userStore } from './user-store';
import { dayShift, displayZone, formatTime, zoneCity, zoneOffsetLabel } from './time';

/** How the current reader sees times: the zone (games' or own), its name, and formatters. */
export function useTimes() {
  const { i18n } = useTranslation();
  const { event_timezone } = useAppConfig();
  const preferred = userStore.useStore((s) => s.preferredTimezone);
  const browserZone = userStore.useStore((s) => s.timezone);
  const zone = displayZone(preferred, event_timezone, browserZone);
  const locale = i18n.language || 'en-US';
  return {
    zone,
    kind: preferred === 'event' ? ('event' as const) : ('local' as const),
    eventZone: event_timezone,
    locale,
    /** "Baku · GMT+4" */
    zoneName: `${zoneCity(zone)} · ${zoneOffsetLabel(zone)}`,
    time: (iso: string) => formatTime(iso, zone, locale),
    shift: (iso: string, competitionDay: string) => dayShift(iso, competitionDay, zone),
  };
}

export function setPreferredTimezone(value: 'event' | 'local') {
  userStore.setState({ preferredTimezone: value });
}
