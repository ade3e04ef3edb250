import { describe, expect, it } from 'vitest';
import { contentInputSchema, type AdminContentItem } from '../../../../shared/contracts/content';
import { formValuesOf, parseDepartures, withoutEmptyTranslations } from './form-values';

describe('withoutEmptyTranslations', () => {
  it('leaves untouched languages out, so a hotel with English only is valid', () => {
    const values = formValuesOf('place');
    values.translations.en = { title: 'Hotel Caspian', text: '' };
    const parsed = contentInputSchema.safeParse(withoutEmptyTranslations(values));
    expect(parsed.success).toBe(true);
    expect(Object.keys(parsed.data!.translations)).toEqual(['en']);
  });

  it('keeps a text without its title so the form asks for the title', () => {
    const values = formValuesOf('place');
    values.translations.en = { title: 'Hotel Caspian', text: '' };
    values.translations.es = { title: '', text: 'Cerca del estadio' };
    const parsed = contentInputSchema.safeParse(withoutEmptyTranslations(values));
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues[0]!.path).toEqual(['translations', 'es', 'title']);
  });
});

describe('formValuesOf', () => {
  it('gives every language its inputs when editing an item translated in English only', () => {
    const item = {
      id: 1,
      kind: 'sponsor',
      position: 0,
      published: true,
      translations: { en: { title: 'Acme', text: '' } },
      fields: { tier: 2, url: 'https://acme.example', image_id: null },
      untranslated: ['es', 'pt', 'az'],
      images: {},
      documents: {},
      updated_at: '2026-07-10T10:00:00Z',
    } satisfies AdminContentItem;
    const values = formValuesOf('sponsor', item);
    expect(values.translations.es).toEqual({ title: '', text: '' });
    expect(values.fields).toEqual(item.fields);
    expect(values.published).toBe(true);
  });
});

describe('parseDepartures', () => {
  it('reads commas, spaces and lines alike', () => {
    expect(parseDepartures('07:00, 07:30\n08:00;  08:30 ')).toEqual(['07:00', '07:30', '08:00', '08:30']);
  });
});
