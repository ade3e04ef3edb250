import { describe, expect, it } from 'vitest';
import { locationName } from './location-name';

const venue_name = {
  en: 'Aquatics Centre',
  es: 'Centro Acuático',
  pt: 'Centro Aquático',
  az: 'Su idmanları mərkəzi',
};

describe('a unit location as readers see it', () => {
  it('shows a named location as it is', () => {
    expect(locationName({ location: 'Court 1', venue_code: 'SPA', venue_name }, 'en-US')).toBe('Court 1');
    expect(locationName({ location: 'Main pool', venue_code: 'AQC', venue_name }, 'es-ES')).toBe('Main pool');
  });

  it('shows the venue name, in the reader language, for a location given as a code', () => {
    for (const location of ['', 'AQC', 'aqc', 'AQC-POOL', 'HBP-POOL', 'EXAMPLE-POOL-2'])
      expect(locationName({ location, venue_code: 'AQC', venue_name }, 'pt-PT'), location).toBe(
        'Centro Aquático',
      );
    expect(locationName({ location: 'AQC', venue_code: 'AQC', venue_name }, 'az-AZ')).toBe(
      'Su idmanları mərkəzi',
    );
  });

  it('shows a location that is the venue’s English name in the reader’s language', () => {
    expect(locationName({ location: 'Aquatics Centre', venue_code: 'AQC', venue_name }, 'es-ES')).toBe(
      'Centro Acuático',
    );
  });

  it('shows the code only when no name exists', () => {
    expect(locationName({ location: 'HBP-POOL', venue_code: 'HBP', venue_name: null }, 'en-US')).toBe(
      'HBP-POOL',
    );
    expect(locationName({ location: '', venue_code: 'HBP' }, 'en-US')).toBe('HBP');
  });
});
