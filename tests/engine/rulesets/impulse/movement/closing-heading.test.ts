/**
 * The autopilot's heading (issue 13): a ship on autopilot closes with the nearest enemy and never
 * flies off the map; a fixed standing plan that would take a ship off the map is stopped instead.
 */
import { describe, expect, test } from 'vitest';
import { hexDistance } from '../../../../../src/engine/core/hex.js';
import { impulse } from '../../../../../src/engine/index.js';
import { closingMove } from '../../../../../src/engine/rulesets/impulse/movement/closing-heading.js';
import { moveOptions } from '../../../../../src/engine/rulesets/impulse/movement/movement.js';
import { applyAccepted, bundledGame } from '../../../../helpers/bundled-game.js';
import { closeOrders } from '../../../../helpers/closing-play.js';

type State = impulse.GameState;

const game = bundledGame;

const apply = applyAccepted;

const nearestEnemy = (state: State, ship: impulse.ShipState): number =>
  Math.min(
    ...state.ships
      .filter((s) => s.status === 'active' && s.side !== ship.side)
      .map((s) => hexDistance(ship.hex, s.hex)),
  );

/** Both sides on autopilot, played one autoplay at a time to the end (or a bound). */
function playOut(start: State): { state: State; events: impulse.GameEvent[]; closest: number[] } {
  let state = start;
  const events: impulse.GameEvent[] = [];
  for (const side of state.sides) for (const cmd of closeOrders(state, side.id)) state = apply(state, cmd).state;
  const closest: number[] = [];
  for (let i = 0; i < 600; i += 1) {
    const cmd = impulse.IMPULSE.autoplay(state);
    if (!cmd) break;
    const next = apply(state, cmd);
    state = next.state;
    events.push(...next.events);
    const active = state.ships.filter((s) => s.status === 'active');
    if (active.length > 0) closest.push(Math.min(...active.map((s) => nearestEnemy(state, s))));
  }
  return { state, events, closest };
}

describe('the autopilot closes with the enemy (issue 13)', () => {
  test.each([
    ['cruiser-duel', 'close-a'],
    ['cruiser-duel', 'close-b'],
    ['fleet-battle', 'close-c'],
    ['corvane-belt', 'close-d'],
  ])('%s (seed %s): never flies off the map, and the fight is decided by fire', async (id, seed) => {
    const { state, events, closest } = await playOut(await game(id, seed));
    expect(events.some((e) => e.type === 'shipRetreated')).toBe(false);
    expect(state.outcome?.reason).not.toBe('exitShip');
    // The gap closes: the ships come within range of one another and fire hits.
    expect(Math.min(...closest)).toBeLessThanOrEqual(3);
    expect(events.some((e) => e.type === 'damageApplied')).toBe(true);
  });

  test('the heading is one of the legal moves (planned over the turn radius, issue 39); a planet or the map edge is never chosen', async () => {
    const start = await game('corvane-belt', 'heading');
    let state = start;
    for (let i = 0; i < 400; i += 1) {
      const flow = state.flow;
      if (flow.phase === 'turn' && flow.step === 'movement') {
        for (const ship of state.ships.filter((s) => s.status === 'active' && !s.turn.moved)) {
          const options = moveOptions(state, ship);
          const chosen = closingMove(state, ship);
          if (!chosen) continue;
          expect(options.some((o) => o.how === chosen.how)).toBe(true);
        }
      }
      const side = impulse.awaiting(state)[0];
      if (!side) break;
      const legal = impulse.legalCommands(state, side);
      const move = legal.find((c) => c.type === 'move' && c.how === 'straight');
      const cmd = move ?? legal.find((c) => c.type === 'endStep') ?? legal[0];
      if (!cmd) break;
      state = apply(state, cmd).state;
    }
  });
});

describe('a fixed plan that would leave the map is stopped (issue 13)', () => {
  test('"straight on" toward the edge of the area is stopped with the reason, before the ship leaves', async () => {
    let state = await game('cruiser-duel', 'edge');
    // Both sides fly straight on for ever: the fleets part until one would leave the area.
    for (const side of state.sides)
      for (const ship of state.ships.filter((s) => s.side === side.id))
        state = apply(state, {
          type: 'setOrders',
          side: side.id,
          ship: ship.id,
          orders: { thenMove: 'straight', ap: [{ kind: 'doNothing' }] },
        }).state;
    for (const side of state.sides)
      state = apply(state, {
        type: 'setOrders',
        side: side.id,
        orders: { initiative: 'take', power: 'default' },
      }).state;
    const events: impulse.GameEvent[] = [];
    for (let i = 0; i < 2000 && state.outcome === null; i += 1) {
      const side = impulse.awaiting(state)[0];
      if (!side) break;
      const auto = impulse.IMPULSE.autoplay(state);
      const legal = impulse.legalCommands(state, side);
      const cmd = auto ?? legal.find((c) => c.type === 'endStep') ?? legal.find((c) => c.type === 'move') ?? legal[0];
      if (!cmd) break;
      const next = apply(state, cmd);
      state = next.state;
      events.push(...next.events);
      if (events.some((e) => e.type === 'ordersSuspended')) break;
    }
    const stopped = events.find((e) => e.type === 'ordersSuspended');
    expect(stopped).toMatchObject({ type: 'ordersSuspended', part: 'moves', reason: 'leavesMap' });
    expect(events.some((e) => e.type === 'shipRetreated')).toBe(false);
  });
});
