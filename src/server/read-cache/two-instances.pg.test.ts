import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { bareWebRoot, checkReadsAgainstDatabase, modelCatalog } from '../testing/read-model';
import { secondInstance } from '../testing/second-instance';
import { createTestApp, type TestApp } from '../testing/test-app';

let first: TestApp;
let second: TestApp;
let webRoot: string;
let catalog: Awaited<ReturnType<typeof modelCatalog>>;

beforeAll(async () => {
  webRoot = bareWebRoot();
  first = await createTestApp({}, { webRoot });
  second = await createTestApp({}, { webRoot, database: await secondInstance(first) });
  catalog = await modelCatalog(first);
});
afterAll(async () => {
  await second.close();
  await second.database.close();
  await first.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('the read cache of two instances on one PostgreSQL server', () => {
  it('answers reads through either instance as the database says, while writes go through the first', async () => {
    await checkReadsAgainstDatabase(first, [second, first], catalog, { runs: 6 });
  }, 600_000);
});
