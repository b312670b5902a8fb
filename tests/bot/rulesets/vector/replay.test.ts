/**
 * `/replay animated:true` in a vector game (issue 40): a turn's board as it began and after every
 * event that changed the picture (a ship's step or pivot, a volley, a wreck, a blast), rebuilt from
 * the golden games' logs, and the GIF the table makes of it, a frame per step.
 */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { closeAnimationThread } from '../../../../src/bot/animation/animator.js';
import { translator } from '../../../../src/bot/locales/index.js';
import { TABLES } from '../../../../src/bot/rulesets/registry.js';
import { pastTurn } from '../../../../src/bot/rulesets/vector/history.js';
import { vectorSteps, type VectorStep } from '../../../../src/bot/rulesets/vector/replay.js';
import { VECTOR, type VectorEvent } from '../../../../src/engine/rulesets/vector/index.js';
import type { GameRecord } from '../../../../src/store/index.js';
import type { VectorGolden } from '../../../fixtures/vector-golden.js';

afterAll(() => closeAnimationThread());

const recordOf = (game: string): GameRecord => {
  const golden = JSON.parse(
    readFileSync(new URL(`../../../fixtures/vector-games/${game}.json`, import.meta.url), 'utf8'),
  ) as VectorGolden;
  return { initial: golden.initial, log: golden.log.map((command) => ({ command })) } as unknown as GameRecord;
};

const GAMES = ['cruiser-duel', 'corvane-belt'] as const;
const records = Object.fromEntries(GAMES.map((g) => [g, recordOf(g)]));
const turns = GAMES.flatMap((game) =>
  Array.from({ length: 30 }, (_, i) => i + 1)
    .filter((turn) => pastTurn(records[game] as GameRecord, turn))
    .map((turn) => [game, turn] as const),
);

/** What a step's picture holds: the ships' steps and pivots so far, and the board's volleys, wrecks and blasts. */
const drawn = (step: VectorStep): number =>
  step.events.filter((e) => e.type === 'vectorMoved' || e.type === 'pivoted').length +
  VECTOR.boardView(step.state, step.events).board.happenings.length +
  VECTOR.boardView(step.state, step.events).board.explosions.length;

const count = (events: readonly VectorEvent[], type: VectorEvent['type']) =>
  events.filter((e) => e.type === type).length;

describe('the steps of a vector turn', () => {
  test('the golden games have turns with moves and shots', () => {
    expect(turns.length).toBeGreaterThan(4);
    const all = turns.flatMap(
      ([game, turn]) => (pastTurn(records[game] as GameRecord, turn)?.events ?? []) as VectorEvent[],
    );
    expect(count(all, 'vectorMoved')).toBeGreaterThan(0);
    expect(count(all, 'shotResolved')).toBeGreaterThan(0);
  });

  test.each(turns)(
    '%s turn %i: a step per step, pivot, volley, wreck or blast, ending as /replay does',
    (game, turn) => {
      const record = records[game] as GameRecord;
      const steps = vectorSteps(record, turn) ?? [];
      const past = pastTurn(record, turn);
      if (!past) throw new Error('no past turn');
      expect(steps[0]?.events).toEqual([]);
      const counts = steps.map(drawn);
      expect(counts[0]).toBe(0);
      for (let i = 1; i < steps.length - 1; i++) expect(counts[i]! - counts[i - 1]!, `step ${i}`).toBe(1);
      // The last step is the still /replay shows: the same board and events.
      const last = steps[steps.length - 1];
      expect(last?.events).toEqual(past.events);
      expect(last?.state).toEqual(past.state);
      // Each ship stands where the turn's steps so far have taken it.
      const first = steps[0];
      if (!first) throw new Error('no steps');
      for (const step of steps) {
        const hexes = Object.fromEntries(first.state.board.ships.map((s) => [s.id, s.hex]));
        for (const e of step.events) if (e.type === 'vectorMoved') hexes[e.ship] = e.to;
        expect(Object.fromEntries(step.state.board.ships.map((s) => [s.id, s.hex]))).toEqual(hexes);
      }
    },
  );

  test('a turn that never ended: undefined', () => {
    expect(vectorSteps(records['cruiser-duel'] as GameRecord, 99)).toBeUndefined();
  });
});

describe('the vector table animates a turn', () => {
  test('a GIF with a frame per step', async () => {
    const [game, turn] = turns.find(([g, t]) => (vectorSteps(records[g] as GameRecord, t)?.length ?? 0) === 4) ?? [];
    if (!game || !turn) throw new Error('no turn of four steps');
    const table = TABLES.get('vector');
    const file = await table?.animation?.(translator('en-US'), records[game] as GameRecord, turn, undefined);
    if (!file) throw new Error('no animation');
    expect(file.name).toBe('replay.gif');
    const meta = await sharp(file.data).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages).toBe(4);
  }, 60_000);
});
