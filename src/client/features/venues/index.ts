// The venues feature's public face: what other features may use.
export { venueQuery } from './api/get-venue';
export { NextSessions } from './components/next-sessions';
