import { authMessage, type AuthMessageKey } from '../shared/i18n/auth-messages';
import type { LocaleTag } from '../shared/domain/locales';
import { message, type MessageKey } from './i18n/messages';

/** A key of either catalogue: the server's own texts or the account texts shared with the forms. */
export type AnyMessageKey = MessageKey | AuthMessageKey;
type Params = Record<string, string | number>;

/**
 * A 4xx with a translatable message: the errors plugin renders it in the request's
 * language, in the one error body every route documents. Throw it from any handler or hook.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageKey: AnyMessageKey,
    readonly params: Params = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(messageKey);
  }

  /** The message in one language, looked up in whichever catalogue holds the key. */
  render(locale: LocaleTag): string {
    return message(this.messageKey, locale, this.params) ?? authMessage(this.messageKey, locale, this.params);
  }
}

/** An unknown id or code: 404 with the reason in the reader's language. */
export function notFound(key: MessageKey, params: Params): HttpError {
  return new HttpError(404, 'NOT_FOUND', key, params);
}
