import { describe, expect, it } from 'vitest';
import { flattenRoutes } from './routes';
import { PAGE_PATHS, pagePattern } from '../../shared/domain/page-paths';

/** The server counts page views by these patterns: they must be the route table's, no more, no fewer. */
describe('page paths the access log counts by', () => {
  it('are the route table', () => {
    expect([...PAGE_PATHS].sort()).toEqual([...new Set(flattenRoutes().map((r) => r.path))].sort());
  });

  it('match a path, with or without a language prefix, literal segments first', () => {
    expect(pagePattern('/eng/places/hotel')).toBe('/places/hotel');
    expect(pagePattern('/places/museum')).toBe('/places/:types');
    expect(pagePattern('/aze')).toBe('/');
    expect(pagePattern('/medals/all')).toBe('/medals/:tabs/:disciplineKey?');
    expect(pagePattern('/discipline/SWM/medals')).toBe('/discipline/:disciplineKey/medals/:tabs?');
  });
});
