import {
  IMAGE_WIDTHS,
  type ContentDocumentFile,
  type ContentImage,
  type ContentVideoFile,
} from '../../../shared/contracts/content';
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
  // A photo's full-size copy is for saving only: wider than any width a page draws.
  const drawn = row.variants.filter((v) => v.width <= IMAGE_WIDTHS.at(-1)!);
  for (const v of drawn) byType.set(v.mime, [...(byType.get(v.mime) ?? []), v]);
  const srcset = (list: StoredFileRow['variants']) =>
    list
      .toSorted((a, b) => a.width - b.width)
      .map((v) => `${fileUrl(row.id, v.name)} ${v.width}w`)
      .join(', ');
  const sources = [...byType]
    .filter(([type]) => !FALLBACKS.has(type))
    .map(([type, list]) => ({ type, srcset: srcset(list) }));
  const fallback = [...byType].find(([type]) => FALLBACKS.has(type))?.[1] ?? drawn;
  const sorted = fallback.toSorted((a, b) => a.width - b.width);
  const middle = sorted[Math.floor(sorted.length / 2)];
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

/** The largest JPEG or PNG of an image (its full size when it was kept), as a download. */
export function fullSizeUrl(row: StoredFileRow): string {
  const widest = row.variants
    .filter((v) => FALLBACKS.has(v.mime))
    .reduce<StoredFileRow['variants'][number] | undefined>(
      (a, v) => (a && a.width >= v.width ? a : v),
      undefined,
    );
  return widest ? `${fileUrl(row.id, widest.name)}?download=1` : '';
}

/** The one name a video is kept under, by its type. */
export const videoName = (mime: string) => (mime === 'video/mp4' ? 'video.mp4' : 'video.webm');

/** A stored video; its duration and poster live on the item that plays it, not on the file. */
export function videoJson(
  row: StoredFileRow,
  durationS: number | null,
  poster: ContentImage | null,
): ContentVideoFile {
  return {
    id: row.id,
    url: fileUrl(row.id, videoName(row.mime)),
    mime: row.mime,
    file_name: row.fileName,
    bytes: row.bytes,
    duration_s: durationS,
    poster,
  };
}
