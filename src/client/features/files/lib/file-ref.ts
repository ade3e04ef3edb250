/**
 * A file as the places that show one know it: where it is, the name it was given and, when
 * known, its size. ContentDocumentFile (content uploads) fits as it is.
 */
export interface FileRef {
  url: string;
  file_name: string;
  bytes?: number | null;
}

/** Above this a download shows how far it has come (a small file is there before a bar would draw). */
export const BIG_FILE_BYTES = 1_000_000;

/** PDFs open inside the app; anything else is only downloaded. */
export function isPdf(file: FileRef): boolean {
  return /\.pdf$/i.test(file.file_name) || /\.pdf(\?|$)/i.test(file.url);
}

/** Only this site's files are fetched by the page (a sender's own address would be refused by CORS). */
export function isSameOrigin(url: string, base: string = window.location.href): boolean {
  try {
    return new URL(url, base).origin === new URL(base).origin;
  } catch {
    return false;
  }
}
