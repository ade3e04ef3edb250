import type { AdminVenue, VenueCreate, VenueInput } from '../../../../shared/contracts/venues';
import { apiPost, apiSend } from '../../../lib/api-client';
import { useVenueChange } from './use-venue-change';

/** Creates the venue (no code yet) or changes the one with that code. */
export const saveVenue = ({ code, input }: { code?: string; input: VenueCreate | VenueInput }) =>
  code === undefined
    ? apiPost<AdminVenue>('/api/admin/venues', input)
    : apiSend<AdminVenue>('PUT', `/api/admin/venues/${encodeURIComponent(code)}`, input);

export const useSaveVenue = () => useVenueChange(saveVenue);
