import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/contracts/errors';
import { requestLocale, translate } from '../i18n/messages';
import { authMessage } from '../../shared/i18n/auth-messages';
import { feedbackMessage } from '../../shared/i18n/feedback-messages';
import { venueMessage } from '../../shared/i18n/venue-messages';
import { HttpError } from '../http-error';

/** Fastify's own refusals of a request, as the HttpError each one means. */
const FASTIFY_REFUSALS: Record<string, () => HttpError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new HttpError(400, 'INVALID_JSON', 'invalidJson'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new HttpError(413, 'TOO_LARGE', 'tooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMedia'),
  // Raised by the router before any hook runs (see frameworkError).
  FST_ERR_MAX_PARAM_LENGTH: () => new HttpError(414, 'URI_TOO_LONG', 'uriTooLong'),
};

/** The one error body, with the status's standard reason phrase. */
function sendBody(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
  reason = 'Error',
) {
  const body: ApiError = {
    statusCode,
    error: STATUS_CODES[statusCode] ?? reason,
    code,
    message,
    ...(fields && { fields }),
  };
  return reply.status(statusCode).type('application/json').send(body);
}

function sendHttpError(reply: FastifyReply, err: HttpError, req: FastifyRequest) {
  for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return sendBody(reply, err.statusCode, err.code, err.render(requestLocale(req)));
}

/** One JSON error shape for every /api failure; 4xx say what was wrong, 5xx never leak internals. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof HttpError) return sendHttpError(reply, err, req);
      if (hasZodFastifySchemaValidationErrors(err)) {
        // Shared schemas carry message keys (shared/i18n); other messages pass through.
        const locale = requestLocale(req);
        const fields: Record<string, string> = {};
        for (const v of err.validation) {
          const field =
            v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(err.validationContext);
          fields[field] ??=
            feedbackMessage(v.message ?? '', locale) ??
            venueMessage(v.message ?? '', locale) ??
            authMessage(v.message ?? '', locale);
        }
        const details = Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ');
        return sendBody(reply, 400, 'VALIDATION', translate(req, 'validation', { details }), fields);
      }
      const refusal =
        err instanceof SyntaxError
          ? FASTIFY_REFUSALS.FST_ERR_CTP_INVALID_JSON_BODY
          : FASTIFY_REFUSALS[err.code];
      if (refusal) return sendHttpError(reply, refusal(), req);
      if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        const reason = STATUS_CODES[err.statusCode] ?? 'Bad Request';
        const code = err.code ?? reason.toUpperCase().replace(/\W+/g, '_');
        return sendBody(
          reply,
          err.statusCode,
          code,
          err.message || translate(req, 'badRequest'),
          undefined,
          'Bad Request',
        );
      }
      req.log.error({ err }, 'request failed');
      return sendBody(reply, 500, 'INTERNAL', translate(req, 'internal'));
    });
  },
  { name: 'errors' },
);

/**
 * Errors the router raises before any hook runs (Fastify's `frameworkErrors`): a malformed
 * percent-encoding, a path parameter longer than the router takes. Answered in the
 * request's language, without echoing the (possibly huge) address back.
 */
export function frameworkError(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const refusal = FASTIFY_REFUSALS[err.code] ?? (() => new HttpError(400, 'BAD_URL', 'badUrl'));
  return sendHttpError(reply, refusal(), req);
}
