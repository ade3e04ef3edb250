import i18n from 'i18next';

/** A failed API call; the error screen reads status and statusText (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    message: string,
    readonly code?: string,
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
export async function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(path, {
    signal,
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': i18n.language || 'en-US' },
  });
  if (!res.ok) {
    let message = res.statusText;
    let code: string | undefined;
    try {
      const body = (await res.json()) as { message?: string; code?: string };
      message = body.message ?? message;
      code = body.code;
    } catch {
      /* not a JSON error body */
    }
    throw new ApiError(res.status, res.statusText, message, code);
  }
  return (await res.json()) as T;
}
