import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from './locales';
import { spoilerFreeText } from './spoiler-free';

const medal = { title: 'Medal for Brazil', body: "Women's 100m Freestyle · Final" };
const unit = "Women's 100m Freestyle · Final";

describe('spoilerFreeText', () => {
  it('says a medal or an official result is there without saying whose, in every language', () => {
    for (const locale of LOCALE_TAGS) {
      for (const kind of ['medal', 'official']) {
        const text = spoilerFreeText(kind, medal, { spoilerFree: true, locale, unit });
        expect(text.title).not.toContain('Brazil');
        expect(text.body).toContain(unit);
        expect(`${text.title} ${text.body}`).not.toMatch(/\{|\}/);
      }
    }
  });

  it('leaves notices without outcomes, and readers who want outcomes, as they are', () => {
    const start = { title: 'Starting in 15 minutes', body: unit };
    expect(spoilerFreeText('starting_soon', start, { spoilerFree: true, locale: 'en-US', unit })).toBe(start);
    expect(spoilerFreeText('medal', medal, { spoilerFree: false, locale: 'en-US', unit })).toBe(medal);
  });
});
