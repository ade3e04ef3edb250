import { apiSend } from '../../../lib/api-client';

/** Records on the server that the signed-in account watched the safe-sport video to the end. */
export const markSafeSportWatched = () => apiSend<{ watched: boolean }>('PUT', '/api/me/safe-sport');
