import { lazy } from 'react';
// The schedule feature's public face: the reference and schedule reads other features share.
export { useScheduleDay, type ScheduleDay } from './api/get-schedule-day';
export { eventLabel, useChosenEvent, EventPicker } from './components/event-picker';
export { TimeZoneSwitch } from './components/time-zone-switch';
export { EventSessions, EventTab } from './components/tabs/event-tab';
export { ClassificationTable, ClassificationTab } from './components/tabs/classification-tab';
export { useScheduleDiscipline } from './api/get-schedule-discipline';
export { UnitRow } from './components/unit-row';
export { LazyFollowButton } from './components/lazy-follow-button';
// The days tab draws a virtual list: its code and the list's library load when it is shown.
export const DaysTab = lazy(() => import('./components/tabs/days-tab').then((m) => ({ default: m.DaysTab })));
export { DayPicker } from './components/day-picker';
