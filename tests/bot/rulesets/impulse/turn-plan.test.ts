/**
 * Composing a turn in the prompt's menus (issue 13): a move picked in the action-point step and a
 * target picked for the guns are both in the batch, and the shot is checked from where the ship
 * will be once it has moved.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/assets/load-catalog.js';
import { createRng, seedRng } from '../../../../src/engine/core/rng.js';
import { impulse } from '../../../../src/engine/index.js';
import { lookAhead, planTurn } from '../../../../src/bot/rulesets/impulse/turn-plan.js';

type State = impulse.GameState;

/** Whether `ship`, having moved straight as the batch would move it, has `target` in reach of a charged group. */
function inReachAfterMove(state: State, side: string, ship: string, target: string): boolean | undefined {
  const moved = impulse.applyCommand(state, {
    type: 'batch',
    side,
    commands: [{ type: 'move', side, ship, how: 'straight' }],
  });
  if (!moved.ok) return undefined;
  const atFiring = lookAhead(moved.value.state, side, 'firing');
  const shipThen = atFiring?.ships.find((s) => s.id === ship);
  if (!atFiring || !shipThen) return false;
  return shipThen.groups.some((_, g) => impulse.targetsFor(atFiring, shipThen, g).includes(target));
}

/** Every action-point step of some random duels where moving straight is legal, with the enemy as target. */
async function composedMoments(): Promise<{ state: State; side: string; ship: string; target: string }[]> {
  const catalog = await loadCatalog();
  const scenario = catalog.scenarios.find((s) => s.id === 'cruiser-duel');
  if (!scenario) throw new Error('no duel');
  const moments: { state: State; side: string; ship: string; target: string }[] = [];
  for (const seed of ['plan-a', 'plan-b', 'plan-c', 'plan-d', 'plan-e', 'plan-f']) {
    const created = impulse.createGame(scenario, catalog, seed);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const rng = createRng(seedRng(seed));
    for (let i = 0; i < 800 && state.outcome === null; i += 1) {
      const side = impulse.awaiting(state)[0] ?? '';
      const ship = state.ships.find((s) => s.side === side && s.status === 'active');
      const target = state.ships.find((s) => s.side !== side && s.status === 'active');
      if (state.flow.phase === 'turn' && state.flow.step === 'ap' && ship && target)
        moments.push({ state, side, ship: ship.id, target: target.id });
      const legal = impulse.legalCommands(state, side);
      const next = impulse.applyCommand(state, legal[rng.int(legal.length)] ?? { type: 'endStep', side });
      if (!next.ok) break;
      state = next.value.state;
    }
  }
  return moments;
}

describe('a turn composed in the menus', () => {
  it('keeps a move picked without an AP use, and fires from the hex the ship moves to', async () => {
    let fired = 0;
    for (const { state, side, ship, target } of await composedMoments()) {
      const reach = inReachAfterMove(state, side, ship, target);
      if (reach === undefined) continue;
      const plan = planTurn(state, side, {
        schemaVersion: 1,
        promptVersion: 0,
        picks: { [ship]: { move: 'straight', fire: target } },
      });
      expect(plan[0], 'the move is in the batch').toMatchObject({ type: 'move', ship, how: 'straight' });
      const shots = plan.filter((c) => c.type === 'fire');
      expect(shots.length > 0, `a shot at ${target} when it is in reach after the move`).toBe(reach);
      const batch = impulse.applyCommand(state, {
        type: 'batch',
        side,
        commands: [...plan, { type: 'endTurn', side }],
      });
      expect(batch.ok, 'the composed turn applies as a whole').toBe(true);
      if (reach) fired += 1;
    }
    expect(fired, 'some composed turns fire after moving').toBeGreaterThan(0);
  }, 60_000);
});
