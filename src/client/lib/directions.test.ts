import { describe, expect, it } from 'vitest';
import { directionsUrl } from './directions';

const stadium = { latitude: 40.4301, longitude: 49.9196, name: 'Olympic Stadium' };

describe('directionsUrl', () => {
  it('opens a maps web page on the web and in the installed web app', () => {
    expect(directionsUrl(stadium, 'web')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=40.4301,49.9196',
    );
    expect(directionsUrl(stadium, 'android-pwa')).toContain('google.com/maps/dir');
  });

  it("hands over to the phone's maps app in the native shells", () => {
    expect(directionsUrl(stadium, 'ios')).toBe(
      'https://maps.apple.com/?daddr=40.4301,49.9196&q=Olympic%20Stadium',
    );
    expect(directionsUrl(stadium, 'android')).toBe(
      'geo:40.4301,49.9196?q=40.4301,49.9196(Olympic%20Stadium)',
    );
  });
});
