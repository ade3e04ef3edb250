import type { ContentInput } from '../../../shared/contracts/content';

type Pair = readonly [title: string, text: string];

/** A demo item as the admin would enter it, with the pictures and PDFs to upload for it. */
export type DemoItem = ContentInput & {
  picture?: () => Promise<Buffer>;
  pdfs?: { name: string; bytes: Buffer }[];
};

/** Title and text in the four languages, in the order en, es, pt, az. */
export function texts(en: Pair, es: Pair, pt: Pair, az: Pair): ContentInput['translations'] {
  const one = ([title, text]: Pair) => ({ title, text });
  return { en: one(en), es: one(es), pt: one(pt), az: one(az) };
}
