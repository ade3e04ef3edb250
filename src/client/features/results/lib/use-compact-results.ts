import { SM_SCREEN, useMediaQuery } from '../../../ui/use-media-query';

/**
 * True on a phone-sized screen (below Tailwind's `sm`), where a results table's full set of
 * columns does not fit beside the name and result rows keep their details behind a tap.
 */
export function useCompactResults(): boolean {
  return useMediaQuery(SM_SCREEN) === false;
}
