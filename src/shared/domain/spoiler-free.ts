import type { LocaleTag } from './locales';

/** A notification's words: what the lock screen shows. */
export interface NoticeText {
  title: string;
  body: string;
}

/**
 * Notice kinds whose words can tell an outcome: a result turned official, a medal won by a
 * delegation. The others (start list, delay, starting soon) tell none.
 */
export const OUTCOME_NOTICE_KINDS: readonly string[] = ['official', 'medal'];

const REVEAL_TITLE: Record<LocaleTag, string> = {
  'en-US': 'Result available',
  'es-ES': 'Resultado disponible',
  'pt-PT': 'Resultado disponível',
  'az-AZ': 'Nəticə hazırdır',
};

const REVEAL_BODY: Record<LocaleTag, string> = {
  'en-US': '{unit} · open the app to reveal it',
  'es-ES': '{unit} · abre la aplicación para verlo',
  'pt-PT': '{unit} · abra a aplicação para o ver',
  'az-AZ': '{unit} · görmək üçün tətbiqi açın',
};

/**
 * A notification's words for a reader in spoiler-free mode: a notice that could tell an
 * outcome says only that the unit has one, naming the unit and nothing of who won or by how
 * much; any other notice is returned as it is. `unit` is the unit as the reader knows it
 * (event and phase, in the reader's language).
 */
export function spoilerFreeText(
  kind: string,
  text: NoticeText,
  opts: { spoilerFree: boolean; locale: LocaleTag; unit: string },
): NoticeText {
  if (!opts.spoilerFree || !OUTCOME_NOTICE_KINDS.includes(kind)) return text;
  return {
    title: REVEAL_TITLE[opts.locale],
    body: REVEAL_BODY[opts.locale].replace('{unit}', opts.unit),
  };
}
