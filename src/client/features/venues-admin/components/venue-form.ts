import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { AdminVenue, venueCreateSchema, VenueCreate } from '../../../../shared/contracts/venues';

/** What the venue form holds: the shared input before its defaults are applied. */
export type VenueFormValues = z.input<typeof venueCreateSchema>;
export type VenueForm = UseFormReturn<VenueFormValues, unknown, VenueCreate>;

export const VENUE_LANGUAGES = ['en', 'es', 'pt', 'az'] as const;

/** The form's values for a venue being edited, or an empty new one. */
export function venueFormValues(venue?: AdminVenue): VenueFormValues {
  if (!venue)
    return {
      code: '',
      names: { en: '', es: '', pt: '', az: '' },
      city: '',
      latitude: null as unknown as number,
      longitude: null as unknown as number,
      address: '',
      image_id: null,
    };
  return {
    code: venue.code,
    names: { ...venue.names },
    city: venue.city,
    latitude: venue.latitude,
    longitude: venue.longitude,
    address: venue.address,
    image_id: venue.image_id,
  };
}

/** An empty input is no number; anything else is read as one (the contract says if it is not). */
export const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
