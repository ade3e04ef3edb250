import { useTranslation } from 'react-i18next';
import type { LocalizedNames, LocalizedText } from '../../shared/contracts/common';

/** A text the API carries in all four languages, in the reader's ("es-ES" → es), English when empty. */
export function pickLocalized(text: LocalizedText, language: string): string {
  const key = language.slice(0, 2) as keyof LocalizedText;
  return text[key] || text.en;
}

export function useLocalized(text: LocalizedText): string {
  const { i18n } = useTranslation();
  return pickLocalized(text, i18n.language || 'en-US');
}

/** For lists: a picker of the reader's language, to call on each item's texts. */
export function useContentText(): (text: LocalizedText) => string {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en-US';
  return (text) => pickLocalized(text, language);
}

/** Something the API names in English (`name`) and in the languages its source carried (`names`). */
interface Named {
  name: string;
  names: LocalizedNames;
}

/** A picker of the reader's language for feed names, the English name when the feed sent no other. */
export function useNameOf(): (item: Named) => string {
  const { i18n } = useTranslation();
  const key = (i18n.language || 'en-US').slice(0, 2) as keyof LocalizedNames;
  return (item) => item.names[key] || item.name;
}
