import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { countedLabels, labelTemplate } from './label-cache';

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          open: '{{sport}} on {{day}}: {{what}}',
          reversed: '{{what}} ({{sport}}, {{sport}})',
          sessions_one: '{{count}} session',
          sessions_other: '{{count}} sessions',
        },
      },
    },
  });
  return i18n;
}

describe('label cache', () => {
  it('fills a template exactly as t() would, whatever the order of the values', async () => {
    const { t } = await instance();
    const open = labelTemplate(t, 'open', ['sport', 'day', 'what']);
    const values = { sport: 'Athletics', day: 'Monday 3 August', what: '2 sessions' };
    expect(open(values)).toBe(t('open', values));
    const reversed = labelTemplate(t, 'reversed', ['sport', 'what']);
    expect(reversed({ sport: 'Judo', what: '1 session' })).toBe('1 session (Judo, Judo)');
  });

  it('gives the plural form for each count and asks i18next once per count', async () => {
    const i18n = await instance();
    let lookups = 0;
    const t = ((...args: Parameters<typeof i18n.t>) => {
      lookups++;
      return i18n.t(...args);
    }) as typeof i18n.t;
    const counted = countedLabels(t);
    expect([1, 2, 1, 2, 5].map((n) => counted('sessions', n))).toEqual([
      '1 session',
      '2 sessions',
      '1 session',
      '2 sessions',
      '5 sessions',
    ]);
    expect(lookups).toBe(3);
  });
});
