import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { events, units } from '../db/schema';
import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  isLocaleCode,
  matchLocale,
  tagForCode,
  type LocaleTag,
} from '../../shared/domain/locales';

/** The interface texts the client ships; the server reads the few page titles it paints. */
const LOCALES_DIR = path.resolve(import.meta.dirname, '../../client/locales');

export interface PageHeading {
  title: string;
  subtitle?: string;
  /** A unit's page draws its title in the unit's card, not as a page heading. */
  kind?: 'unit';
}

interface HeadingKeys {
  ns: string;
  title: string;
  subtitle?: string;
}

/** The schedule tabs' titles, as the schedule page names them. */
const SCHEDULE_TITLES: Record<string, string> = {
  days: 'menu.results',
  disciplines: 'menu.disciplines',
  grid: 'menu.schedule',
  event: 'menu.schedule',
  classification: 'menu.schedule',
};

/**
 * The pages whose heading does not depend on data, by path without a locale prefix: the
 * heading the page itself draws first, with the same text keys.
 */
function keysFor(pathname: string): HeadingKeys | null {
  const [, section, tab, more] = pathname.split('/');
  if (more !== undefined || !tab) return null;
  if (section === 'schedule' && SCHEDULE_TITLES[tab]) return { ns: 'common', title: SCHEDULE_TITLES[tab] };
  if (section === 'medals') return { ns: 'medals', title: 'title', subtitle: `subtitle.${tab}` };
  if (section === 'participants') return { ns: 'participants', title: 'title', subtitle: `subtitle.${tab}` };
  return null;
}

type Texts = Record<string, unknown>;

function lookup(texts: Texts, key: string): string | undefined {
  let node: unknown = texts;
  for (const part of key.split('.')) node = (node as Texts | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

function cookieValue(header: string | undefined, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export interface DocumentRequest {
  pathname: string;
  query: URLSearchParams;
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * The reader's language as the client will choose it: a `lang` parameter, the path's locale
 * prefix, the cookie, then the browser's languages in order, then English.
 */
export function documentLocale(req: DocumentRequest): LocaleTag {
  const fromQuery = matchLocale(req.query.get('lang'));
  if (fromQuery) return fromQuery;
  const prefix = req.pathname.split('/')[1] ?? '';
  if (isLocaleCode(prefix)) return tagForCode(prefix);
  const fromCookie = matchLocale(cookieValue(req.cookie, LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const entry of (req.acceptLanguage ?? '').split(',')) {
    const tag = matchLocale(entry.split(';')[0]);
    if (tag) return tag;
  }
  return FALLBACK_LOCALE;
}

/**
 * The heading of a page, in its language, for the server to paint into the document before
 * any script runs: on a slow phone the page's largest text then shows with the first paint
 * instead of after two script downloads (decision 0025). Null for pages whose heading
 * comes from data.
 */
export function pageHeadings(localesDir = LOCALES_DIR) {
  const texts = new Map<string, Texts>();
  const textsOf = (tag: LocaleTag, ns: string): Texts => {
    const key = `${tag}/${ns}`;
    let found = texts.get(key);
    if (!found) {
      const file = path.join(localesDir, tag, `${ns}.json`);
      found = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Texts) : {};
      texts.set(key, found);
    }
    return found;
  };
  return (pathname: string, tag: LocaleTag): PageHeading | null => {
    if (!LOCALE_TAGS.includes(tag)) return null;
    const prefix = pathname.split('/')[1] ?? '';
    const keys = keysFor(isLocaleCode(prefix) ? pathname.slice(prefix.length + 1) : pathname);
    if (!keys) return null;
    const title = lookup(textsOf(tag, keys.ns), keys.title);
    if (!title) return null;
    const subtitle = keys.subtitle ? lookup(textsOf(tag, keys.ns), keys.subtitle) : undefined;
    if (keys.subtitle && !subtitle) return null; // an unknown tab: the page says so itself
    return { title, subtitle };
  };
}

/** /discipline/{key}/results/{unit}[/{tab}], with or without a locale prefix. */
const UNIT_PAGE = /^(?:\/[a-z]{3})?\/discipline\/[^/]+\/results\/([^/]+)(?:\/[^/]*)?$/;

/**
 * A unit's page is titled with its event's name, the page's largest text: painted by the
 * server it is the first paint, where the client would draw it only after the competition
 * chunk and the unit's answer arrived. The feed names events once, so the name is the same
 * in every language. Null for any other path or an unknown unit (the page says so itself).
 */
export function unitHeadings(database: Pick<Database, 'db'>) {
  return async (pathname: string): Promise<PageHeading | null> => {
    const code = UNIT_PAGE.exec(pathname)?.[1];
    if (!code) return null;
    const [row] = await database.db
      .select({ title: events.name })
      .from(units)
      .innerJoin(events, eq(events.code, units.eventCode))
      .where(eq(units.code, decodeURIComponent(code)))
      .limit(1);
    return row ? { title: row.title, kind: 'unit' } : null;
  };
}
