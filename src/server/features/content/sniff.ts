/** What a file is, from its first bytes: the name and the declared type are never trusted. */
export type SniffedType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/webp'
  | 'image/avif'
  | 'image/heif'
  | 'application/pdf'
  | 'video/webm'
  | 'video/mp4';

const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** ISO-BMFF brands of AVIF and of the other HEIF images. */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);
/** ISO-BMFF brands of MP4 video that browsers play (QuickTime's 'qt  ' is not one). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'dash', 'M4V ']);
/** EBML's magic number: Matroska and WebM files start with it, then name their DocType. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export function sniffType(bytes: Buffer): SniffedType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP')
    return 'image/webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // The major brand, then the compatible brands up to the end of the ftyp box.
    const boxEnd = Math.min(bytes.readUInt32BE(0), bytes.length, 64);
    const brands = [ascii(bytes, 8, 12)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(bytes, at, at + 4));
    if (brands.some((b) => AVIF_BRANDS.has(b))) return 'image/avif';
    if (brands.some((b) => HEIF_BRANDS.has(b))) return 'image/heif';
    if (brands.some((b) => MP4_BRANDS.has(b))) return 'video/mp4';
  }
  // The DocType element (0x42 0x82) sits in the EBML header, within its first few dozen bytes.
  if (bytes.length >= 16 && bytes.subarray(0, 4).equals(EBML)) {
    const header = ascii(bytes, 4, Math.min(bytes.length, 64));
    if (header.includes('\x42\x82\x84webm')) return 'video/webm';
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}

/**
 * The file-name extension of each detected type: a stored upload's name ends with it,
 * whatever the name it was sent under ended with, so a download is opened as what it is.
 */
export const EXTENSION_OF: Record<SniffedType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/heif': 'heic',
  'application/pdf': 'pdf',
  'video/webm': 'webm',
  'video/mp4': 'mp4',
};

/** Other spellings of a type's extension that a name may keep as they are. */
const SAME_EXTENSION: Record<string, string> = { jpeg: 'jpg', jpe: 'jpg', heif: 'heic', m4v: 'mp4' };

/**
 * The name with the detected type's extension: "report.html" holding a PDF becomes
 * "report.pdf", "photo.JPEG" holding a JPEG stays as it is, a name without one gains it.
 */
export function nameForType(name: string, type: SniffedType): string {
  const wanted = EXTENSION_OF[type];
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if ((SAME_EXTENSION[ext] ?? ext) === wanted) return name;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${wanted}`;
}

/** A PDF whose header says so and whose end carries the end-of-file marker (a truncated upload does not). */
export function looksLikeWholePdf(bytes: Buffer): boolean {
  return (
    /^%PDF-\d\.\d/.test(ascii(bytes, 0, 8)) &&
    ascii(bytes, Math.max(0, bytes.length - 1024), bytes.length).includes('%%EOF')
  );
}
