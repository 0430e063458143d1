import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build.mjs';

type Metafile = Awaited<ReturnType<typeof buildServer>>;

/** Sources no production bundle may hold: the simulators, the stand-ins that serve them and the outbox, tests. */
const outsideWorld = [
  /^src\/gateway-simulators\//,
  /^src\/server\/stand-ins\//,
  /^src\/server\/testing\//,
  /\.test\.ts$/,
];
/** Texts only that code carries: the SSLCommerz simulator's page, the bKash simulator's PIN step, the outbox. */
const outsideWorldTexts = ['Choose how to pay', 'never served in production', '/api/dev/mail'];

let outdir: string;
let metafile: Metafile;
beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'campus-bundle-'));
  metafile = await buildServer(outdir, { quiet: true });
}, 120_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const sourcesOf = (bundle: string) => {
  const output = Object.entries(metafile.outputs).find(([file]) => file.endsWith(`/${bundle}.js`));
  if (!output) throw new Error(`the build wrote no ${bundle}.js`);
  return Object.keys(output[1].inputs);
};
const textOf = (bundle: string) => readFileSync(path.join(outdir, `${bundle}.js`), 'utf8');

describe('the server bundles dist/server holds, built by the build itself', () => {
  it.each([
    ['main', 'src/server/app.ts'],
    ['admin', 'src/server/cli/admin.ts'],
    ['ledger', 'src/server/cli/ledger.ts'],
  ])('%s.js, which production runs, holds no simulator, stand-in or test code', (bundle, itsOwnCode) => {
    const sources = sourcesOf(bundle);
    expect(sources).toContain(itsOwnCode);
    expect(sources.filter((source) => outsideWorld.some((pattern) => pattern.test(source)))).toEqual([]);
    const text = textOf(bundle);
    expect(outsideWorldTexts.filter((marker) => text.includes(marker))).toEqual([]);
  });

  it('dev-main.js, the development server, holds them: the search above would find them', () => {
    const sources = sourcesOf('dev-main');
    expect(sources).toContain('src/gateway-simulators/bkash/bkash-simulator.ts');
    expect(sources).toContain('src/server/stand-ins/dev-mail/routes.ts');
    const text = textOf('dev-main');
    expect(outsideWorldTexts.filter((marker) => text.includes(marker))).toEqual(outsideWorldTexts);
  });
});
