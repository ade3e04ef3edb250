/**
 * Interface languages: English, Spanish, Portuguese, Azerbaijani. The route prefix and the cookie use the
 * three-letter code; i18next uses the BCP 47 tag; some APIs want two letters.
 */
export const LOCALES = [
  { code: 'eng', tag: 'en-US', short: 'en', name: 'English' },
  { code: 'spa', tag: 'es-ES', short: 'es', name: 'Español' },
  { code: 'por', tag: 'pt-PT', short: 'pt', name: 'Português' },
  { code: 'aze', tag: 'az-AZ', short: 'az', name: 'Azərbaycan' },
] as const;

export type LocaleCode = (typeof LOCALES)[number]['code'];
export type LocaleTag = (typeof LOCALES)[number]['tag'];

export const LOCALE_CODES = LOCALES.map((l) => l.code) as LocaleCode[];
export const LOCALE_TAGS = LOCALES.map((l) => l.tag) as LocaleTag[];
export const FALLBACK_LOCALE: LocaleTag = 'en-US';

/** Cookie that keeps the chosen locale (365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE_DAYS = 365;

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as string[]).includes(value);
}

/** spa → es, por → pt, eng → en, aze → az. */
export function toShortLanguage(code: LocaleCode): string {
  return LOCALES.find((l) => l.code === code)!.short;
}

export function tagForCode(code: LocaleCode): LocaleTag {
  return LOCALES.find((l) => l.code === code)!.tag;
}

export function codeForTag(tag: LocaleTag): LocaleCode {
  return LOCALES.find((l) => l.tag === tag)!.code;
}

/**
 * Best interface locale for a language name a browser or cookie gives us
 * ("pt-BR", "es", "eng", "az-AZ"...), or undefined when we do not speak it.
 */
export function matchLocale(value: string | null | undefined): LocaleTag | undefined {
  if (!value) return undefined;
  const v = value.trim().toLowerCase();
  if (!v) return undefined;
  const byCode = LOCALES.find((l) => l.code === v);
  if (byCode) return byCode.tag;
  const exact = LOCALES.find((l) => l.tag.toLowerCase() === v);
  if (exact) return exact.tag;
  const primary = v.split(/[-_]/)[0];
  return LOCALES.find((l) => l.short === primary)?.tag;
}
