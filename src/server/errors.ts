import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLost } from './db/connection-lost';

/** A failure the client is meant to see: a stable code, a message for people, an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.';
/** A lost connection is replaced at once; a restarting database server is back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export const notFound = (message = 'Not found') => new AppError('not_found', message, 404);
export const badRequest = (code: string, message: string) => new AppError(code, message, 400);

export function invariant(condition: unknown, error: AppError | (() => AppError)): asserts condition {
  if (!condition) throw typeof error === 'function' ? error() : error;
}

/** Fastify's refusals before routing (a path that is not valid UTF-8, a path parameter over 100 characters). */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  reply.status(tooLong ? 414 : 400).send({
    error: {
      code: 'bad_url',
      message: tooLong ? 'This address is too long.' : 'This address is not valid.',
    },
  });
}

/** Maps every error to `{ error: { code, message } }`; a 5xx body never carries internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ error: { code: error.code, message: error.message } });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath?.replace(/^\//, '').replaceAll('/', '.');
      const message = first ? `${field ? `${field}: ` : ''}${first.message}` : 'Invalid request';
      return reply.status(400).send({ error: { code: 'validation', message } });
    }
    if (isConnectionLost(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: { code: 'database_unavailable', message: DATABASE_UNAVAILABLE_MESSAGE } });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send({ error: { code: error.code ?? 'bad_request', message: error.message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ error: { code: 'internal', message: 'Something went wrong. Please try again.' } });
  });
  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ error: { code: 'not_found', message: `No route for ${request.method} ${request.url}` } });
  });
}
