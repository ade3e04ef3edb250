import type { LocalizedText } from '../../../shared/contracts/common';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  type TranslationsInput,
} from '../../../shared/contracts/content';

/** Languages with no title yet: readers get English there. */
export function untranslated(translations: TranslationsInput): ContentLanguage[] {
  return CONTENT_LANGUAGES.filter((lang) => !translations[lang]?.title);
}

/** Title or text in every language, English standing in for a language not written yet. */
export function localized(translations: TranslationsInput, part: 'title' | 'text'): LocalizedText {
  const english = translations.en[part];
  const pick = (lang: ContentLanguage) => translations[lang]?.[part] || english;
  return { en: english, es: pick('es'), pt: pick('pt'), az: pick('az') };
}
