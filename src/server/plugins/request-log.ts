import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/** How long a log line may wait in the buffer when the server is quiet. */
const LOG_FLUSH_MS = 250;
/** Lines are written once this many bytes are buffered (about thirty request lines). */
const LOG_BATCH_BYTES = 4096;

/**
 * Standard output for the log, written in batches: a busy server makes one system call per
 * few dozen lines instead of one per request (a synchronous write per line was a fifth of
 * the CPU time of a cached answer). A quiet one still shows each line within a quarter of a
 * second, and pino writes out what is buffered when the process exits.
 *
 * The batch is written synchronously, as pino's own default destination does. Handing it
 * to libuv's thread pool instead (sync: false) cost more on the main thread than the write
 * itself: lines kept piling onto one string while a write was on its way, and sonic-boom
 * measures that growing string on every line. Cached answers ran 4–8 % faster with
 * synchronous batches (decision 0029). A reader that stops reading stalls the server once
 * the pipe is full, as with pino's default; with asynchronous writes it would grow the
 * buffer without bound instead.
 */
export function batchedStdout(fd = 1) {
  return pino.destination({
    dest: fd,
    sync: true,
    minLength: LOG_BATCH_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  });
}

/**
 * Query parameters whose value is a secret: a password-restore link carries its single-use
 * token in the address (`/auth?token=…`), and anyone who can read the log could use it
 * before its owner does. Their values are written as `[redacted]`; the name stays, so a line
 * still shows what kind of request it was.
 */
const SECRET_PARAM =
  /([?&](?:token|access_token|refresh_token|id_token|password|secret|api_key|apikey|signature)=)[^&#]*/gi;

/** The URL as the log may show it: secret query values replaced (see SECRET_PARAM). */
export function loggableUrl(url: string): string {
  // Most lines have no query string: they cost one indexOf.
  if (!url.includes('?')) return url;
  return url.replace(SECRET_PARAM, '$1[redacted]');
}

/**
 * One structured line per request, written when the answer has gone out, instead of
 * Fastify's two (incoming + completed): half the logging cost on the hot public reads
 * (decision 0006), with the same facts.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null, req: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: req.method,
      url: loggableUrl(req.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request failed');
    else reply.log.info(line, 'request');
  }
}

/** What an early answer's line says besides the time (see earlyRequestLine). */
export type EarlyLine = (url: string, status: number, ms: number) => void;

/**
 * The request line of an answer served before Fastify (early-answers.ts), the same bytes
 * `log.info({ method, url, status, ms, cache: 'hit' }, 'request')` writes: pino's own level
 * prefix, time and bindings, then the fixed facts, written to pino's (batched) stream.
 * Walking and escaping a fresh object per line was a tenth of a cached answer's CPU time;
 * here only the URL is escaped. A logger this cannot reproduce (a mixin, a log formatter,
 * no pino stream) gets the plain call.
 */
export function earlyRequestLine(log: FastifyBaseLogger): EarlyLine {
  const logger = log as FastifyBaseLogger & Record<symbol, unknown>;
  const stream = logger[pino.symbols.streamSym] as
    ({ write(line: string): unknown } & Record<symbol, unknown>) | undefined;
  const hooks = logger[pino.symbols.hooksSym] as { streamWrite?: unknown } | undefined;
  const formatters = logger[pino.symbols.formattersSym] as { log?: unknown } | undefined;
  const levelPrefix = (logger[pino.symbols.lsCacheSym] as Record<number, string> | undefined)?.[30];
  const reproducible =
    stream !== undefined &&
    // A stream that wants each line's level and object (pino.multistream) needs log.info.
    stream[Symbol.for('pino.metadata')] !== true &&
    !hooks?.streamWrite &&
    levelPrefix !== undefined &&
    !logger[pino.symbols.mixinSym] &&
    !formatters?.log &&
    logger[pino.symbols.messageKeySym] === 'msg' &&
    !logger[pino.symbols.nestedKeySym] &&
    logger[pino.symbols.endSym] === '}\n';
  if (!reproducible) {
    return (url, status, ms) =>
      log.info({ method: 'GET', url: loggableUrl(url), status, ms, cache: 'hit' }, 'request');
  }
  const time = logger[pino.symbols.timeSym] as () => string;
  return (url, status, ms) => {
    if (!(log as pino.Logger).isLevelEnabled('info')) return;
    // Bindings are read per line: a child or setBindings may change them.
    const bindings = logger[pino.symbols.chindingsSym] as string;
    stream.write(
      `${levelPrefix}${time()}${bindings},"method":"GET","url":${JSON.stringify(loggableUrl(url))},"status":${status},"ms":${ms},"cache":"hit","msg":"request"}\n`,
    );
  };
}
