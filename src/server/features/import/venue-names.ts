import type { LocalizedNames } from '../../../shared/contracts/common';

const LANGUAGES = ['es', 'pt', 'az'] as const;

/**
 * A venue's or event's names in the other interface languages, when the sheet has any of their
 * columns (undefined otherwise: an older sheet leaves the stored names alone). Empty cells
 * are left out, so that language reads as the English name.
 */
export function translatedNames(
  cells: Record<string, unknown>,
  text: (key: string) => string,
): LocalizedNames | undefined {
  if (!LANGUAGES.some((l) => `name_${l}` in cells)) return undefined;
  const names: LocalizedNames = {};
  for (const l of LANGUAGES) {
    const value = text(`name_${l}`).trim();
    if (value) names[l] = value;
  }
  return names;
}

/** Whether two sets of names say the same in every language. */
export function sameNames(a: LocalizedNames | undefined, b: LocalizedNames): boolean {
  return LANGUAGES.every((l) => (a?.[l] ?? '') === (b[l] ?? ''));
}
