/** "Ana Abdullayev" → "AA": the photo fallback. */
export function initials(...parts: (string | null | undefined)[]): string {
  return parts
    .flatMap((p) => (p ?? '').trim().split(/\s+/))
    .filter(Boolean)
    .map((w) => w[0]!.toLocaleUpperCase())
    .filter((_, i, all) => i === 0 || i === all.length - 1)
    .join('');
}

/** Olympic style: given name, then the family name in capitals. */
export function displayName(given: string, family: string): string {
  return [given, family.toLocaleUpperCase()].filter(Boolean).join(' ');
}
