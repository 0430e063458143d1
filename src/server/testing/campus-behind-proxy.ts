import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3/s3-stand-in';
import { freePort } from './free-port';
import { type HttpsAnswer, httpsRequestTo } from './https-client';
import { type NginxProxy, startNginxProxy } from './nginx-proxy';
import { createScratchDatabase } from './scratch-database';
import { type ServerProcess, startServerProcess } from './server-process';

type CallOptions = { cookie?: string; json?: unknown; body?: Buffer; type?: string; forwardedFor?: string };

/**
 * A campus as docs/deploy.md sets it up: three production instances on a fresh PostgreSQL database (on the
 * TEST_DATABASE_URL server) and one S3 bucket, behind the nginx site of deploy/ over TLS. The first instance seeds
 * the demo shop.
 */
export async function startCampusBehindProxy() {
  const database = await createScratchDatabase(process.env.TEST_DATABASE_URL ?? '', 'campus_instances');
  const s3: S3StandIn = await startS3StandIn();
  const ports = [await freePort(), await freePort(), await freePort()];
  const proxy: NginxProxy = await startNginxProxy(ports);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: database.url,
    AUTH_SECRET: 'several-instances-share-this-secret-of-forty',
    PUBLIC_URL: proxy.origin,
    HOST: '127.0.0.1',
    TRUST_PROXY: '127.0.0.1',
    // Each request's start is logged at info: a restarted instance is back in nginx's rotation once it logs one.
    LOG_LEVEL: 'info',
    ...s3.env,
  };
  const instances: { port: number; process: ServerProcess }[] = [];
  const start = async (index: number, seed: boolean) => {
    const port = ports[index] ?? 0;
    const process = startServerProcess('src/server/main.ts', {
      ...env,
      PORT: String(port),
      SEED_DEMO: seed ? '1' : '0',
    });
    instances[index] = { port, process };
    await process.printed('Campus Market is running at');
  };
  for (const index of ports.keys()) await start(index, index === 0);

  /** A request through the proxy (`via` null) or straight to one instance, as a browser of PUBLIC_URL sends it. */
  async function call(via: number | null, method: string, url: string, options: CallOptions = {}) {
    const headers: Record<string, string> = { origin: proxy.origin };
    if (options.cookie) headers.cookie = options.cookie;
    if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
    const body = options.json === undefined ? options.body : JSON.stringify(options.json);
    if (body !== undefined) headers['content-type'] = options.type ?? 'application/json';
    if (via === null) return httpsRequestTo(proxy.ca, `${proxy.origin}${url}`, { method, headers, body });
    const response = await fetch(`http://127.0.0.1:${instances[via]?.port}${url}`, {
      method,
      headers,
      body: typeof body === 'string' || body === undefined ? body : new Uint8Array(body),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    } satisfies HttpsAnswer;
  }

  async function signIn(email: string) {
    const answer = await call(null, 'POST', '/api/auth/sign-in/email', {
      json: { email, password: DEMO_PASSWORD },
    });
    expect(answer.status).toBe(200);
    const setCookie = answer.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ''])
      .map((line) => line.split(';')[0])
      .join('; ');
    const session = json(await call(null, 'GET', '/api/auth/get-session', { cookie }));
    return { cookie, id: String(session.user.id) };
  }

  return {
    proxy,
    database,
    instances,
    call,
    signIn,
    /**
     * Stops instance `index` as a release does (SIGTERM), starts it again on its port, and waits until nginx sends it
     * requests again: the site rests an instance it failed to reach for its `fail_timeout`, and a release that
     * stopped the next one meanwhile would leave nginx fewer instances than it thinks (docs/deploy.md).
     */
    async restart(index: number) {
      await instances[index]?.process.stop();
      await start(index, false);
      await instances[index]?.process.printed('"msg":"incoming request"');
    },
    async stop() {
      await Promise.all(instances.map((instance) => instance.process.stop()));
      await proxy.stop();
      await s3.stop();
      await database.drop();
    },
  };
}

export type CampusBehindProxy = Awaited<ReturnType<typeof startCampusBehindProxy>>;

export const json = (answer: HttpsAnswer) => JSON.parse(answer.body.toString());
