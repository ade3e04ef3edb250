import { describe, expect, it } from 'vitest';
import { resolveLayout } from './layout-rule';

describe('layout choice', () => {
  it('uses the default layout whenever the address contains "widget"', () => {
    expect(resolveLayout({ layout: 'main-layout' }, '/widget/medals')).toBe('default');
    expect(resolveLayout(undefined, '/spa/widget/events')).toBe('default');
  });
  it("uses the page's own layout, else the main layout", () => {
    expect(resolveLayout({ layout: 'auth-layout' }, '/login')).toBe('auth-layout');
    expect(resolveLayout({}, '/medals/all')).toBe('main-layout');
  });
});
