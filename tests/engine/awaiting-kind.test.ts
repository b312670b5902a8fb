/**
 * Every ruleset says what kind of moment it awaits (issue 42; DESIGN.md section 4: "whether the
 * moment is a turn or a reaction (with its default)"): impulse and vector await turns only; squadron
 * awaits a reaction exactly at the defender's step of an attack (seed 001 "Foco", "Desvio"), with
 * one side asked and a default among its options.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import { createRng, RULESETS, seedRng, type AnyRuleset, type RulesetCommand } from '../../src/engine/index.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { vectorGame } from '../helpers/vector-game.js';

/** Random legal play, every moment's awaiting handed to `look`. */
function walk(rules: AnyRuleset, start: unknown, seed: string, steps: number, look: (state: unknown) => void): void {
  const rng = createRng(seedRng(seed));
  let state = start;
  for (let i = 0; i < steps && rules.outcome(state) === null; i++) {
    look(state);
    const { sides } = rules.awaiting(state);
    const side = sides[rng.int(sides.length)];
    if (side === undefined) break;
    const legal = rules.legalCommands(state, side);
    const command = legal[rng.int(legal.length)];
    if (!command) break;
    const applied = rules.applyCommand(state, command);
    if (!applied.ok) throw new Error(`legal command refused: ${applied.error.code}`);
    state = applied.value.state;
  }
}

const GOLDEN = new URL('../fixtures/squadron-games/', import.meta.url);
const rules = (id: string): AnyRuleset => RULESETS.get(id) as AnyRuleset;

describe('the kind of every awaited moment (issue 42)', () => {
  test('impulse: turns only (seed 000 has no answer within another side’s step)', async () => {
    const kinds = new Set<string>();
    walk(rules('impulse'), await bundledGame('cruiser-duel', 'kinds'), 'kinds', 150, (s) =>
      kinds.add(rules('impulse').awaiting(s).kind),
    );
    expect([...kinds]).toEqual(['turn']);
  });

  test('vector: turns only (its sealed "reaction" orders are every side’s turn, seed 002)', async () => {
    const kinds = new Set<string>();
    walk(rules('vector'), (await vectorGame()).state, 'kinds', 150, (s) => kinds.add(rules('vector').awaiting(s).kind));
    expect([...kinds]).toEqual(['turn']);
  });

  test.each(['dogfight', 'escort'])(
    'squadron (%s golden game): a reaction exactly at the defender’s step, one side asked, its default among its options',
    async (id) => {
      const golden = JSON.parse(await readFile(new URL(`${id}.json`, GOLDEN), 'utf8')) as {
        initial: unknown;
        log: RulesetCommand[];
      };
      const squadron = rules('squadron');
      let state = golden.initial;
      let reactions = 0;
      for (const command of golden.log) {
        const awaiting = squadron.awaiting(state);
        const attack = (state as { attack: { step: string } | null }).attack;
        if (awaiting.kind === 'turn') expect(attack?.step === 'defender').toBe(false);
        else {
          reactions += 1;
          expect(attack?.step).toBe('defender');
          expect(awaiting.sides).toEqual([awaiting.reaction.side]);
          expect(awaiting.simultaneous).toBe(false);
          expect(awaiting.reaction.options.map((o) => o.id)).toContain(awaiting.reaction.default);
          for (const option of awaiting.reaction.options)
            expect(squadron.applyCommand(state, option.command).ok).toBe(true);
        }
        const applied = squadron.applyCommand(state, command);
        if (!applied.ok) throw new Error(`golden command refused: ${applied.error.code}`);
        state = applied.value.state;
      }
      expect(reactions).toBeGreaterThan(0);
    },
  );
});
