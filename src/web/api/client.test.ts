import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, api, readAnswer } from './client';

const proxyPage = '<html><body><h1>502 Bad Gateway</h1></body></html>';

/** What the request is met with: a proxy's HTML error page, an answer of the API, or the API gone. */
const answers: Record<string, { status: number; type: string; body: string }> = {
  '/proxy': { status: 502, type: 'text/html', body: proxyPage },
  '/refused': {
    status: 409,
    type: 'application/json',
    body: JSON.stringify({
      error: { code: 'product_unavailable', message: 'This product is not available right now.' },
    }),
  },
  '/ok': { status: 200, type: 'application/json', body: '{"id":7}' },
};

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[request.url ?? ''] ?? { status: 404, type: 'text/plain', body: 'no' };
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const failureOf = (request: Promise<unknown>) =>
  request.then(
    () => {
      throw new Error('the request did not fail');
    },
    (error: unknown) => error,
  );

describe('api()', () => {
  it("turns a proxy's HTML error page into an ApiRequestError with a code and a text for people", async () => {
    const error = await failureOf(api(`${base}/proxy`));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      status: 502,
      code: 'bad_gateway',
      message: 'Campus Market did not answer properly. Please try again in a moment.',
    });
  });

  it("keeps the API's own code and message", async () => {
    expect(await failureOf(api(`${base}/refused`))).toMatchObject({
      status: 409,
      code: 'product_unavailable',
      message: 'This product is not available right now.',
    });
    expect(await api(`${base}/ok`)).toEqual({ id: 7 });
  });

  it('checks the answer with a schema that arrives while the request runs', async () => {
    const idSchema = z.object({ id: z.number() });
    expect(await api(`${base}/ok`, { schema: Promise.resolve(idSchema) })).toEqual({ id: 7 });
    const wrongShape = z.object({ id: z.string() });
    expect(await failureOf(api(`${base}/ok`, { schema: Promise.resolve(wrongShape) }))).toBeInstanceOf(
      z.ZodError,
    );
  });

  it('reports a schema that could not be loaded as a network failure, after the answer came', async () => {
    const unloadable = Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    expect(await failureOf(api(`${base}/ok`, { schema: unloadable }))).toMatchObject({
      status: 0,
      code: 'network',
    });
  });

  it('reports a server that cannot be reached as a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await failureOf(api(`http://127.0.0.1:${port}/gone`))).toMatchObject({
      status: 0,
      code: 'network',
    });
  });
});

async function thrownBy(read: () => Promise<unknown>): Promise<unknown> {
  try {
    await read();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
}

describe('readAnswer', () => {
  it('knows an error page by its status', async () => {
    const read = (status: number, text: string) => thrownBy(() => readAnswer(status, text));
    expect(await read(503, 'Service Unavailable')).toMatchObject({ code: 'unavailable', status: 503 });
    expect(await read(504, '<html>Gateway Timeout</html>')).toMatchObject({ code: 'bad_gateway' });
    expect(await read(413, '<html>Request Entity Too Large</html>')).toMatchObject({
      code: 'payload_too_large',
      message: 'This request is too large.',
    });
    // A JSON error of another shape, or with a code the web does not know, is known by its status too.
    expect(await read(403, '{"message":"nope"}')).toMatchObject({ code: 'forbidden' });
    expect(await read(409, '{"error":{"code":"SOMETHING_ELSE","message":"x"}}')).toMatchObject({
      code: 'bad_request',
    });
  });

  it('refuses a success that is not JSON, since nothing in it can be shown', async () => {
    expect(
      await thrownBy(() => readAnswer(200, '<!doctype html><title>Campus Market</title>')),
    ).toMatchObject({ code: 'bad_gateway', status: 502 });
    expect(await readAnswer(204, '')).toBeNull();
  });
});
