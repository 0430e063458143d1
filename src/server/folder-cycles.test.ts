import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Structure checks, read from the sources: which folder of src/server/features imports which. A feature that
// needs another's code imports it; two folders that import each other are one tangle that nobody can change or
// move alone, so no chain of imports may lead from a folder back to itself.

const serverDir = path.resolve('src/server');
const featuresDir = path.join(serverDir, 'features');
const orderingDir = path.join(featuresDir, 'ordering');

/** One import of a file by another, by their paths under src/server. */
type Import = { from: string; to: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it: `x.ts`, `x.tsx` or `x/index.ts`. */
function resolve(fromFile: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

/** Every relative import of every source file under `dir`, tests included, type-only imports included. */
function importsUnder(dir: string): Import[] {
  return sourceFiles(dir).flatMap((file) =>
    ts
      .preProcessFile(readFileSync(file, 'utf8'), true, true)
      .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
      .flatMap(({ fileName }) => {
        const target = resolve(file, fileName);
        return target ? [{ from: file, to: target }] : [];
      }),
  );
}

const folderOf = (file: string) => path.relative(featuresDir, path.dirname(file)) || '.';
const inside = (dir: string, file: string) => !path.relative(dir, file).startsWith('..');
const shown = (file: string) => path.relative(serverDir, file);

/** Folder → folders it imports, each edge with one import that makes it, for the message. */
function folderGraph(imports: Import[]): Map<string, Map<string, Import>> {
  const graph = new Map<string, Map<string, Import>>();
  for (const edge of imports) {
    if (!inside(featuresDir, edge.to)) continue;
    const [from, to] = [folderOf(edge.from), folderOf(edge.to)];
    if (from === to) continue;
    const targets = graph.get(from) ?? new Map<string, Import>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
  }
  return graph;
}

/** The folders that reach each other (Tarjan's strongly connected components of more than one folder). */
function tangles(graph: Map<string, Map<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      component.push(member);
      if (member === node) break;
    }
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One cycle through a tangle, each step with an import that makes it: what to untangle first. */
function describeTangle(graph: Map<string, Map<string, Import>>, members: string[]): string {
  const start = members[0] ?? '';
  const inTangle = new Set(members);
  // Breadth-first from the start back to it, staying inside the tangle.
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? '';
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!inTangle.has(next) || cameFrom.has(next)) continue;
      cameFrom.set(next, node);
      if (next === start) queue.length = 0;
      else queue.push(next);
    }
  }
  const cycle = [start];
  for (let node = cameFrom.get(start); node !== undefined && node !== start; node = cameFrom.get(node))
    cycle.unshift(node);
  cycle.unshift(start);
  return cycle
    .slice(1)
    .map((to, step) => {
      const from = cycle[step] ?? '';
      const edge = graph.get(from)?.get(to);
      return `${from} → ${to} (${edge ? `${shown(edge.from)} imports ${shown(edge.to)}` : '?'})`;
    })
    .join(', ');
}

describe('imports between the folders of src/server/features', () => {
  it('finds a cycle and names each step of it', () => {
    const edge = (from: string, to: string) => ({
      from: path.join(featuresDir, from),
      to: path.join(featuresDir, to),
    });
    const graph = folderGraph([
      edge('a/x.ts', 'b/y.ts'),
      edge('b/y.ts', 'c/z.ts'),
      edge('c/z.ts', 'a/w.ts'),
      edge('c/z.ts', 'd/v.ts'),
    ]);
    const found = tangles(graph);
    expect(found).toEqual([['a', 'b', 'c']]);
    expect(describeTangle(graph, found[0] ?? [])).toBe(
      'a → b (features/a/x.ts imports features/b/y.ts), b → c (features/b/y.ts imports features/c/z.ts), ' +
        'c → a (features/c/z.ts imports features/a/w.ts)',
    );
  });

  it('never lead from a folder back to itself', () => {
    const graph = folderGraph(importsUnder(featuresDir));
    // The graph is read at all: the cart asks ordering for the buyer's unpaid orders.
    expect(graph.get('cart')?.has('ordering')).toBe(true);
    const described = tangles(graph).map((members) => describeTangle(graph, members));
    expect(described, described.join('\n')).toEqual([]);
  });

  it('reach the ordering module only through its index.ts from outside it', () => {
    const behind = importsUnder(serverDir)
      .filter((edge) => !inside(orderingDir, edge.from) && inside(orderingDir, edge.to))
      .filter((edge) => edge.to !== path.join(orderingDir, 'index.ts'))
      .map((edge) => `${shown(edge.from)} imports ${shown(edge.to)}`);
    expect(behind).toEqual([]);
  });
});
