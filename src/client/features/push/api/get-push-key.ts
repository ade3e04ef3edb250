import type { z } from 'zod';
import type { pushConfigSchema } from '../../../../shared/contracts/push';
import { apiGet } from '../../../lib/api-client';

/** GET /api/push/config: the server's VAPID public key. */
export const getPushKey = () => apiGet<z.infer<typeof pushConfigSchema>>('/api/push/config');
