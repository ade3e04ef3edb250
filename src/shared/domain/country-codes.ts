import { NOC_TO_ISO2 } from './noc-codes';

const ISO2_TO_NOC: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(NOC_TO_ISO2).map(([noc, iso]) => [iso, noc]),
);

/** These codes are not countries; their images live in the storage base location. */
export const SPECIAL_FLAG_CODES = ['JPA', 'BR', 'RW', 'CO', 'BYE'] as const;

/**
 * 3-letter delegation code → 2-letter country code. The code must be 3 characters after
 * upper-casing and known; otherwise a warning is logged and nothing returned.
 */
export function toIso2(code: string | null | undefined): string | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  if (upper.length !== 3 || !NOC_TO_ISO2[upper]) {
    console.warn(`Unknown 3-letter country code: ${JSON.stringify(code)}`);
    return undefined;
  }
  return NOC_TO_ISO2[upper];
}

/** 2-letter country code → 3-letter delegation code, or undefined (with a warning). */
export function toNoc(code: string | null | undefined): string | undefined {
  const upper = (code ?? '').trim().toUpperCase();
  const noc = upper.length === 2 ? ISO2_TO_NOC[upper] : undefined;
  if (!noc) console.warn(`Unknown 2-letter country code: ${JSON.stringify(code)}`);
  return noc;
}

export interface FlagSources {
  /** Public flag-image service, e.g. https://flagcdn.com (images 80 px wide, by lowercase 2-letter code). */
  flagsBaseUrl: string;
  /** Storage base location for the special codes' discipline images. */
  storageBaseUrl: string;
}

export const FLAG_WIDTH = 80;

/** The image for a delegation's flag: special codes from storage, countries from the flag service, else a local file. */
export function flagUrl(code: string, sources: FlagSources): string {
  const upper = code.trim().toUpperCase();
  if ((SPECIAL_FLAG_CODES as readonly string[]).includes(upper)) {
    return `${sources.storageBaseUrl.replace(/\/$/, '')}/flags/${upper}.png`;
  }
  const iso = upper.length === 3 ? NOC_TO_ISO2[upper] : undefined;
  if (iso) return `${sources.flagsBaseUrl.replace(/\/$/, '')}/w${FLAG_WIDTH}/${iso.toLowerCase()}.png`;
  return `/brasil_flags/${upper}.png`;
}
