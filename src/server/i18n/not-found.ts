import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '../../shared/contracts/errors';
import { translate, type MessageKey } from './messages';

/** A 404 for an unknown id or code, in the request's language (issue 3 item 3). */
export function sendNotFound(
  req: FastifyRequest,
  reply: FastifyReply,
  key: MessageKey,
  params: Record<string, string>,
) {
  const body: ApiError = {
    statusCode: 404,
    error: 'Not Found',
    code: 'NOT_FOUND',
    message: translate(req, key, params),
  };
  return reply.code(404).type('application/json').send(body);
}
