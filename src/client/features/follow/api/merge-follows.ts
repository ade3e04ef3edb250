import type { Follow, FollowsAnswer } from '../../../../shared/contracts/follow';
import { apiPost } from '../../../lib/api-client';

/** POST /api/me/follows/merge: adds a device's list to the account's. */
export const mergeFollows = (follows: Follow[]) =>
  apiPost<FollowsAnswer>('/api/me/follows/merge', { follows });
