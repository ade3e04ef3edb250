import type { Follow, FollowsAnswer } from '../../../../shared/contracts/follow';
import { apiSend } from '../../../lib/api-client';

/** PUT or DELETE /api/me/follows/:kind/:code: follow or stop following; answers the account's whole list. */
export const setFollow = (f: Follow, on: boolean) =>
  apiSend<FollowsAnswer>(on ? 'PUT' : 'DELETE', `/api/me/follows/${f.kind}/${encodeURIComponent(f.code)}`);
