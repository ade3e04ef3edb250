import { describe, expect, it } from 'vitest';
import { distanceKm } from './distance';

describe('distanceKm', () => {
  it('measures Baku to Ganja at about 300 km', () => {
    const km = distanceKm({ lat: 40.4093, lng: 49.8671 }, { lat: 40.6828, lng: 46.3606 });
    expect(km).toBeGreaterThan(290);
    expect(km).toBeLessThan(305);
  });
  it('is zero for the same point', () => {
    expect(distanceKm({ lat: 1, lng: 2 }, { lat: 1, lng: 2 })).toBe(0);
  });
});
