import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../../shared/domain/locales';

/** The four locale folders hold the same namespaces and keys, with real translations. */
const dir = path.dirname(new URL(import.meta.url).pathname);
const namespaces = fs.readdirSync(path.join(dir, 'en-US')).filter((f) => f.endsWith('.json'));

type Tree = { [key: string]: string | Tree };
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((acc, [k, v]) => {
    const key = prefix ? `${prefix}.${k}` : k;
    return typeof v === 'string' ? { ...acc, [key]: v } : { ...acc, ...flatten(v, key) };
  }, {});
}
const read = (tag: string, ns: string) =>
  flatten(JSON.parse(fs.readFileSync(path.join(dir, tag, ns), 'utf8')));
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*(?:,[^}]*)?\}\}/g) ?? []).sort();

// Words that really are the same in a language (codes, loanwords, sport names); checked by a speaker.
const SAME_EVERYWHERE = new Set([
  'profile.points',
  'disciplines.JUD',
  'disciplines.TKW',
  'disciplines.BDM',
  // A status and its period ("Live · Q3"), and minutes after a line's first stop ("+12 min").
  // Each content language is named in itself (an endonym), whatever the interface language.
  'languages.en',
  'languages.es',
  'languages.pt',
  'languages.az',
  // Kilometres, and a document's kind and size ("PDF · 1.2 MB").
  'places.km',
  'volunteers.pdfSize',
  'fanStatus.withPeriod',
  // "Set" is the word volleyball and tennis use in every language here.
  'fanStatus.period.sets',
  'offset_one',
  'offset_other',
]);
const SAME_IN = new Set([
  'az-AZ:types.admin',
  'az-AZ:error.statusText',
  'es-ES:menu.trivia',
  // Medal table words: "Total" and "Bronze" are the Spanish/Portuguese words too.
  'es-ES:table.total',
  'pt-PT:table.total',
  'pt-PT:table.bronze',
  'pt-PT:medal.bronze',
  'es-ES:fanStatus.final',
  // "Hotel" and "Hospital" in Spanish and Portuguese; "Latitude", "Longitude", "Professor" in Portuguese.
  'es-ES:placeTypes.hotel',
  'es-ES:placeTypes.hospital',
  'pt-PT:placeTypes.hotel',
  'pt-PT:placeTypes.hospital',
  'pt-PT:fields.latitude',
  'pt-PT:fields.longitude',
  'pt-PT:latitude',
  'pt-PT:longitude',
  // The volleyball libero keeps its Italian name in Azerbaijani.
  'az-AZ:position.L',
  'pt-PT:ambassadors.role.professor',
  'pt-PT:fanStatus.final',
  // The browser's own term, left in English in Spanish and Portuguese; "Tablet" is the Portuguese word.
  'es-ES:moreDev.worker',
  'pt-PT:moreDev.worker',
  'pt-PT:accessLog.devices.Tablet',
  // A course's video lesson: "video" is the Azerbaijani word.
  'az-AZ:course.types.video',
  'az-AZ:lesson.types.video',
]);

describe.each(namespaces)('locale namespace %s', (ns) => {
  const english = read('en-US', ns);
  it.each(LOCALE_TAGS.filter((t) => t !== 'en-US'))(
    '%s has the same keys, placeholders and real translations',
    (tag) => {
      expect(fs.existsSync(path.join(dir, tag, ns)), `${tag}/${ns} exists`).toBe(true);
      const other = read(tag, ns);
      expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        const translated = other[key]!;
        expect(translated.trim(), `${tag} ${key} is empty`).not.toBe('');
        expect(placeholders(translated), `${tag} ${key} placeholders`).toEqual(placeholders(text));
        if (text.length > 4 && !SAME_EVERYWHERE.has(key) && !SAME_IN.has(`${tag}:${key}`)) {
          expect(translated, `${tag} ${key} is still English`).not.toBe(text);
        }
      }
    },
  );
});

describe('plurals, ordinals and script', () => {
  const all = (tag: string) =>
    Object.assign({}, ...namespaces.map((ns) => read(tag, ns))) as Record<string, string>;

  it.each(LOCALE_TAGS)('%s has every plural form Intl.PluralRules asks for', (tag) => {
    const texts = all(tag);
    const cardinal = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const ordinal = new Intl.PluralRules(tag, { type: 'ordinal' }).resolvedOptions().pluralCategories;
    const bases = (re: RegExp) => new Set(Object.keys(texts).flatMap((k) => k.match(re)?.[1] ?? []));
    // i18next picks `key_<category>` (or `key_ordinal_<category>`) with Intl.PluralRules.
    for (const base of bases(/^(.*?)_(?:zero|one|two|few|many|other)$/)) {
      if (base.endsWith('_ordinal')) continue;
      for (const c of cardinal) {
        // "many" (Spanish and Portuguese millions) falls back to "other", which i18next uses.
        if (c === 'many') continue;
        expect(texts[`${base}_${c}`], `${tag} ${base}_${c}`).toBeTruthy();
      }
    }
    for (const base of bases(/^(.*)_ordinal_(?:zero|one|two|few|many|other)$/))
      for (const c of ordinal)
        expect(texts[`${base}_ordinal_${c}`], `${tag} ${base}_ordinal_${c}`).toBeTruthy();
  });

  it('ordinals read right in each language', () => {
    const place = (tag: string, n: number) => {
      const category = new Intl.PluralRules(tag, { type: 'ordinal' }).select(n);
      return read(tag, 'common.json')[`ordinal.place_ordinal_${category}`]!.replace('{{count}}', String(n));
    };
    expect([1, 2, 3, 4, 11, 22].map((n) => place('en-US', n))).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '22nd',
    ]);
    expect([1, 3].map((n) => place('es-ES', n))).toEqual(['1.º', '3.º']);
    expect([1, 3].map((n) => place('pt-PT', n))).toEqual(['1.º', '3.º']);
    expect([1, 3, 6, 9, 10].map((n) => place('az-AZ', n))).toEqual(['1-ci', '3-cü', '6-cı', '9-cu', '10-cu']);
  });

  it('Azerbaijani is written in its Latin alphabet, with ə ğ ı ö ş ü', () => {
    // Content languages are named in themselves ("Español"), not in Azerbaijani.
    const text = Object.entries(all('az-AZ'))
      .filter(([key]) => !key.startsWith('languages.'))
      .map(([, value]) => value)
      .join(' ');
    expect(text.match(/[\u0400-\u04FF\u0600-\u06FF]/g) ?? [], 'Cyrillic or Arabic letters').toEqual([]);
    // Letters of other Latin alphabets that Azerbaijani does not use (ä stands in for ə).
    expect(text.match(/[äñãõœ]/gi) ?? [], 'letters Azerbaijani does not use').toEqual([]);
    for (const letter of ['ə', 'ğ', 'ı', 'ö', 'ş', 'ü']) expect(text).toContain(letter);
  });
});
