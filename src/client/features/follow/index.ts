// Follows: the star, the reader's list (device or account) and the units it brings in. Light
// enough for first-visit pages; the My schedule pages load on their own routes.
export { FollowButton } from './components/follow-button';
export {
  addFollows,
  cleanFollows,
  followStore,
  isFollowed,
  toggleFollow,
  useFollows,
} from './lib/follow-store';
export { followUnitsQuery, useFollowUnits, type MyUnit } from './api/get-follow-units';
export { FollowedUnitCodes, useFollowedUnitCodes } from './lib/use-followed-units';
