import path from 'node:path';
import { createInterface } from 'node:readline';
import Fastify, { type FastifyInstance } from 'fastify';
import { addProducts, buildBenchApp, openBenchDatabase } from './catalog-fixture';
import { PAGE_BYTES } from './page-bytes';

/**
 * A server for the reads benchmark, in a child process so that autocannon does not share its event loop:
 * `hello` is a bare Fastify answering {"hello":"world"} at `/` and `PAGE_BYTES` bytes of HTML at `/page`, `app` the real app (with the built web app) over a
 * fresh database of `products` products, on PGlite or on the PostgreSQL server at `serverUrl`. It prints one
 * line when it listens, then answers each `cpu` line on stdin with the CPU microseconds it has used.
 */
const [kind, serverUrl, products, port] = [
  process.argv[2],
  process.argv[3] || undefined,
  Number(process.argv[4]),
  Number(process.argv[5]),
];

let app: FastifyInstance;
let close: () => Promise<void> = async () => {};
if (kind === 'hello') {
  app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const page = Buffer.alloc(PAGE_BYTES, 'x');
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send(page));
} else {
  const bench = await openBenchDatabase(serverUrl);
  await addProducts(bench.database, 1, products);
  // Logging as a production server does, to its standard output.
  app = await buildBenchApp(bench, { webRoot: path.resolve('dist/web'), logLevel: 'info' });
  close = () => bench.close();
}
await app.listen({ port, host: '127.0.0.1' });

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'cpu') return;
  const { user, system } = process.cpuUsage();
  console.log(JSON.stringify({ cpu: user + system }));
});
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
console.log(JSON.stringify({ ready: true }));
