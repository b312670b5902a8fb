/**
 * Seeded property test (DESIGN.md section 9): random legal play across every shipped scenario,
 * checking after every command that the rules' invariants hold.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Catalog, loadCatalog } from '../../../../src/assets/load-catalog.js';
import { ARCS } from '../../../../src/engine/rulesets/impulse/firing/arcs.js';
import { impulse } from '../../../../src/engine/index.js';
import { deepFreeze } from '../../../helpers/build.js';
import { randomCommand } from '../../../helpers/random-play.js';

let catalog: Catalog;
beforeAll(async () => {
  catalog = await loadCatalog();
});

/** Every box count stays within what the ship's class has: never negative, never over. */
function boxProblems(state: impulse.GameState): string[] {
  const problems: string[] = [];
  const within = (what: string, value: number, max: number) => {
    if (value < 0 || value > max) problems.push(`${what} = ${value}, allowed 0-${max}`);
  };
  for (const ship of state.ships) {
    const c = impulse.shipClass(state, ship);
    for (const arc of ARCS) within(`${ship.id} shield ${arc}`, ship.shields[arc], c.shields[arc]);
    within(`${ship.id} hull marked`, ship.hullMarked, c.hull.length);
    if (ship.hullMarked === c.hull.length && ship.status !== 'destroyed')
      problems.push(`${ship.id} has no hull left but is ${ship.status}`);
    ship.groups.forEach((g, i) => {
      within(`${ship.id} group ${i} red`, g.red, c.groups[i]!.red);
      within(`${ship.id} group ${i} yellow`, g.yellow, c.groups[i]!.yellow);
    });
    within(`${ship.id} batteries`, ship.batteriesCharged, c.batteries);
    within(`${ship.id} afterburners used`, ship.afterburnersUsed, c.afterburners);
    within(`${ship.id} reinforcements`, ship.reinforcements.length, 2);
    if (ship.turnCountdown !== null && ship.turnCountdown < 1)
      problems.push(`${ship.id} countdown ${ship.turnCountdown}`);
  }
  return problems;
}

/** Which ship acts in an event (AP, movement, repair), if any. */
const actor = (e: impulse.GameEvent): string | undefined =>
  e.type === 'apUsed' || e.type === 'shipMoved' || e.type === 'repairAttempted' || e.type === 'groupFired'
    ? e.ship.id
    : undefined;

/** Follows the events of one command: one AP and one hex per ship per impulse; the inactive never act. */
function checkEvents(before: impulse.GameState, events: impulse.GameEvent[], perImpulse: Map<string, number>): void {
  let when =
    before.flow.phase === 'over' ? '' : `${before.flow.round}${'impulse' in before.flow ? before.flow.impulse : 'P'}`;
  const inactive = new Set(before.ships.filter((s) => s.status !== 'active').map((s) => s.id));
  for (const e of events) {
    if (e.type === 'impulseStarted') when = `${e.round}${e.impulse}`;
    if (e.type === 'shipDestroyed' || e.type === 'shipRetreated') inactive.add(e.ship.id);
    const ship = actor(e);
    if (!ship) continue;
    expect(inactive.has(ship), `${ship} acted after leaving play`).toBe(false);
    if (e.type === 'repairAttempted' || e.type === 'groupFired') continue;
    const key = `${when}:${e.type}:${ship}`;
    perImpulse.set(key, (perImpulse.get(key) ?? 0) + 1);
    expect(perImpulse.get(key), key).toBe(1);
  }
}

/**
 * A batch is all or nothing: it applies whole (one version step, invariants kept) or refuses with
 * the failing command's index and changes nothing. It accepts at least what the same commands
 * given one by one would.
 */
function checkBatch(state: impulse.GameState, commands: impulse.Command[]): void {
  const side = commands[0]?.side ?? state.sides[0].id;
  const before = JSON.stringify(state);
  const batch = impulse.applyCommand(state, { type: 'batch', side, commands });
  expect(JSON.stringify(state)).toBe(before);
  let sequentialOk = commands.every((c) => c.side === side);
  let current = state;
  for (const cmd of commands) {
    const r = impulse.applyCommand(current, cmd);
    if (!r.ok) {
      sequentialOk = false;
      break;
    }
    current = r.value.state;
  }
  if (batch.ok) {
    expect(batch.value.state.version).toBe(state.version + 1);
    expect(boxProblems(batch.value.state)).toEqual([]);
  } else {
    expect(batch.error.detail).toHaveProperty('batchIndex');
    expect(
      sequentialOk,
      `one by one these were accepted, as a batch refused: ${JSON.stringify(commands)} -> ${batch.error.code}`,
    ).toBe(false);
  }
}

describe('random legal play keeps every invariant', () => {
  test('thousands of random commands across all scenarios', () => {
    let total = 0;
    fc.assert(
      fc.property(
        fc.nat({ max: 99 }),
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.array(fc.nat({ max: 1_000_000 }), { minLength: 150, maxLength: 150 }),
        (scenarioPick, seed, picks) => {
          const scenario = catalog.scenarios[scenarioPick % catalog.scenarios.length]!;
          const created = impulse.createGame(scenario, catalog, seed);
          if (!created.ok) throw new Error(created.error.message);
          const initial = deepFreeze(created.value.state);
          let cursor = 0;
          const pick = (n: number) => (picks[cursor++ % picks.length]! + cursor) % n;
          const perImpulse = new Map<string, number>();
          const log: impulse.Command[] = [];
          let state = initial;
          for (let i = 0; i < picks.length; i++) {
            const cmd = randomCommand(state, pick);
            if (!cmd) break;
            // Every command the engine lists as legal is accepted.
            for (const side of impulse.awaiting(state)) {
              if (state.flow.phase !== 'power')
                for (const legal of impulse.legalCommands(state, side))
                  expect(impulse.applyCommand(state, legal).ok).toBe(true);
            }
            if (pick(8) === 0) {
              const second = randomCommand(state, pick);
              checkBatch(state, second ? [cmd, second] : [cmd]);
            }
            const result = impulse.applyCommand(state, cmd);
            expect(result.ok, JSON.stringify(!result.ok && result.error)).toBe(true);
            if (!result.ok) return;
            expect(result.value.state.version).toBe(state.version + 1);
            checkEvents(state, result.value.events, perImpulse);
            expect(boxProblems(result.value.state)).toEqual([]);
            state = deepFreeze(result.value.state);
            log.push(cmd);
          }
          total += log.length;
          const replayed = impulse.replayGame(initial, log);
          expect(replayed.ok).toBe(true);
          expect(replayed.ok && replayed.value.state).toEqual(state);
          expect(JSON.parse(JSON.stringify(state))).toEqual(state);
        },
      ),
      { seed: 20261201, numRuns: 40 },
    );
    expect(total).toBeGreaterThan(4000);
  }, 120_000);
});
