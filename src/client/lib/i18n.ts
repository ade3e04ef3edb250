import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  FALLBACK_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_DAYS,
  LOCALE_TAGS,
  codeForTag,
  isLocaleCode,
  matchLocale,
  tagForCode,
  type LocaleCode,
  type LocaleTag,
} from '../../shared/domain/locales';

// Each locale's JSON is its own chunk, fetched only when that language is used.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) return callback(null, {});
    load().then(
      (mod) => callback(null, mod.default),
      (err: unknown) => {
        // A locale load failure is only logged; i18next falls back to en-US.
        console.warn(`Could not load the ${language} texts (${namespace})`, err);
        callback(null, {});
      },
    );
  },
};

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** The locale prefix of a path (/spa/medals → spa), if any. */
export function localePrefixOf(pathname: string): LocaleCode | undefined {
  const first = pathname.split('/')[1] ?? '';
  return isLocaleCode(first) ? first : undefined;
}

/**
 * URL prefix, then the cookie, then the browser's languages, then en-US.
 * A `lang` query parameter comes first: embedded widgets take the host page's language
 * from it, since a third-party frame has no cookie of ours.
 */
export function detectLocale(): LocaleTag {
  const fromQuery = matchLocale(new URLSearchParams(window.location.search).get('lang'));
  if (fromQuery) return fromQuery;
  const prefix = localePrefixOf(window.location.pathname);
  if (prefix && isLocaleCode(prefix)) return tagForCode(prefix);
  const fromCookie = matchLocale(readCookie(LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const lang of navigator.languages ?? [navigator.language]) {
    const tag = matchLocale(lang);
    if (tag) return tag;
  }
  return FALLBACK_LOCALE;
}

export function writeLocaleCookie(tag: LocaleTag) {
  const maxAge = LOCALE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;
  document.cookie = `${LOCALE_COOKIE}=${codeForTag(tag)}; max-age=${maxAge}; path=/; samesite=lax`;
}

/** Switch the interface language: load its texts, remember it in the cookie. */
export async function changeLocale(tag: LocaleTag) {
  await i18n.changeLanguage(tag);
  writeLocaleCookie(tag);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * The `{{count, number}}` format of our texts, with one Intl.NumberFormat per language.
 * i18next's own keeps its formatters by language and every option of the call, the count
 * among them, so each distinct number built a new formatter: about a hundred on one
 * schedule grid, a fifth of drawing its rows on a slow phone. Our texts use the plain
 * `number` format only (no format parameters), which is what this gives.
 */
function formatNumber(value: unknown, language: string | undefined): string {
  const tag = language ?? FALLBACK_LOCALE;
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag);
    numberFormats.set(tag, format);
  }
  return typeof value === 'number' ? format.format(value) : String(value);
}

export async function initI18n() {
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  await i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng: detectLocale(),
      fallbackLng: FALLBACK_LOCALE,
      supportedLngs: LOCALE_TAGS,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes
      react: { useSuspense: true },
    });
  i18n.services.formatter?.add('number', formatNumber);
  // A language reached through a prefixed link (/spa/medals) is remembered like one chosen in
  // the settings, so the next visit to / opens in it.
  const prefix = localePrefixOf(window.location.pathname);
  if (prefix) writeLocaleCookie(tagForCode(prefix));
  return i18n;
}

export default i18n;
