/**
 * No import loops, type imports included (issue 42). eslint's `import-x/no-cycle` (eslint.config.js)
 * stops loops of value imports as code is written; it skips `import type` by design, and a loop of
 * types is still two rooms that cannot be understood apart (the bot's app, tables and commands were
 * one). This walks every relative import and re-export of src/ and commands/ and finds the strongly
 * connected groups of files (Tarjan): there must be none.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') ? [path.split('\\').join('/')] : [];
  });
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?[^'";]*?from\s+'(\.[^']+)'/g;

/** Each file's relative imports (`.js` read as the `.ts` it is), by file. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(join(root, file), 'utf8');
      const targets = [...text.matchAll(IMPORT)]
        .map((m) =>
          normalize(join(dirname(file), (m[1] ?? '').replace(/\.js$/, '.ts')))
            .split('\\')
            .join('/'),
        )
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** The groups of two or more files that import each other, directly or round a loop (Tarjan's algorithm). */
function importLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = stack.pop()) {
      group.push(member);
      if (member === file) break;
    }
    if (group.length > 1) loops.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

describe('import loops', () => {
  test('the finder finds a loop of type imports and leaves a chain alone', () => {
    const loop = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(importLoops(loop)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    expect(
      importLoops(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  test('src/ and commands/ hold no loop of imports, type imports included', () => {
    const files = [...sourceFiles('src'), ...sourceFiles('commands')];
    expect(files.length).toBeGreaterThan(300);
    const graph = importGraph(files);
    // The walk sees imports: the bot's entry reaches a good part of the tree.
    expect(graph.get('src/bot/app/app-factory.ts')?.length).toBeGreaterThan(5);
    expect(importLoops(graph).map((group) => group.map((f) => relative('.', f)).join(' <-> '))).toEqual([]);
  });
});
