import { apiSend } from '../../../lib/api-client';
import { useVenueChange } from './use-venue-change';

export const deleteVenue = (code: string) =>
  apiSend<null>('DELETE', `/api/admin/venues/${encodeURIComponent(code)}`);

export const useDeleteVenue = () => useVenueChange(deleteVenue);
