import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeRedirect } from './session';

describe('redirect after login (never an open redirect)', () => {
  it('keeps relative paths of this app, with query and hash', () => {
    expect(safeRedirect('/places/hotel', '/')).toBe('/places/hotel');
    expect(safeRedirect('/spa/medals/all?x=1#top', '/')).toBe('/spa/medals/all?x=1#top');
  });
  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/.//evil.com',
    '/./\\evil.com',
    '/x/..//evil.com',
    '/%2e//evil.com',
    '',
    null,
  ])('refuses %s', (value) => expect(safeRedirect(value, '/schedule/grid')).toBe('/schedule/grid'));

  it('never returns an address that leaves the app, whatever it is given', () => {
    // Paths built from the pieces that make browsers resolve elsewhere: slashes, dot segments,
    // backslashes, encoded dots, a host name.
    const piece = fc.constantFrom('/', '/', '.', '..', '\\', '%2e', 'evil.com', ':', '@', '?');
    const input = fc.oneof(
      fc.string(),
      fc.array(piece, { maxLength: 7 }).map((p) => `/${p.join('')}`),
    );
    fc.assert(
      fc.property(input, (value) => {
        const out = safeRedirect(value, '/');
        // A result is resolved against a page of the app: it must stay on the app's origin.
        expect(new URL(out, 'https://app.example/some/page').origin).toBe('https://app.example');
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.includes('\\')).toBe(false);
      }),
      { numRuns: 5000 },
    );
  });
});
