import Fastify from 'fastify';
import { addProducts, buildBenchApp, openBenchDatabase } from './catalog-fixture';

/**
 * A server for the listing benchmark, run in a child process so that autocannon does not share its event
 * loop: `hello` is a bare Fastify answering {"hello":"world"}, `app` the real app over 10,000 products.
 */
const [kind, port] = [process.argv[2], Number(process.argv[3])];
if (kind === 'hello') {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const bench = await openBenchDatabase();
  await addProducts(bench.database, 1, 10_000);
  const app = await buildBenchApp(bench);
  await app.listen({ port, host: '127.0.0.1' });
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => bench.close())
        .then(() => process.exit(0)),
  );
}
console.log('ready');
