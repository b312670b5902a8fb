/**
 * Where the running code is (issue 45, src/paths.ts): the same module finds its worker threads and
 * child processes in its own form, .ts beside the sources under tsx and .js beside the compiled code
 * in dist/, and the project's root (assets/, package.json) whichever form runs.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CODE_ROOT, COMPILED, PROJECT_ROOT, sibling } from '../src/paths.js';

describe('src/paths.ts', () => {
  test('a sibling module keeps the form of the module asking: .ts under tsx, .js compiled', () => {
    expect(sibling('file:///app/src/bot/ai/thinker.ts', './ai-thread').href).toBe(
      'file:///app/src/bot/ai/ai-thread.ts',
    );
    expect(sibling('file:///app/dist/src/bot/ai/thinker.js', './ai-thread').href).toBe(
      'file:///app/dist/src/bot/ai/ai-thread.js',
    );
    expect(sibling('file:///app/dist/src/cli/balance.js', './balance/worker').href).toBe(
      'file:///app/dist/src/cli/balance/worker.js',
    );
  });

  test('a sibling of something that is not a module is refused, not guessed', () => {
    expect(() => sibling('file:///app/assets/', './x')).toThrow(/not a module file/);
  });

  test('run from the sources (as the tests are), the root is the project and the code is its own tree', () => {
    expect(COMPILED).toBe(false);
    expect(existsSync(join(PROJECT_ROOT, 'package.json'))).toBe(true);
    expect(existsSync(join(PROJECT_ROOT, 'assets'))).toBe(true);
    expect(existsSync(new URL('commands/', CODE_ROOT))).toBe(true);
    expect(existsSync(new URL('src/paths.ts', CODE_ROOT))).toBe(true);
  });
});
