import es from '../../../shared/domain/country-names/es-ES.json';
import pt from '../../../shared/domain/country-names/pt-PT.json';
import az from '../../../shared/domain/country-names/az-AZ.json';
import type { LocaleTag } from '../../../shared/domain/locales';

/**
 * A delegation's name in the reader's language from the app's own tables (the app shows the
 * same ones), so a Spanish reader finds Brazil as "Brasil". English is the feed's own name.
 */
const TABLES: Partial<Record<LocaleTag, Record<string, string>>> = { 'es-ES': es, 'pt-PT': pt, 'az-AZ': az };

export const countryNameIn = (code: string, locale: LocaleTag): string | undefined => TABLES[locale]?.[code];
