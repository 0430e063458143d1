import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { type ErrorCode, errorStatus, errorText } from '../domain/error-codes';
import { codeForStatus } from '../domain/status-error-codes';
import { isConnectionLost } from './db/connection-lost';

/**
 * A failure the client is meant to see: a code of the vocabulary (src/domain/error-codes.ts), which gives the
 * HTTP status, and a message for people (the code's own text unless the failure has more to say).
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string = errorText(code),
  ) {
    super(message);
    this.name = 'AppError';
    this.status = errorStatus(code);
  }
}

/** A lost connection is replaced at once; a restarting database server is back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export const notFound = (message?: string) => new AppError('not_found', message);

export function invariant(condition: unknown, error: AppError | (() => AppError)): asserts condition {
  if (!condition) throw typeof error === 'function' ? error() : error;
}

/** The one way an error leaves the server: `{ error: { code, message } }` with the code's status. */
export function sendError(reply: FastifyReply, code: ErrorCode, message = errorText(code)) {
  return reply.status(errorStatus(code)).send({ error: { code, message } });
}

/** Fastify's refusals before routing (a path that is not valid UTF-8, a path parameter over 100 characters). */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  sendError(reply, error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : 'bad_url');
}

/** Maps every error to `{ error: { code, message } }`; a 5xx body never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // An `internal` AppError marks a broken invariant: its message is for the log only.
      if (error.code !== 'internal') return sendError(reply, error.code, error.message);
    } else if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
      return sendError(reply, 'validation', message);
    } else if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 'database_unavailable');
    } else if (error.statusCode !== undefined && error.statusCode < 500) {
      // Fastify's and its plugins' own refusals (FST_*): their messages are for developers ("Body cannot be
      // empty when content-type is set to 'application/json'"), so the client gets the code's text.
      return sendError(reply, codeForStatus(error.statusCode));
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 'internal');
  });
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 'not_found', `No route for ${request.method} ${request.url}`);
  });
}
