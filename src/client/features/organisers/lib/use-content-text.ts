import { useTranslation } from 'react-i18next';
import type { LocalizedText } from '../../../../shared/contracts/common';

/**
 * The organisers' texts in the reader's language. The API sends all four with English
 * already filled in where a translation is missing, so a language switch needs no refetch.
 */
export function useContentText() {
  const { i18n } = useTranslation();
  const short = (i18n.language || 'en').slice(0, 2) as keyof LocalizedText;
  return (text: LocalizedText) => text[short] || text.en;
}
