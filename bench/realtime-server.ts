import { BENCH_AUTH_SECRET, buildBenchApp, joinBenchDatabase, openBenchDatabase } from './catalog-fixture';
import { addChatPairs } from './chat-fixture';

/**
 * A server of the realtime bench, in a child process of its own so that the sockets and the senders do not
 * share its event loop: the real app (production settings). `new <serverUrl|''> <port> <pairs>` makes a fresh
 * database with `pairs` conversations and prints one JSON line with the people's cookies, the conversations
 * and the database's address; `join <databaseUrl> <port>` is a second instance on that database and prints
 * `{}` once it listens. Either answers `cpu` on stdin with the CPU time it has used, and stops on `quit`.
 */
const [mode = '', target = '', port = '0', pairs = '0'] = process.argv.slice(2);
const bench =
  mode === 'join' ? await joinBenchDatabase(target) : await openBenchDatabase(target || undefined);
const app = await buildBenchApp(bench);
await app.listen({ port: Number(port), host: '127.0.0.1' });

if (mode === 'join') {
  console.log('{}');
} else {
  const fixture = await addChatPairs(bench.database, BENCH_AUTH_SECRET, Number(pairs));
  const { database } = bench;
  const databaseUrl = database.kind === 'postgres' ? database.pool.options.connectionString : null;
  console.log(JSON.stringify({ ...fixture, databaseUrl }));
}

process.stdin.on('data', async (chunk: Buffer) => {
  const command = chunk.toString().trim();
  if (command === 'cpu') {
    const { user, system } = process.cpuUsage();
    console.log(JSON.stringify({ cpuMs: (user + system) / 1000 }));
  } else if (command === 'quit') {
    await app.close();
    await bench.close();
    process.exit(0);
  }
});
