import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { productConditions } from '../src/domain/product-condition';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { type Database, openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { seller as sellerTable, subcategory } from '../src/server/db/schema';
import { createMailer } from '../src/server/mail/mailer';
import { createCategory, createUser } from '../src/server/seed/factories';
import { createImageStore } from '../src/server/storage/image-store';
import { createLocalObjectStore } from '../src/server/storage/object-store';

/** Signs the bench apps' session cookies. */
export const BENCH_AUTH_SECRET = 'bench-secret-that-is-long-enough-for-better-auth';

/** A migrated database of its own (a fresh PGlite folder, or a new database on a PostgreSQL server). */
type BenchDatabase = { database: Database; dataDir: string; close: () => Promise<void> };

export async function openBenchDatabase(serverUrl?: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    await migrateDatabase(database);
    return {
      database,
      dataDir,
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `campus_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await migrateDatabase(database);
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Another server instance's view of a bench database already made on a PostgreSQL server. */
export async function joinBenchDatabase(databaseUrl: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'campus-bench-'));
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl });
  return {
    database,
    dataDir,
    close: async () => {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The real app over a bench database, for app.inject or listen; `webRoot` serves a built web app. */
export async function buildBenchApp(
  bench: BenchDatabase,
  { webRoot = null, logLevel = 'silent' }: { webRoot?: string | null; logLevel?: string } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: logLevel,
    DATA_DIR: bench.dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: '0',
    // Benches sign many people in from one address; the limit is for people, not for them.
    AUTH_RATE_LIMIT: '0',
    AUTH_SECRET: BENCH_AUTH_SECRET,
  });
  const { app } = await buildApp({
    config,
    database: bench.database,
    images: createImageStore(createLocalObjectStore(path.join(bench.dataDir, 'images'))),
    mailer: createMailer(config, bench.database.db),
    authSecret: BENCH_AUTH_SECRET,
    webRoot,
  });
  await app.ready();
  return app;
}

const quoted = (words: string[]) =>
  `array[${words.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]`;

const adjectives = quoted([
  'Used',
  'New',
  'Vintage',
  'Barely used',
  'Cheap',
  'Mint',
  'Red',
  'Blue',
  'Black',
  'White',
  'Wooden',
  'Compact',
  'Large',
  'Small',
  'Portable',
  'Wireless',
  'Ergonomic',
  'Heavy-duty',
  'Lightweight',
  'Refurbished',
  'Classic',
  'Foldable',
  'Rechargeable',
  'Sealed',
  'Gently used',
]);
const brands = quoted([
  'Casio',
  'IKEA',
  'Apple',
  'Samsung',
  'Dell',
  'Lenovo',
  'HP',
  'Sony',
  'Bose',
  'Canon',
  'Nike',
  'Adidas',
  'Pearson',
  'Oxford',
  'Logitech',
  'Philips',
  'Xiaomi',
  'Asus',
  'Acer',
  'JBL',
  'Texas Instruments',
  'Anker',
  'Yamaha',
  'Decathlon',
  'Muji',
]);
const items = quoted([
  'scientific calculator',
  'desk lamp',
  'mini fridge',
  'office chair',
  'study desk',
  'laptop',
  'calculus textbook',
  'physics textbook',
  'chemistry lab coat',
  'backpack',
  'headphones',
  'bluetooth speaker',
  'mechanical keyboard',
  'wireless mouse',
  'monitor',
  'bicycle',
  'helmet',
  'kettle',
  'rice cooker',
  'bookshelf',
  'yoga mat',
  'tennis racket',
  'guitar',
  'camera',
  'tablet',
  'phone charger',
  'USB hub',
  'graphing calculator',
  'notebook set',
  'water bottle',
  'desk fan',
  'microwave',
  'hoodie',
  'running shoes',
  'dorm rug',
  'whiteboard',
  'e-reader',
  'projector',
  'drawing tablet',
  'coffee maker',
]);
/** What students name their things in Bangla, some of them English words in Bangla letters. */
const banglaItems = quoted([
  'ক্যালকুলেটর',
  'বৈজ্ঞানিক ক্যালকুলেটর',
  'ল্যাপটপ',
  'পাঠ্যবই',
  'ক্যালকুলাস বই',
  'ডেস্ক ল্যাম্প',
  'মিনি ফ্রিজ',
  'সাইকেল',
  'হেডফোন',
  'কিবোর্ড',
  'মাউস',
  'চেয়ার',
  'পড়ার টেবিল',
  'গিটার',
  'রাইস কুকার',
  'মোবাইল ফোন',
  'প্রিন্টার',
  'ব্যাকপ্যাক',
  'জ্যাকেট',
  'হাতঘড়ি',
  'টেবিল ফ্যান',
  'বালিশ',
  'তোশক',
  'ছাতা',
]);
const banglaAdjectives = quoted(['পুরোনো', 'নতুন', 'প্রায় নতুন', 'ব্যবহৃত', 'ভালো অবস্থায়', 'সস্তা']);
const conditions = quoted(['like new', 'good condition', 'fair', 'needs repair', 'with box', 'with receipt']);
const courses = quoted(['MATH 101', 'PHYS 201', 'CHEM 110', 'CS 50', 'ECON 101', 'BIO 150']);

const pick = (list: string, salt: number) =>
  `(${list})[1 + abs(hashint4(g + ${salt})) % cardinality(${list})]`;

/**
 * Adds products `from`..`to` (ids follow) with varied, realistic names in one INSERT … SELECT: six name
 * shapes, one in seven of them in Bangla, about 85% active, the rest pending or out of stock, each condition alike, creation times spread over
 * months, and a card image key on every other product.
 */
export async function addProducts(database: Database, from: number, to: number): Promise<void> {
  const db = database.db;
  let seller = (await db.select({ id: sellerTable.id }).from(sellerTable).limit(1))[0]?.id;
  let sub = (await db.select({ id: subcategory.id }).from(subcategory).limit(1))[0]?.id;
  if (!sub || !seller) {
    seller = (await createUser(db, { role: 'seller' })).id;
    sub = (await createCategory(db, { name: 'Everything', subcategories: ['Misc'] })).subcategories[0]?.id;
  }
  const shape = 'abs(hashint4(g + 7)) % 20';
  await db.execute(sql`
    insert into product (name, price, stock, status, condition, seller_id, sub_id, created_at)
    select
      case
        when g % 7 = 3 then ${sql.raw(pick(banglaAdjectives, 17))} || ' ' || ${sql.raw(pick(banglaItems, 18))}
        when ${sql.raw(shape)} < 8 then ${sql.raw(pick(adjectives, 1))} || ' ' || ${sql.raw(pick(brands, 2))} || ' ' || ${sql.raw(pick(items, 3))}
        when ${sql.raw(shape)} < 12 then ${sql.raw(pick(brands, 4))} || ' ' || ${sql.raw(pick(items, 5))} || ' ' || (100 + abs(hashint4(g + 6)) % 900)::text
        when ${sql.raw(shape)} < 15 then initcap(${sql.raw(pick(items, 8))}) || ' (' || ${sql.raw(pick(conditions, 9))} || ')'
        when ${sql.raw(shape)} < 17 then initcap(${sql.raw(pick(items, 10))})
        else ${sql.raw(pick(adjectives, 11))} || ' ' || ${sql.raw(pick(items, 12))} || ' for ' || ${sql.raw(pick(courses, 13))}
      end,
      100 + abs(hashint4(g + 14)) % 20000,
      case when g % 17 = 0 then 0 else 1 + g % 9 end,
      case when g % 17 = 0 then 'out-of-stock' when g % 11 = 0 then 'pending' else 'active' end,
      ${sql.raw(pick(quoted([...productConditions]), 16))},
      ${seller}, ${sub},
      now() - (abs(hashint4(g + 15)) % 15000000) * interval '1 second'
    from generate_series(${from}::int, ${to}::int) as g`);
  await db.execute(sql`
    insert into product_image (product_id, filepath, position)
    select id, id::text || '-1-0-bench', 1 from product
    where id between ${from} and ${to} and id % 2 = 0
    on conflict do nothing`);
  await db.execute(sql`analyze product`);
}
