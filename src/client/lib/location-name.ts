import type { LocalizedText } from '../../shared/contracts/common';
import { pickLocalized } from './localized-text';

/** A unit's place as the API gives it: the location text, and the venue's code and names. */
interface Placed {
  location: string;
  venue_code: string;
  venue_name?: LocalizedText | null;
}

/** A venue's name in the reader's language, its code when the venue is unknown. */
export function venueNameOf(
  item: { venue_code: string | null; venue_name?: LocalizedText | null },
  language: string,
): string {
  return item.venue_name ? pickLocalized(item.venue_name, language) : (item.venue_code ?? '');
}

/**
 * Where a unit is held, as readers should see it: a location given as a name ("Court 1", "Main
 * pool") as it is; one given as a code (empty, the venue's code, "HBP-POOL", as feeds and the
 * import template write it) as the venue's name in the reader's language. Only when the venue
 * has no name either is the code shown.
 */
export function locationName(unit: Placed, language: string): string {
  const location = unit.location.trim();
  const venue = unit.venue_name ? pickLocalized(unit.venue_name, language) : '';
  const code = unit.venue_code.toUpperCase();
  const isCode =
    !location ||
    location.toUpperCase() === code ||
    // The venue's English name, as feeds write it: readers get it in their language.
    location === unit.venue_name?.en ||
    location.toUpperCase().startsWith(`${code}-`) ||
    /^[A-Z0-9]+(?:[-_][A-Z0-9]+)+$/.test(location);
  return isCode ? venue || location || unit.venue_code : location;
}
