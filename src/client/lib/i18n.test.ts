import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { initI18n } from './i18n';

afterEach(() => {
  vi.restoreAllMocks();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('numbers in texts', () => {
  it("write counts the reader's way, in each language", async () => {
    await initI18n();
    await i18n.loadNamespaces('schedule');
    await i18n.changeLanguage('en-US');
    expect(i18n.t('grid.sessions', { ns: 'schedule', count: 12345 })).toBe('12,345 sessions');
    expect(i18n.t('grid.sessions', { ns: 'schedule', count: 1 })).toBe('1 session');
    await i18n.changeLanguage('es-ES');
    await i18n.loadNamespaces('schedule');
    expect(i18n.t('grid.sessions', { ns: 'schedule', count: 12345 })).toMatch(/^12\.345 /);
  });

  it('build one number formatter per language, not one per number', async () => {
    await initI18n();
    await i18n.changeLanguage('pt-PT');
    await i18n.loadNamespaces('schedule');
    const built = vi.spyOn(Intl, 'NumberFormat');
    const texts = Array.from({ length: 40 }, (_, n) =>
      i18n.t('grid.sessions', { ns: 'schedule', count: n + 2 }),
    );
    expect(texts[0]).toMatch(/^2 /);
    expect(texts[39]).toMatch(/^41 /);
    expect(built.mock.calls.length).toBeLessThanOrEqual(1);
  });
});
