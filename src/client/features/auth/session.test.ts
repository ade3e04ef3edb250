import { describe, expect, it } from 'vitest';
import { safeRedirect } from './session';

describe('redirect after login (issue 6: no open redirect)', () => {
  it('keeps relative paths of this app, with query and hash', () => {
    expect(safeRedirect('/places/hotel', '/')).toBe('/places/hotel');
    expect(safeRedirect('/spa/medals/all?x=1#top', '/')).toBe('/spa/medals/all?x=1#top');
  });
  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', null])(
    'refuses %s',
    (value) => expect(safeRedirect(value, '/schedule/grid')).toBe('/schedule/grid'),
  );
});
