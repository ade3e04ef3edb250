// The records feature's public face. Other features load its components with a dynamic import,
// so their code stays out of those features' chunks (and out of a first visit). The results desk
// reads a discipline's records to correct them with the same query (and cache entry) as the
// public records page.
export { default as AthleteRecords } from './components/athlete-records';
export { default as MatchLineups, MatchClock } from './components/match-lineups';
export { useDisciplineRecords, type DisciplineRecords } from './api/records';
