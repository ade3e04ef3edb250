// The schedule feature's public face: the reference and schedule reads other features share.
export { useCompetition, type Competition } from './api/get-competition';
export { useDisciplineEvents } from './api/get-discipline-events';
export { useScheduleDay, type ScheduleDay } from './api/get-schedule-day';
