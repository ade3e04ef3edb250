import type { ContentDocumentFile, ContentImage } from '../../../shared/contracts/content';
import type { storedFiles } from '../../db/schema';

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The one name a PDF is kept and served under (the upload's own name goes in Content-Disposition). */
export const PDF_NAME = 'document.pdf';

export const fileKey = (id: string, name: string) => `files/${id}/${name}`;
export const fileUrl = (id: string, name: string) => `/api/files/${id}/${name}`;

/** Fallback types, for `<img src>`: everything else is offered in `<source>`. */
const FALLBACKS = new Set(['image/jpeg', 'image/png']);

/** A stored image as readers get it: modern sources first, the fallback at a middle width. */
export function imageJson(row: StoredFileRow): ContentImage {
  const byType = new Map<string, StoredFileRow['variants']>();
  for (const v of row.variants) byType.set(v.mime, [...(byType.get(v.mime) ?? []), v]);
  const srcset = (list: StoredFileRow['variants']) =>
    list
      .toSorted((a, b) => a.width - b.width)
      .map((v) => `${fileUrl(row.id, v.name)} ${v.width}w`)
      .join(', ');
  const sources = [...byType]
    .filter(([type]) => !FALLBACKS.has(type))
    .map(([type, list]) => ({ type, srcset: srcset(list) }));
  const fallback = [...byType].find(([type]) => FALLBACKS.has(type))?.[1] ?? row.variants;
  const sorted = fallback.toSorted((a, b) => a.width - b.width);
  const middle = sorted[Math.floor((sorted.length - 1) / 2)];
  return {
    id: row.id,
    width: row.width ?? 0,
    height: row.height ?? 0,
    sources: [...sources, { type: fallback[0]?.mime ?? 'image/jpeg', srcset: srcset(fallback) }],
    src: middle ? fileUrl(row.id, middle.name) : '',
  };
}

export function documentJson(row: StoredFileRow): ContentDocumentFile {
  return { id: row.id, url: fileUrl(row.id, PDF_NAME), file_name: row.fileName, bytes: row.bytes };
}
