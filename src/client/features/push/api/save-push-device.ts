import type { PushDevice } from '../../../../shared/contracts/push';
import { apiPost } from '../../../lib/api-client';

/** POST /api/push/devices: a native app install's FCM token with the reader's choices. */
export const savePushDevice = (body: PushDevice) => apiPost<{ ok: true }>('/api/push/devices', body);
