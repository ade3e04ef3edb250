import { fileNameFromDisposition } from './file-name';

export interface FetchedFile {
  blob: Blob;
  /** The name the server gave it, when it gave one. */
  name: string | undefined;
}

/**
 * Fetches a file, reporting the bytes received so far against the expected total (the
 * response's Content-Length, else the size the caller knew). The body is read as a stream so
 * that progress can be counted; a failed answer (4xx, 5xx) is an error, not a file.
 */
export async function fetchFile(
  url: string,
  options: { expectedBytes?: number | null; onProgress?: (received: number, total: number) => void } = {},
): Promise<FetchedFile> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const name = fileNameFromDisposition(res.headers.get('content-disposition'));
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const total = Number(res.headers.get('content-length')) || options.expectedBytes || 0;
  const reader = res.body?.getReader();
  if (!reader) return { blob: await res.blob(), name };
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    options.onProgress?.(received, Math.max(total, received));
  }
  return { blob: new Blob(chunks, { type }), name };
}
