import type { Platform } from '../../shared/domain/platform';
import { currentPlatform } from './platform';

export interface Destination {
  latitude: number;
  longitude: number;
  name: string;
}

/**
 * A link that opens turn-by-turn directions: the platform's own maps app in the native
 * shells (Apple Maps on iOS, the `geo:` intent Android hands to the chosen maps app),
 * a maps web page everywhere else.
 */
export function directionsUrl(to: Destination, platform: Platform = currentPlatform()): string {
  const point = `${to.latitude},${to.longitude}`;
  if (platform === 'ios') return `https://maps.apple.com/?daddr=${point}&q=${encodeURIComponent(to.name)}`;
  if (platform === 'android') return `geo:${point}?q=${point}(${encodeURIComponent(to.name)})`;
  return `https://www.google.com/maps/dir/?api=1&destination=${point}`;
}
