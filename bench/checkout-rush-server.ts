import { eq } from 'drizzle-orm';
import { product } from '../src/server/db/schema';
import { createCategory, createProduct, createUser } from '../src/server/seed/factories';
import { buildBenchApp, openBenchDatabase } from './catalog-fixture';

/**
 * The server of the checkout rush, in a child process so that the buyers' requests do not share its event
 * loop: the real app (production settings) over a fresh database with one seller and `buyers` signed-in
 * buyers. It prints one JSON line with the buyers' cookies, then answers the parent's commands on stdin:
 * `product <stock>` adds a product and prints its id; `stock <id>` prints what the database holds; `cpu` prints the
 * process's CPU time so far (user and system, ms).
 */
const [serverUrl, port, buyers] = [
  process.argv[2] || undefined,
  Number(process.argv[3]),
  Number(process.argv[4]),
];
const bench = await openBenchDatabase(serverUrl);
const { db } = bench.database;
const app = await buildBenchApp(bench);
await app.listen({ port, host: '127.0.0.1' });

const seller = await createUser(db, { role: 'seller' });
const subcategoryId = (await createCategory(db)).subcategories[0]?.id ?? 0;
const cookies: string[] = [];
for (let n = 0; n < buyers; n++) {
  const buyer = await createUser(db);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000' },
    payload: { email: buyer.email, password: 'campus123' },
  });
  const cookie = response.cookies.find((c) => c.name.endsWith('session_token'));
  if (!cookie) throw new Error(`bench sign-in failed: ${response.statusCode} ${response.body}`);
  cookies.push(`${cookie.name}=${cookie.value}`);
}
console.log(JSON.stringify({ cookies }));

let pending = '';
process.stdin.on('data', (chunk: Buffer) => {
  pending += chunk.toString();
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) void answer(line.trim().split(' '));
});

async function answer([command, value]: string[]) {
  if (command === 'product') {
    const created = await createProduct(db, { sellerId: seller.id, subcategoryId, stock: Number(value) });
    console.log(JSON.stringify({ productId: created.id }));
  } else if (command === 'stock') {
    const [row] = await db
      .select({ stock: product.stock })
      .from(product)
      .where(eq(product.id, Number(value)));
    console.log(JSON.stringify({ stock: row?.stock }));
  } else if (command === 'cpu') {
    const { user, system } = process.cpuUsage();
    console.log(JSON.stringify({ cpuMs: (user + system) / 1000 }));
  } else if (command === 'quit') {
    await app.close();
    await bench.close();
    process.exit(0);
  }
}
