import type { LocalizedNames } from '../../shared/contracts/common';

type Language = 'es' | 'pt' | 'az';

/**
 * The demo games' unit names in the other interface languages, as a results system that
 * sends ItemName per language would. The generator names units from a small vocabulary
 * ("Pool A · Match 5", "Round of 16 · Contest 3", "Heat 2", "Gold medal contest"), so each
 * part separated by " · " is translated by pattern; a part outside the vocabulary stays
 * as it is.
 */
const PARTS: [RegExp, Record<Language, string>][] = [
  [/^Pool (\w)$/, { es: 'Grupo $1', pt: 'Grupo $1', az: '$1 qrupu' }],
  [/^Group (\w)$/, { es: 'Grupo $1', pt: 'Grupo $1', az: '$1 qrupu' }],
  [/^Match (\d+)$/, { es: 'Partido $1', pt: 'Jogo $1', az: 'Oyun $1' }],
  [/^Contest (\d+)$/, { es: 'Encuentro $1', pt: 'Encontro $1', az: 'Qarşılaşma $1' }],
  [/^Heat (\d+)$/, { es: 'Serie $1', pt: 'Série $1', az: 'Zabeq $1' }],
  [/^Round of 32$/, { es: 'Dieciseisavos de final', pt: 'Dezasseis-avos de final', az: '1/16 final' }],
  [/^Round of 16$/, { es: 'Octavos de final', pt: 'Oitavos de final', az: '1/8 final' }],
  [/^Quarterfinals$/, { es: 'Cuartos de final', pt: 'Quartos de final', az: '1/4 final' }],
  [/^Semifinal (\d+)$/, { es: 'Semifinal $1', pt: 'Meia-final $1', az: 'Yarımfinal $1' }],
  [
    /^Bronze medal contest( \d+)?$/,
    {
      es: 'Partido por la medalla de bronce$1',
      pt: 'Disputa da medalha de bronze$1',
      az: 'Bürünc medal uğrunda qarşılaşma$1',
    },
  ],
  [
    /^Gold medal contest$/,
    {
      es: 'Final por la medalla de oro',
      pt: 'Disputa da medalha de ouro',
      az: 'Qızıl medal uğrunda qarşılaşma',
    },
  ],
  [/^Final$/, { es: 'Final', pt: 'Final', az: 'Final' }],
];

function translatePart(part: string, language: Language): string {
  for (const [pattern, texts] of PARTS) if (pattern.test(part)) return part.replace(pattern, texts[language]);
  return part;
}

export function demoUnitNames(english: string): LocalizedNames {
  const parts = english.split(' · ');
  const inLanguage = (language: Language) => parts.map((p) => translatePart(p, language)).join(' · ');
  return { en: english, es: inLanguage('es'), pt: inLanguage('pt'), az: inLanguage('az') };
}
