/**
 * Standing orders (issue 6): followed by the engine at each of the side's turns while legal, kept in
 * the state (replays are exact), dropped with an event when they no longer apply.
 */
import { describe, expect, test } from 'vitest';
import { impulse } from '../../../../../src/engine/index.js';
import { applyAccepted, bundledGame } from '../../../../helpers/bundled-game.js';

type State = impulse.GameState;

const duel = (seed = 'orders-test'): Promise<State> => bundledGame('cruiser-duel', seed);

const apply = applyAccepted;

/** A plain player: owed moves straight ahead, AP on nothing, otherwise end the step. */
function plainCommand(state: State, side: string): impulse.Command {
  const legal = impulse.legalCommands(state, side);
  const owed = legal.find((c) => c.type === 'move' && c.how === 'straight' && !c.afterburner);
  if (state.flow.phase === 'turn' && state.flow.step === 'movement' && owed) return owed;
  if (state.flow.phase === 'initiative') return { type: 'chooseInitiative', side, choice: 'take' };
  if (state.flow.phase === 'power') return { type: 'submitPower', side, orders: [] };
  return legal.find((c) => c.type === 'useAp' && c.use.kind === 'doNothing') ?? { type: 'endStep', side };
}

/** Full orders for both sides: straight ahead, AP on nothing, fire at the nearest, repair, keep initiative, default power. */
function ordersFor(state: State): impulse.Command[] {
  return state.sides.flatMap((side) => [
    { type: 'setOrders', side: side.id, orders: { initiative: 'take', power: 'default' } } as impulse.Command,
    ...state.ships
      .filter((s) => s.side === side.id)
      .map((s): impulse.Command => ({
        type: 'setOrders',
        side: side.id,
        ship: s.id,
        orders: { thenMove: 'straight', ap: [{ kind: 'doNothing' }], fire: { target: 'nearest' }, repair: true },
      })),
  ]);
}

describe('standing orders', () => {
  test('with orders for every decision, each impulse is its own followOrders and the log replays exactly (issue 13)', async () => {
    const start = await duel();
    const log = ordersFor(start);
    let state = start;
    const events: impulse.GameEvent[] = [];
    for (const cmd of log) {
      const next = apply(state, cmd);
      state = next.state;
      events.push(...next.events);
    }
    // Both sides have orders for everything: the game waits at each impulse for `autoplay`.
    for (let i = 0; i < 400; i += 1) {
      const cmd = impulse.IMPULSE.autoplay(state);
      if (!cmd) break;
      expect(cmd.type).toBe('followOrders');
      const next = apply(state, cmd);
      // One stretch at a time: after the boundary comes only the note of the order that crossed it.
      const cut = next.events.findIndex((e) => impulse.IMPULSE.closesReport(e));
      const after = cut === -1 ? [] : next.events.slice(cut + 1);
      expect(after.filter((e) => e.type === 'orderFollowed').length).toBeLessThanOrEqual(1);
      log.push(cmd);
      state = next.state;
      events.push(...next.events);
    }
    expect(events.filter((e) => e.type === 'orderFollowed').length).toBeGreaterThan(30);
    expect(events.some((e) => e.type === 'orderFollowed' && e.command === 'fire')).toBe(true);
    expect(log.filter((c) => c.type === 'followOrders').length).toBeGreaterThan(8);
    expect(events.some((e) => e.type === 'roundStarted' && e.round === 2) || state.flow.phase === 'over').toBe(true);
    const replayed = impulse.replayGame(start, log);
    expect(replayed.ok && JSON.stringify(replayed.value.state)).toBe(JSON.stringify(state));
  });

  test('a game from before issue 13 (rules impulse-3) still plays its orders on through the impulses', async () => {
    const start = { ...(await duel()), rulesVersion: 'impulse-3' };
    let state = start;
    const events: impulse.GameEvent[] = [];
    for (const cmd of ordersFor(start)) {
      const next = apply(state, cmd);
      state = next.state;
      events.push(...next.events);
    }
    expect(events.filter((e) => e.type === 'impulseStarted').length).toBeGreaterThan(3);
  });

  test('followOrders is refused when no standing order applies now', async () => {
    const state = await duel();
    const side = impulse.awaiting(state)[0] ?? '';
    expect(impulse.IMPULSE.autoplay(state)).toBeUndefined();
    const refused = impulse.applyCommand(state, { type: 'followOrders', side });
    expect(refused.ok || refused.error.code).toBe('NO_ORDERS_TO_FOLLOW');
  });

  test('a movement plan is used one move at a time, then the player is asked', async () => {
    let state = await duel();
    const side = impulse.awaiting(state)[0] ?? '';
    const ship = state.ships.find((s) => s.side === side);
    if (!ship) throw new Error('no ship');
    state = apply(state, { type: 'setOrders', side, ship: ship.id, orders: { moves: ['straight', 'straight'] } }).state;
    const events: impulse.GameEvent[] = [];
    // Play plainly (never moving the ordered ship by hand) until the player is asked to move it.
    for (let i = 0; i < 300; i += 1) {
      const [now] = impulse.awaiting(state);
      if (!now) break;
      const tasks = impulse.shipTasks(state, now);
      if (now === side && tasks.some((t) => t.ship === ship.id && t.required)) break;
      const next = apply(state, plainCommand(state, now));
      state = next.state;
      events.push(...next.events);
    }
    const planned = events.filter((e) => e.type === 'orderFollowed' && e.command === 'move' && e.ship === ship.id);
    expect(planned).toHaveLength(2);
    expect(state.standing?.ships[ship.id]?.moves).toEqual([]);
    // The plan is used up: the ship's next move with a choice is the player's.
    expect(impulse.shipTasks(state, side).find((t) => t.ship === ship.id)?.required).toBe(true);
  });

  test('an order that has become impossible is dropped with a reason, and the game waits', async () => {
    const state = await duel();
    const side = impulse.awaiting(state)[0] ?? '';
    const mine = state.ships.find((s) => s.side === side);
    const enemy = state.ships.find((s) => s.side !== side);
    if (!mine || !enemy) throw new Error('ships');
    const bad = impulse.applyCommand(state, {
      type: 'setOrders',
      side,
      ship: mine.id,
      orders: { fire: { target: mine.id } },
    });
    expect(bad.ok || bad.error.code).toBe('INVALID_TARGET');
    const foreign = impulse.applyCommand(state, { type: 'setOrders', side, ship: enemy.id, orders: { repair: true } });
    expect(foreign.ok || foreign.error.code).toBe('NOT_YOUR_SHIP');
    const sideOnly = impulse.applyCommand(state, { type: 'setOrders', side, orders: { repair: true } as never });
    expect(sideOnly.ok || sideOnly.error.code).toBe('INVALID_COMMAND');
    const cleared = apply(apply(state, { type: 'setOrders', side, ship: mine.id, orders: { repair: true } }).state, {
      type: 'setOrders',
      side,
      ship: mine.id,
      orders: null,
    });
    expect(cleared.state.standing?.ships[mine.id]).toBeUndefined();
  });

  test('side orders answer the initiative choice and the Power Phase', async () => {
    let state = await duel();
    for (const side of state.sides)
      state = apply(state, {
        type: 'setOrders',
        side: side.id,
        orders: { initiative: 'give', power: 'default' },
      }).state;
    const seen = new Set<string>();
    for (let i = 0; i < 400 && !seen.has('power'); i += 1) {
      const [side] = impulse.awaiting(state);
      if (!side) break;
      // The players only ever play turns: initiative and power are answered by their orders, each
      // waiting for the bot's followOrders when it opens a new stretch of play.
      const auto = impulse.IMPULSE.autoplay(state);
      if (!auto) expect(state.flow.phase).toBe('turn');
      const next = apply(state, auto ?? plainCommand(state, side));
      if (next.events.some((e) => e.type === 'initiativeChosen' && e.choice === 'give')) seen.add('initiative');
      if (next.events.some((e) => e.type === 'powerSubmitted' && !e.automatic)) seen.add('power');
      state = next.state;
    }
    expect([...seen].sort()).toEqual(['initiative', 'power']);
  });
});
