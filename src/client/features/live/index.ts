// The live feature's public face: the stream starter for the app shell and the
// freshness components for results screens.
export { startLiveUpdates } from './start-live';
export { ResultStatusBadge, UnitStatusBadges } from './components/status-badges';
export { UpdatedAgo } from './components/updated-ago';
export { CorrectionNote } from './components/correction-note';
export { LiveIndicator } from './components/live-indicator';
export { UnitFreshness } from './components/unit-freshness';
