import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are relative names like `files/<uuid>/640.webp`; the
 * implementations refuse anything else (see `assertSafeKey`), so no key can reach outside
 * the store whatever an upload or a URL holds.
 */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The whole file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream with its whole size, or null when there is none. With a range, only
   * bytes `start` to `end` (inclusive, within the file) are streamed: video players seek with it.
   */
  stream(
    key: string,
    range?: { start: number; end: number },
  ): Promise<{ body: Readable; bytes: number } | null>;
  /** Removes the file; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, dot, dash and underscore, none starting with a dot. */
const SAFE_KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key ${JSON.stringify(key)}`);
  }
}

/** Throws unless the key is a plain relative path: no `..`, no absolute path, no backslash. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new UnsafeKeyError(key);
}
