/**
 * The easy AI closes and fires (issue 39 defect 3, Deliver 2): from seeded random starts of every
 * bundled scenario (every other one with the sides flying directly apart on one hex line), the easy AI
 * on both sides stops the distance between the nearest enemies growing within 2 rounds (impulse) or
 * turns (vector), brings them within weapon range within 5, fires, never flies off the map, and keeps
 * its afterburners (seed 000 section 1.1.3 complication 3: once a game per box). Impulse moves by the
 * autopilot's heading planned over the turn radius (seed 000 section 1.1.3); vector has no standing
 * orders, its easy AI orders the velocity and course that close (seed 002).
 */
import { describe, expect, test } from 'vitest';
import { createRng, RULESETS, seedRng, type AnyRuleset } from '../../src/engine/index.js';
import type { VectorState } from '../../src/engine/rulesets/vector/index.js';
import { bundledGame } from '../helpers/bundled-game.js';
import { type AiRun, playEasy, randomStart, vectorStart } from '../helpers/closing-play.js';
import { vectorGame } from '../helpers/vector-game.js';

const SCENARIOS = ['cruiser-duel', 'tutorial', 'corvane-belt', 'outpost-raid', 'squadron-clash', 'fleet-battle'];
const STARTS = 6;

const rulesOf = (id: string): AnyRuleset => {
  const rules = RULESETS.get(id);
  if (!rules) throw new Error(`no ruleset ${id}`);
  return rules;
};

/** The properties every run must have; `where` names the start when one fails. */
function expectCloses(run: AiRun, where: string, shotWithin: number): void {
  expect(run.leftMap, where).toBe(false);
  expect(run.inRangeRound, where).not.toBeNull();
  expect(run.inRangeRound ?? 99, where).toBeLessThanOrEqual(5);
  const until = run.inRangeRound ?? run.distances.length - 1;
  for (let k = 2; k < until; k += 1)
    expect(run.distances[k + 1] ?? 0, where).toBeLessThanOrEqual(run.distances[k] ?? 0);
  expect(run.firstShot, where).not.toBeNull();
  expect(run.firstShot ?? 999, where).toBeLessThanOrEqual(shotWithin);
}

describe('the easy AI closes and fires in impulse (issue 39 defect 3; seed 000 section 1.1.3)', () => {
  const rules = rulesOf('impulse');
  test.each(SCENARIOS)(
    '%s: within 2 rounds the gap stops growing, within 5 the guns reach, a shot within 6 rounds, no afterburner in round 1',
    async (id) => {
      for (let i = 0; i < STARTS; i += 1) {
        const rng = createRng(seedRng(`easy-${id}-${i}`));
        const spec = { gap: 7 + rng.int(5), spread: 2, apart: i % 2 === 0 };
        const start = randomStart(await bundledGame(id, `easy-dice-${i}`), (n) => rng.int(n), spec);
        const run = playEasy(rules, start, (s) => s as typeof start, 8, `easy-${id}-${i}`);
        const where = `${id} start ${i} (${JSON.stringify(spec)}): gaps ${run.distances.join(' ')}, first shot impulse ${run.firstShot}`;
        expect(run.afterburnersRoundOne, where).toBe(0);
        expectCloses(run, where, 36);
      }
    },
    90_000,
  );
});

describe('the easy AI closes and fires in vector (issue 39 defect 3; seed 002: velocity, course, one facing a hex)', () => {
  const rules = rulesOf('vector');
  test.each(SCENARIOS)(
    '%s: within 2 turns the gap stops growing, within 5 the guns reach, a shot within 2 turns, nobody disengages',
    async (id) => {
      for (let i = 0; i < STARTS; i += 1) {
        const rng = createRng(seedRng(`vector-easy-${id}-${i}`));
        const spec = { gap: 7 + rng.int(5), spread: 2, apart: i % 2 === 0 };
        const game = (await vectorGame(id, {}, `vector-easy-dice-${i}`)).state as VectorState;
        const start = vectorStart(game, (n) => rng.int(n), spec);
        const run = playEasy(rules, start, (s) => (s as VectorState).board, 6, `vector-easy-${id}-${i}`);
        const where = `${id} start ${i} (${JSON.stringify(spec)}): gaps ${run.distances.join(' ')}, first shot turn ${run.firstShot}`;
        expectCloses(run, where, 2);
      }
    },
    90_000,
  );
});
