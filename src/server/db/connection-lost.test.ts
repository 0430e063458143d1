import { createServer } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from '../errors';
import { isConnectionLost } from './connection-lost';

/** What connecting to a PostgreSQL that is not there really throws. */
async function refusedConnection(): Promise<Error> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise((resolve) => server.close(resolve));
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'nobody', database: 'none' });
  const error = await client.connect().then(
    () => new Error('connected to a closed port'),
    (refused: Error) => refused,
  );
  return error;
}

function serverError(code: string, message: string) {
  const error = new pg.DatabaseError(message, 0, 'error');
  error.code = code;
  return error;
}

describe('a lost database connection', () => {
  it('is recognised in every form node-postgres and Drizzle report it', async () => {
    const lost = [
      await refusedConnection(),
      serverError('57P01', 'terminating connection due to administrator command'),
      serverError('57P03', 'the database system is starting up'),
      serverError('08006', 'connection failure'),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      new DrizzleQueryError('rollback', [], new Error('Connection terminated unexpectedly')),
      new DrizzleQueryError(
        'select 1',
        [],
        Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      ),
    ];
    for (const error of lost) expect(isConnectionLost(error), String(error)).toBe(true);
  });

  it('is not mistaken for a failed statement or an error of the request', () => {
    const notLost = [
      new DrizzleQueryError(
        'insert',
        [],
        serverError('23505', 'duplicate key value violates unique constraint'),
      ),
      serverError('40P01', 'deadlock detected'),
      new AppError('not_found'),
      new Error('Something else broke'),
    ];
    for (const error of notLost) expect(isConnectionLost(error), String(error)).toBe(false);
  });

  it('answers 503 database_unavailable with Retry-After, and other failures still 500', async () => {
    const refused = await refusedConnection();
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/refused', async () => {
      throw new DrizzleQueryError('select 1', [], refused);
    });
    app.get('/broken', async () => {
      throw new Error('Something else broke');
    });
    const unavailable = await app.inject('/refused');
    expect(unavailable.statusCode).toBe(503);
    expect(Number(unavailable.headers['retry-after'])).toBeGreaterThan(0);
    expect(unavailable.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Please try again.',
      },
    });
    const broken = await app.inject('/broken');
    expect(broken.statusCode).toBe(500);
    expect(broken.json().error.code).toBe('internal');
    await app.close();
  });
});
