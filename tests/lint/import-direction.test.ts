/**
 * The layer rules of DESIGN.md section 3 are enforced by lint, not good intentions: these cases run
 * the project's own ESLint configuration on small snippets placed in each layer.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

// The first snippet that imports the engine has import-x read the whole module graph (no-cycle
// follows every import) before it caches it: seconds on a busy machine, and more as the code grows.
// That is setup, not a case under test, so it is done once here with room to take its time.
beforeAll(async () => {
  const code = [
    "import { RULESETS } from '../src/engine/index.js';",
    "import { TABLES } from '../src/bot/rulesets/registry.js';",
    "import * as main from '../src/bot/main.js';",
    'export const r = [RULESETS, TABLES, main];',
  ].join('\n');
  await eslint.lintText(`${code}\n`, { filePath: 'commands/warm-up.ts' });
}, 120_000);

async function ruleHits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('small functions', () => {
  test('a function over 80 lines in src/ is refused', async () => {
    const body = Array.from({ length: 85 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    expect(await ruleHits('src/bot/x.ts', `export function long(): number {\n${body}\n  return v0;\n}\n`)).toContain(
      'max-lines-per-function',
    );
  });
});

describe('import direction and engine purity', () => {
  test.each([
    [
      'the engine importing the renderer',
      'src/engine/core/x.ts',
      "import { a } from '../../render/draw.js';\nexport const b = a;\n",
    ],
    [
      'the engine importing the store',
      'src/engine/rulesets/impulse/x.ts',
      "import { a } from '../../../store/keyv.js';\nexport const b = a;\n",
    ],
    [
      'the engine doing file I/O',
      'src/engine/core/x.ts',
      "import { readFileSync } from 'node:fs';\nexport const b = readFileSync;\n",
    ],
    [
      'the engine importing discord.js',
      'src/engine/core/x.ts',
      "import { Client } from 'discord.js';\nexport const b = Client;\n",
    ],
    [
      'the renderer importing the bot',
      'src/render/x.ts',
      "import { a } from '../bot/client.js';\nexport const b = a;\n",
    ],
    [
      'the store importing the renderer',
      'src/store/x.ts',
      "import { a } from '../render/map.js';\nexport const b = a;\n",
    ],
    [
      'a command importing the engine directly',
      'commands/move.ts',
      "import { a } from '../src/engine/index.js';\nexport const b = a;\n",
    ],
    [
      'the bot importing a command',
      'src/bot/x.ts',
      "import { a } from '../../commands/move.js';\nexport const b = a;\n",
    ],
    // A ruleset's insides are its own (issue 12).
    [
      'the bot importing a rule file of impulse',
      'src/bot/x.ts',
      "import { applyCommand } from '../engine/rulesets/impulse/apply.js';\nexport const b = applyCommand;\n",
    ],
    [
      'the renderer importing a data file of impulse',
      'src/render/x.ts',
      "import type { ShipClass } from '../engine/rulesets/impulse/data/ship-class.js';\nexport type B = ShipClass;\n",
    ],
    [
      'a CLI importing a rule file of impulse',
      'src/cli/x.ts',
      "import { replayGame } from '../engine/rulesets/impulse/replay.js';\nexport const b = replayGame;\n",
    ],
    [
      'the engine registry importing a rule file',
      'src/engine/x.ts',
      "import { awaiting } from './rulesets/impulse/advance.js';\nexport const b = awaiting;\n",
    ],
    [
      'another ruleset importing impulse’s rule files',
      'src/engine/rulesets/squadron/x.ts',
      "import { awaiting } from '../../rulesets/impulse/advance.js';\nexport const b = awaiting;\n",
    ],
    // The bot's core names no ruleset (issue 12).
    [
      'the bot core importing impulse from the engine',
      'src/bot/games/x.ts',
      "import { impulse } from '../../engine/index.js';\nexport const b = impulse;\n",
    ],
    [
      'the bot core importing impulse’s table',
      'src/bot/presentation/x.ts',
      "import { IMPULSE_TABLE } from '../rulesets/impulse/index.js';\nexport const b = IMPULSE_TABLE;\n",
    ],
    [
      'the bot core importing a file of impulse’s table',
      'src/bot/pipeline/x.ts',
      "import { narrate } from '../rulesets/impulse/narrate.js';\nexport const b = narrate;\n",
    ],
    [
      'the engine core importing a ruleset at all',
      'src/engine/core/x.ts',
      "import { IMPULSE } from '../rulesets/impulse/index.js';\nexport const b = IMPULSE;\n",
    ],
  ])('%s is refused', async (_, file, code) => {
    expect(await ruleHits(file, code)).toContain('no-restricted-imports');
  });

  test.each([
    ['Math.random', 'export const roll = () => Math.random();\n', 'no-restricted-properties'],
    ['the clock', 'export const now = () => Date.now();\n', 'no-restricted-globals'],
    ['the environment', 'export const env = () => process.env.X;\n', 'no-restricted-globals'],
  ])('the engine reading %s is refused', async (_, code, rule) => {
    expect(await ruleHits('src/engine/core/x.ts', code)).toContain(rule);
  });

  test.each([
    ['Math.random', 'export const roll = () => Math.random();\n', 'no-restricted-properties'],
    ['the clock', 'export const now = () => Date.now();\n', 'no-restricted-globals'],
    ['the store', "import { a } from '../store/index.js';\nexport const b = a;\n", 'no-restricted-imports'],
    ['the bot', "import { a } from '../bot/kit.js';\nexport const b = a;\n", 'no-restricted-imports'],
  ])('the AI (issue 18) reading %s is refused', async (_, code, rule) => {
    expect(await ruleHits('src/ai/x.ts', code)).toContain(rule);
  });

  test.each([
    [
      'the bot importing the engine’s contract',
      'src/bot/x.ts',
      "import { ok, type AnyRuleset } from '../engine/index.js';\nexport const b: AnyRuleset | typeof ok = ok;\n",
    ],
    [
      'impulse’s table using impulse',
      'src/bot/rulesets/impulse/x.ts',
      "import { impulse } from '../../../engine/index.js';\nexport const b = impulse;\n",
    ],
    [
      'impulse’s table using its own files',
      'src/bot/rulesets/impulse/x.ts',
      "import { narrate } from './narrate.js';\nexport const b = narrate;\n",
    ],
    [
      'the table registry listing impulse’s table',
      'src/bot/rulesets/registry.ts',
      "import { IMPULSE_TABLE } from './impulse/index.js';\nexport const b = IMPULSE_TABLE;\n",
    ],
    [
      'the asset loader importing the engine',
      'src/assets/x.ts',
      "import { impulse } from '../engine/index.js';\nexport const b = impulse;\n",
    ],
    [
      'a command importing the bot',
      'commands/move.ts',
      "import { a } from '../src/bot/pipeline.js';\nexport const b = a;\n",
    ],
    [
      'the engine importing itself',
      'src/engine/rulesets/impulse/x.ts',
      "import { hex } from '../../core/hex.js';\nexport const b = hex;\n",
    ],
    [
      'a rule file of impulse importing its siblings',
      'src/engine/rulesets/impulse/x.ts',
      "import { awaiting } from './advance.js';\nexport const b = awaiting;\n",
    ],
    [
      'the engine registry importing a ruleset’s index',
      'src/engine/x.ts',
      "import { IMPULSE } from './rulesets/impulse/index.js';\nexport const b = IMPULSE;\n",
    ],
  ])('%s is allowed', async (_, file, code) => {
    expect(await ruleHits(file, code)).toEqual([]);
  });
});
