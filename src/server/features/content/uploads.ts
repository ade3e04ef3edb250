import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { z } from 'zod';
import { IMAGE_WIDTHS, UPLOAD_LIMITS, type uploadAnswerSchema } from '../../../shared/contracts/content';
import type { Db } from '../../db/client';
import { storedFiles, type StoredVariant } from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Storage } from '../../storage';
import { documentJson, fileKey, imageJson, PDF_NAME, videoJson, videoName } from './file-json';
import { probeVideo } from '../../media/video-probe';
import { looksLikeWholePdf, nameForType, sniffType, type SniffedType } from './sniff';

const MB = 1024 * 1024;
/** Decoding bombs: a tiny file that claims 100,000 x 100,000 pixels is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;

const refuse = (
  status: number,
  code: string,
  key: 'uploadEmpty' | 'uploadType' | 'uploadUndecodable' | 'uploadPdfInvalid',
  params = {},
) => new HttpError(status, code, key, params);

/** The widths to encode: the listed ones the original covers, or the original's own width if narrower. */
function widthsFor(original: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w <= original);
  if (widths.length === 0 || (original < IMAGE_WIDTHS.at(-1)! && !widths.includes(original)))
    widths.push(original);
  return widths;
}

interface Encoded {
  variants: StoredVariant[];
  files: { key: string; bytes: Buffer }[];
  width: number;
  height: number;
}

/**
 * Decodes and re-encodes an image: turned upright by its EXIF orientation, metadata (GPS,
 * camera) dropped, WebP for browsers that take it and JPEG (PNG when it has transparency) for
 * the rest. The uploaded bytes themselves are never kept, so nothing hidden in them is served.
 */
async function encodeImage(id: string, bytes: Buffer, keepFullSize: boolean): Promise<Encoded> {
  try {
    const upright = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate();
    const info = await upright.clone().metadata();
    // An alpha channel that is actually used (stats() reads every pixel) keeps a PNG fallback.
    const hasAlpha = info.hasAlpha && !(await upright.clone().stats()).isOpaque;
    // Orientations 5 to 8 turn the picture a quarter: width and height swap once upright.
    const turned = (info.orientation ?? 1) >= 5;
    const [width, height] = turned ? [info.height, info.width] : [info.width, info.height];
    const fallback = hasAlpha ? { mime: 'image/png', ext: 'png' } : { mime: 'image/jpeg', ext: 'jpg' };
    // Encoding decodes every pixel: broken data behind a valid header fails here, before
    // anything is stored.
    const done = await Promise.all(
      widthsFor(width).flatMap((w) =>
        [{ mime: 'image/webp', ext: 'webp' }, fallback].map(async (format) => {
          const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
          const encoded =
            format.ext === 'webp'
              ? resized.webp({ quality: 80 })
              : format.ext === 'png'
                ? resized.png({ palette: true, effort: 3 })
                : resized.jpeg({ quality: 80, mozjpeg: true });
          const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
          const name = `${w}.${format.ext}`;
          return {
            variant: { name, mime: format.mime, width: out.width, height: out.height, bytes: data.length },
            file: { key: fileKey(id, name), bytes: data },
          };
        }),
      ),
    );
    // A photo to download keeps its full size too, in the fallback format only: no page draws
    // it, so a second encoding of the largest picture would be wasted.
    if (keepFullSize && width! > IMAGE_WIDTHS.at(-1)!) {
      const full =
        fallback.ext === 'png'
          ? upright.clone().png({ palette: true, effort: 3 })
          : upright.clone().jpeg({ quality: 90, mozjpeg: true });
      const { data, info: out } = await full.toBuffer({ resolveWithObject: true });
      const name = `${out.width}.${fallback.ext}`;
      done.push({
        variant: { name, mime: fallback.mime, width: out.width, height: out.height, bytes: data.length },
        file: { key: fileKey(id, name), bytes: data },
      });
    }
    return { variants: done.map((d) => d.variant), files: done.map((d) => d.file), width, height };
  } catch {
    throw refuse(422, 'UPLOAD_UNDECODABLE', 'uploadUndecodable');
  }
}

/**
 * A file name fit for a header and a list: no folders, no control characters, not too long,
 * and ending with the extension of the type its bytes were found to be (the name a client
 * sends is never trusted: a PDF sent as "x.html" or "x.cmd" is kept and served as "x.pdf").
 */
export function cleanFileName(name: string | undefined, fallback: string, type: SniffedType): string {
  const clean =
    (name ?? '')
      .split(/[/\\]/)
      .at(-1)!
      .replace(/[\p{Cc}\p{Cf}"]/gu, '')
      .trim()
      // Room for the extension within 200 characters.
      .slice(0, 190) || fallback;
  return nameForType(clean, type);
}

/**
 * Stores an upload after checking it by its bytes: an image type or a PDF, within its
 * limit, decodable. Nothing is stored when any check fails. `name` is the file's name as
 * the user chose it (already decoded from its header).
 */
export async function storeUpload(
  db: Db,
  storage: Storage,
  bytes: Buffer,
  name: string | undefined,
  /** Keep the picture at its full size as well (official photos are downloaded whole). */
  options: { keepFullSize?: boolean } = {},
): Promise<z.infer<typeof uploadAnswerSchema>> {
  if (bytes.length === 0) throw refuse(400, 'UPLOAD_EMPTY', 'uploadEmpty');
  const type = sniffType(bytes);
  const kind =
    type === 'application/pdf'
      ? 'pdf'
      : type === 'video/webm' || type === 'video/mp4'
        ? 'video'
        : type && type !== 'image/heif'
          ? 'image'
          : null;
  if (!kind) throw refuse(415, 'UPLOAD_TYPE', 'uploadType');
  const limit = UPLOAD_LIMITS[kind].maxBytes;
  if (bytes.length > limit) {
    throw new HttpError(
      413,
      'UPLOAD_TOO_LARGE',
      kind === 'pdf' ? 'uploadPdfTooLarge' : kind === 'video' ? 'uploadVideoTooLarge' : 'uploadImageTooLarge',
      {
        max: `${limit / MB} MB`,
      },
    );
  }
  if (kind === 'video') return storeVideo(db, storage, bytes, name, type as 'video/webm' | 'video/mp4');
  const id = randomUUID();
  const fileName = cleanFileName(name, kind === 'pdf' ? 'document' : 'image', type!);
  let files: { key: string; bytes: Buffer }[];
  let values: typeof storedFiles.$inferInsert;
  if (kind === 'pdf') {
    if (!looksLikeWholePdf(bytes)) throw refuse(422, 'UPLOAD_PDF_INVALID', 'uploadPdfInvalid');
    files = [{ key: fileKey(id, PDF_NAME), bytes }];
    values = { id, kind, mime: type!, fileName, bytes: bytes.length };
  } else {
    const encoded = await encodeImage(id, bytes, options.keepFullSize === true);
    files = encoded.files;
    values = {
      id,
      kind,
      mime: type!,
      fileName,
      bytes: bytes.length,
      width: encoded.width,
      height: encoded.height,
      variants: encoded.variants,
    };
  }
  await Promise.all(files.map((f) => storage.put(f.key, f.bytes)));
  try {
    const [row] = await db.insert(storedFiles).values(values).returning();
    return kind === 'pdf'
      ? { kind, image: null, document: documentJson(row!), video: null }
      : { kind, image: imageJson(row!), document: null, video: null };
  } catch (err) {
    await Promise.all(files.map((f) => storage.delete(f.key)));
    throw err;
  }
}

/**
 * A WebM or MP4 is kept as sent (re-encoding video is the organisers' encoder's job), with
 * a poster frame and its duration when the server has ffmpeg. The poster is stored as an
 * image like any upload, so it gets the same re-encoded widths; without ffmpeg, or when the
 * file cannot be decoded, the video is still stored and the organiser enters both.
 */
async function storeVideo(
  db: Db,
  storage: Storage,
  bytes: Buffer,
  name: string | undefined,
  type: 'video/webm' | 'video/mp4',
): Promise<z.infer<typeof uploadAnswerSchema>> {
  const id = randomUUID();
  const fileName = cleanFileName(name, 'video', type);
  const probe = await probeVideo(bytes, type === 'video/webm' ? 'webm' : 'mp4');
  const poster = probe?.poster
    ? await storeUpload(db, storage, probe.poster, `${fileName.replace(/\.[^.]+$/, '')}.png`).catch(
        () => null,
      )
    : null;
  const key = fileKey(id, videoName(type));
  await storage.put(key, bytes);
  try {
    const [row] = await db
      .insert(storedFiles)
      .values({
        id,
        kind: 'video',
        mime: type,
        fileName,
        bytes: bytes.length,
        width: probe?.width ?? null,
        height: probe?.height ?? null,
        variants: [
          {
            name: videoName(type),
            mime: type,
            width: probe?.width ?? 0,
            height: probe?.height ?? 0,
            bytes: bytes.length,
          },
        ],
      })
      .returning();
    return {
      kind: 'video',
      image: null,
      document: null,
      video: videoJson(row!, probe?.durationS ?? null, poster?.image ?? null),
    };
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
}
