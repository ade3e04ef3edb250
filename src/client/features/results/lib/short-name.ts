/** Longer names than this do not fit beside the result on a phone's row. */
export const SHORT_NAME_FROM = 12;

const isUpper = (w: string) => w.length > 1 && w === w.toLocaleUpperCase() && w !== w.toLocaleLowerCase();

/**
 * An athlete's name as result boards print it when space is short: the given name's
 * initial and the family name in capitals ("Johanna Smith-Taylor" → "J. SMITH-TAYLOR").
 * Names written the results-system way, with the family name already in capitals
 * ("Johanna SMITH"), keep those words as the family name wherever they stand. Short
 * names, one-word names and teams' names are left as they are.
 */
export function shortName(name: string, max = SHORT_NAME_FROM): string {
  const words = name.trim().split(/\s+/);
  if (name.length <= max || words.length < 2) return name;
  const family = words.filter(isUpper);
  const given =
    family.length > 0 && family.length < words.length ? words.filter((w) => !isUpper(w)) : words.slice(0, 1);
  const rest = family.length > 0 && family.length < words.length ? family : words.slice(1);
  return `${given[0]!.charAt(0).toLocaleUpperCase()}. ${rest.join(' ').toLocaleUpperCase()}`;
}
