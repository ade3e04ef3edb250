import i18n from 'i18next';
import { isUnreachableStatus, noteServerReached } from './reachability';
import { PUBLIC_MAX_AGE_S, PUBLIC_STALE_WHILE_REVALIDATE_S } from '../../shared/domain/public-cache';

/** A failed API call; the error screen reads status and statusText. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly code?: string,
    /** Field → translated message, for validation errors. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(err: unknown): err is ApiError {
  return err instanceof ApiError;
}

/**
 * GET a JSON resource of our API, typed by its shared contract. The server validates
 * its own responses against the zod schemas, so the client does not ship zod in the
 * first-load bundle to check them again (decision 0004).
 */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return request<T>('GET', path, undefined, signal);
}

/** POST JSON to our API (same origin, session cookie included). */
export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return request<T>('POST', path, body);
}

/** PUT, PATCH or DELETE JSON to our API (the admin results desk). */
export function apiSend<T>(method: 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  return request<T>(method, path, body);
}

/** POST a file's bytes as they are (uploads); the file's name travels URI-encoded in `X-File-Name`. */
export function apiUpload<T>(path: string, file: Blob, fileName: string): Promise<T> {
  return request<T>('POST', path, file, undefined, { 'x-file-name': encodeURIComponent(fileName) });
}

/**
 * Public answers may be kept by the browser 5 s and served stale 30 s more (decision 0006).
 * While live changes are arriving that would show data older than the change a message
 * announced, so for that long after a message every GET revalidates with its ETag (a 304 from
 * memory when nothing changed). Called by the live stream (decision 0007).
 */
let revalidateUntil = 0;
export const HTTP_CACHE_HORIZON_MS = (PUBLIC_MAX_AGE_S + PUBLIC_STALE_WHILE_REVALIDATE_S + 1) * 1000;
export function revalidateHttpCache(ms = HTTP_CACHE_HORIZON_MS) {
  revalidateUntil = Math.max(revalidateUntil, Date.now() + ms);
}

/** A GET that has not answered in this long fails like a network error (no skeleton waits longer). */
export const GET_TIMEOUT_MS = 10_000;

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  signal?: AbortSignal,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const raw = body instanceof Blob;
  let res: Response;
  const timeout = new AbortController();
  const timer = method === 'GET' ? setTimeout(() => timeout.abort(), GET_TIMEOUT_MS) : undefined;
  signal?.addEventListener('abort', () => timeout.abort(), { once: true });
  try {
    res = await fetch(path, {
      method,
      signal: timeout.signal,
      cache: method === 'GET' && Date.now() < revalidateUntil ? 'no-cache' : 'default',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'accept-language': i18n.language || 'en-US',
        ...(body === undefined
          ? {}
          : { 'content-type': raw ? 'application/octet-stream' : 'application/json' }),
        ...extraHeaders,
      },
      body: body === undefined ? undefined : raw ? body : JSON.stringify(body),
    });
  } catch (err) {
    if (!signal?.aborted) noteServerReached(false);
    throw err;
  } finally {
    clearTimeout(timer);
  }
  noteServerReached(!isUnreachableStatus(res.status));
  if (!res.ok) {
    let message = res.statusText;
    let code: string | undefined;
    let fields: Record<string, string> | undefined;
    try {
      const err = (await res.json()) as { message?: string; code?: string; fields?: Record<string, string> };
      message = err.message ?? message;
      code = err.code;
      fields = err.fields;
    } catch {
      /* not a JSON error body */
    }
    throw new ApiError(res.status, res.statusText, message, code, fields);
  }
  // A deletion answers 204 with no body.
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}
