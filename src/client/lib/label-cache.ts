import type { TFunction } from 'i18next';

/**
 * Labels for screens that draw hundreds of cells. One i18next lookup costs tens of
 * microseconds on a cheap phone, times four per grid cell; these helpers look each
 * distinct text up once per render instead.
 */

/** `t(key, { count })`, looked up once per key and count. */
export function countedLabels(t: TFunction) {
  const seen = new Map<string, string>();
  return (key: string, count: number): string => {
    const id = `${key}\u0000${count}`;
    let label = seen.get(id);
    if (label === undefined) {
      label = t(key, { count });
      seen.set(id, label);
    }
    return label;
  };
}

/**
 * `t(key, values)` for many different values: the translation is looked up once with
 * markers in place of the values, then filled in by plain string joins.
 */
export function labelTemplate<N extends string>(t: TFunction, key: string, names: readonly N[]) {
  const marker = (i: number) => `\u0001${i}\u0001`;
  const text: string = t(key, Object.fromEntries(names.map((name, i) => [name, marker(i)])));
  const parts = text.split('\u0001'); // text, value index, text, value index, …
  return (values: Record<N, string>): string =>
    parts.map((part, i) => (i % 2 === 1 ? values[names[Number(part)]!] : part)).join('');
}
