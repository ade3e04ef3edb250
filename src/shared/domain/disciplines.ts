/** The games' 18 discipline codes (ODF codes). FBL and KTE appear only in stats labels. */
export const DISCIPLINE_CODES = [
  'ARC',
  'ATH',
  'BDM',
  'BKB',
  'CYC',
  'FEN',
  'GAR',
  'GRY',
  'HBL',
  'JUD',
  'OWS',
  'SWM',
  'TKW',
  'TRI',
  'TTE',
  'VBV',
  'VVO',
  'WRE',
] as const;
export type DisciplineCode = (typeof DISCIPLINE_CODES)[number];

export function isDisciplineCode(value: string): value is DisciplineCode {
  return (DISCIPLINE_CODES as readonly string[]).includes(value.toUpperCase());
}
