import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALE_TAGS } from '../../shared/domain/locales';

/** Issue 2: the four locale folders hold the same namespaces and keys, with real translations. */
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
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

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
  // Medal table words (issue 5): "Total" and "Bronze" are the Spanish/Portuguese words too.
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
  'pt-PT:ambassadors.role.professor',
  'pt-PT:fanStatus.final',
  // The browser's own term, left in English in Spanish and Portuguese; "Tablet" is the Portuguese word.
  'es-ES:moreDev.worker',
  'pt-PT:moreDev.worker',
  'pt-PT:accessLog.devices.Tablet',
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
