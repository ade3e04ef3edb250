// The records feature's public face. Other features load it with a dynamic import, so its
// code stays out of their chunks (and out of a first visit).
export { default as AthleteRecords } from './components/athlete-records';
export { default as MatchLineups, MatchClock } from './components/match-lineups';
