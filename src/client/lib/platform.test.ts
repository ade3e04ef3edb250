import { describe, expect, it } from 'vitest';
import { detectPlatform } from './platform';

function fakeWindow(opts: { native?: string; standalone?: boolean; ua?: string }): Window {
  return {
    Capacitor: opts.native ? { getPlatform: () => opts.native } : undefined,
    matchMedia: () => ({ matches: opts.standalone ?? false }),
    navigator: { userAgent: opts.ua ?? 'Mozilla/5.0 (X11; Linux x86_64)' },
  } as unknown as Window;
}

describe('platform detection', () => {
  it('yields web, ios, android and android-pwa', () => {
    expect(detectPlatform(fakeWindow({}))).toBe('web');
    expect(detectPlatform(fakeWindow({ native: 'ios' }))).toBe('ios');
    expect(detectPlatform(fakeWindow({ native: 'android' }))).toBe('android');
    expect(detectPlatform(fakeWindow({ standalone: true, ua: 'Mozilla/5.0 (Linux; Android 14)' }))).toBe(
      'android-pwa',
    );
    expect(detectPlatform(fakeWindow({ standalone: true, ua: 'Mozilla/5.0 (Macintosh)' }))).toBe('web');
  });
});
