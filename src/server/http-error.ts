import type { AuthMessageKey } from '../shared/i18n/auth-messages';

/**
 * A 4xx with a translatable message: the errors plugin renders it in the request's
 * language. Throw it from any handler or hook.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: AuthMessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }
}
