import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows-of';

/**
 * A product in a database migrated only part of the way, for the migration tests: the columns every migration has
 * had, where the factory's product (seed/factories.ts) has today's.
 */
export async function createOlderProduct(
  db: DbOrTx,
  { sellerId, subcategoryId, price = 100 }: { sellerId: string; subcategoryId: number; price?: number },
) {
  const [created] = rowsOf(
    z.object({ id: z.number().int(), price: z.number().int() }),
    await db.execute(sql`
      insert into product (name, price, stock, status, seller_id, sub_id)
      values ('Older lamp', ${price}, 10, 'active', ${sellerId}, ${subcategoryId})
      returning id, price`),
  );
  if (!created) throw new Error('product insert returned nothing');
  await db.execute(sql`
    insert into product_details (id, description, detail, specs)
    values (${created.id}, 'A lamp.', '## Lamp', '- 5 W')`);
  return created;
}
