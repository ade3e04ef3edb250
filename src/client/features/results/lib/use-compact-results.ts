import { useMediaQuery } from '../../../ui/use-media-query';

// Below this width a results table's full set of columns does not fit beside the name.
const PHONE = '(max-width: 639.98px)';

/** True on a phone-sized screen, where result rows keep their details behind a tap. */
export function useCompactResults(): boolean {
  return useMediaQuery(PHONE) ?? false;
}
