import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The texts files (docs/architecture.md, "Where each kind of rule lives"): one object each, named after the file,
// and free of zod, so that error-codes.ts and the first pages read them without loading the schemas.

const domain = path.dirname(fileURLToPath(import.meta.url));
const textsFiles = readdirSync(domain).filter((file) => file.endsWith('-texts.ts'));

const source = (file: string) => readFileSync(path.join(domain, file), 'utf8');

/** Every package or file a module loads, the files of this folder followed to the end (types load nothing). */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  for (const [, target] of source(file).matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
    if (target === undefined || seen.has(target)) continue;
    seen.add(target);
    if (target.startsWith('./')) importsOf(`${target.slice(2)}.ts`, seen);
  }
  return seen;
}

/** 'seller-application-texts.ts' → 'sellerApplicationTexts'. */
const objectName = (file: string) =>
  file.replace(/\.ts$/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the texts files', () => {
  it('are found', () => {
    expect(textsFiles).toContain('checkout-texts.ts');
  });

  it.each(textsFiles)('%s exports one object named after it', (file) => {
    const exported = [...source(file).matchAll(/^export (?:const|function|let|class|type) (\w+)/gm)].map(
      ([, name]) => name,
    );
    expect(exported).toEqual([objectName(file)]);
  });

  it.each(textsFiles)('%s loads no zod', (file) => {
    expect([...importsOf(file)]).not.toContain('zod');
  });
});
