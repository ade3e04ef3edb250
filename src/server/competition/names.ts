import type { LocalizedNames, LocalizedText } from '../../shared/contracts/common';
import type { LocaleTag } from '../../shared/domain/locales';

/**
 * Names of events and phases in the reader's language. Each row keeps its English name
 * (`name`, what feeds and imports send) and the other languages it was given (`names`); a
 * missing or empty one reads as English. A phase without its own translation takes the name
 * of its ODF common code (QUAL, HEAT, SFNL...) in that language, so no reader sees a bare code.
 */
export type NameLanguage = keyof LocalizedText;

export const languageOf = (locale: LocaleTag) => locale.slice(0, 2) as NameLanguage;

/** The name in the reader's language, the English one when it has none. */
export function nameIn(locale: LocaleTag, english: string, names: LocalizedNames | null | undefined): string {
  return names?.[languageOf(locale)]?.trim() || english;
}

const t = (en: string, es: string, pt: string, az: string): LocalizedText => ({ en, es, pt, az });

/** ODF's common phase codes (the 4 characters after the event, dashes dropped) and their names. */
const COMMON_PHASES: Record<string, LocalizedText> = {
  QUAL: t('Qualification', 'Clasificación', 'Qualificação', 'Seçmə mərhələ'),
  HEAT: t('Heats', 'Series', 'Eliminatórias', 'Zabeqlər'),
  PREL: t('Preliminary round', 'Ronda preliminar', 'Ronda preliminar', 'İlkin mərhələ'),
  ELIM: t('Elimination round', 'Ronda eliminatoria', 'Ronda eliminatória', 'Eleme mərhələsi'),
  REPE: t('Repechage', 'Repesca', 'Repescagem', 'Təsəlli görüşləri'),
  CLAS: t('Classification round', 'Ronda de clasificación', 'Jogos de classificação', 'Təsnifat görüşləri'),
  R64: t('Round of 64', 'Treintaidosavos de final', 'Trinta e dois avos de final', '1/32 final'),
  R32: t('Round of 32', 'Dieciseisavos de final', 'Dezasseis avos de final', '1/16 final'),
  R16: t('Round of 16', 'Octavos de final', 'Oitavos de final', '1/8 final'),
  '8FNL': t('Round of 16', 'Octavos de final', 'Oitavos de final', '1/8 final'),
  QFNL: t('Quarterfinals', 'Cuartos de final', 'Quartos de final', '1/4 final'),
  SFNL: t('Semifinals', 'Semifinales', 'Meias-finais', 'Yarımfinal'),
  FNL: t('Final', 'Final', 'Final', 'Final'),
  FNLA: t('Final A', 'Final A', 'Final A', 'A finalı'),
  FNLB: t('Final B', 'Final B', 'Final B', 'B finalı'),
};

/** The part of a phase's RSC code that names the phase ("…FNL-" → "FNL"), or the code itself when short. */
export function phasePart(code: string): string {
  return (code.length >= 26 ? code.slice(22, 26) : code).replace(/-+$/, '').toUpperCase();
}

/** A common phase code's names in the four languages; pool groups read "Group A" (GPA). */
export function commonPhaseNames(code: string): LocalizedText | undefined {
  const part = phasePart(code);
  const group = /^GP([A-Z])$/.exec(part)?.[1];
  if (group) return t(`Group ${group}`, `Grupo ${group}`, `Grupo ${group}`, `${group} qrupu`);
  return COMMON_PHASES[part];
}

/** A phase's name in the reader's language: its own translation, its code's common name, its English name. */
export function phaseNameIn(
  locale: LocaleTag,
  phase: { code: string; name?: string | null; names?: LocalizedNames | null },
): string {
  const language = languageOf(locale);
  const own = phase.names?.[language]?.trim();
  if (own) return own;
  const common = commonPhaseNames(phase.code);
  if (language !== 'en' && common) return common[language];
  return phase.name?.trim() || common?.en || phasePart(phase.code);
}
