import { apiGet } from '../../../lib/api-client';

/** Whether the signed-in account watched the safe-sport video (the server's record). */
export const getSafeSportWatched = () => apiGet<{ watched: boolean }>('/api/me/safe-sport');
