import type { FollowsAnswer } from '../../../../shared/contracts/follow';
import { apiGet } from '../../../lib/api-client';

/** GET /api/me/follows: what the signed-in account follows. */
export const getMyFollows = () => apiGet<FollowsAnswer>('/api/me/follows');
