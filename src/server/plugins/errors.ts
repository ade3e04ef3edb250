import { STATUS_CODES } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/contracts/errors';
import { requestLocale, translate } from '../i18n/messages';
import { authMessage } from '../../shared/i18n/auth-messages';
import { HttpError } from '../http-error';

/** One JSON error shape for every /api failure; 4xx say what was wrong, 5xx never leak internals. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((err: FastifyError, req, reply) => {
      let body: ApiError;
      const locale = requestLocale(req);
      if (err instanceof HttpError) {
        for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
        body = {
          statusCode: err.statusCode,
          error: STATUS_CODES[err.statusCode] ?? 'Error',
          code: err.code,
          message: err.render(locale),
        };
      } else if (hasZodFastifySchemaValidationErrors(err)) {
        // Shared schemas carry message keys (shared/i18n); other messages pass through.
        const fields: Record<string, string> = {};
        for (const v of err.validation) {
          const field =
            v.instancePath.replace(/^\//, '').replace(/\//g, '.') || String(err.validationContext);
          fields[field] ??= authMessage(v.message ?? '', locale);
        }
        const details = Object.entries(fields)
          .map(([field, message]) => `${field}: ${message}`)
          .join('; ');
        body = {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION',
          message: translate(req, 'validation', { details }),
          fields,
        };
      } else if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError) {
        body = {
          statusCode: 400,
          error: 'Bad Request',
          code: 'INVALID_JSON',
          message: translate(req, 'invalidJson'),
        };
      } else if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        body = {
          statusCode: 413,
          error: 'Payload Too Large',
          code: 'TOO_LARGE',
          message: translate(req, 'tooLarge'),
        };
      } else if (err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
        body = {
          statusCode: 415,
          error: 'Unsupported Media Type',
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: translate(req, 'unsupportedMedia'),
        };
      } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
        body = {
          statusCode: err.statusCode,
          error: STATUS_CODES[err.statusCode] ?? 'Bad Request',
          code:
            err.code ?? (STATUS_CODES[err.statusCode] ?? 'Bad Request').toUpperCase().replace(/\W+/g, '_'),
          message: err.message || translate(req, 'badRequest'),
        };
      } else {
        req.log.error({ err }, 'request failed');
        body = {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'INTERNAL',
          message: translate(req, 'internal'),
        };
      }
      return reply.status(body.statusCode).type('application/json').send(body);
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
  const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ApiError = {
    statusCode: tooLong ? 414 : 400,
    error: tooLong ? 'URI Too Long' : 'Bad Request',
    code: tooLong ? 'URI_TOO_LONG' : 'BAD_URL',
    message: translate(req, tooLong ? 'uriTooLong' : 'badUrl'),
  };
  return reply.code(body.statusCode).type('application/json').send(body);
}
