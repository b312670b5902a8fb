import { describe, expect, it } from 'vitest';
import { shipPlace } from '../../../../../src/engine/rulesets/fleet/data/damage-cards.js';
import { orderableSquadrons } from '../../../../../src/engine/rulesets/fleet/flow/activation.js';
import { applyFleetCommand } from '../../../../../src/engine/rulesets/fleet/flow/apply.js';
import {
  fleetAwaiting,
  fleetLegalCommands,
  fleetTimeoutCommand,
} from '../../../../../src/engine/rulesets/fleet/queries.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { dialsFor, play, smallFleetGame, stack } from '../fixtures.js';

/** The Ship Phase of round 1 with these stacks for r1 (corvette, 2 deep) and navigate everywhere else. */
function shipPhase(r1: [string, string], extra: Partial<FleetState> = {}): FleetState {
  const state = smallFleetGame(extra);
  const rebels = dialsFor(state, 'rebels').filter((c) => c.type !== 'dials' || c.ship !== 'r1');
  return play(
    state,
    stack('rebels', 'r1', ...(r1 as ['navigate', 'navigate'])),
    ...rebels,
    ...dialsFor(state, 'empire'),
  ).state;
}

const refusal = (state: FleetState, command: Parameters<typeof applyFleetCommand>[1]) => {
  const applied = applyFleetCommand(state, command);
  return applied.ok ? 'ok' : applied.error.code;
};

describe('fleet activation: the revealed dial, kept or spent for its token (seed 004 pp. 7 and 12)', () => {
  it('seed 004 pp. 7 and 12, dial or token: the revealed dial kept as a command gives its effect; the stack is one shorter', () => {
    const state = shipPhase(['repair', 'navigate']);
    const { state: s, events } = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' });
    expect(events.slice(0, 2)).toEqual([
      { type: 'shipActivated', ship: 'r1', dial: 'repair', use: 'command' },
      { type: 'engineeringGained', ship: 'r1', points: 2 },
    ]);
    expect(s.dials['r1']).toEqual(['navigate']);
    expect(s.ships.find((x) => x.id === 'r1')?.activated).toBe(true);
    // Nothing to repair (full shields, no cards): the commands step passes by itself.
    expect(s.activation).toMatchObject({ ship: 'r1', dial: 'repair', use: 'command', engineering: 0 });
  });

  it('seed 004 pp. 7 and 12, dial or token: the dial spent for its matching token gives the token, not the effect', () => {
    const state = shipPhase(['navigate', 'repair']);
    const { state: s, events } = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'token' });
    expect(events).toContainEqual({ type: 'commandTokenGained', ship: 'r1', token: 'navigate' });
    expect(s.ships.find((x) => x.id === 'r1')?.commandTokens).toEqual(['navigate']);
    expect(s.dials['r1']).toEqual(['repair']);
    // A repair dial spent for its token gives no engineering points.
    const repair = play(shipPhase(['repair', 'navigate']), {
      type: 'activate',
      side: 'rebels',
      ship: 'r1',
      use: 'token',
    });
    expect(repair.events.some((e) => e.type === 'engineeringGained')).toBe(false);
    expect(repair.state.ships.find((x) => x.id === 'r1')?.commandTokens).toEqual(['repair']);
  });

  it.each([
    ['TOKEN_HELD: never two tokens of one type', ['navigate'], 'TOKEN_HELD'],
    ['TOKEN_CAP: never more tokens than the command value (2)', ['repair', 'squadron'], 'TOKEN_CAP'],
    ['a different type below the cap is taken', ['repair'], 'ok'],
  ] as const)('seed 004 p. 12, command token limits (token cap): %s', (_name, held, code) => {
    const base = shipPhase(['navigate', 'navigate']);
    const state = { ...base, ships: base.ships.map((s) => (s.id === 'r1' ? { ...s, commandTokens: [...held] } : s)) };
    expect(refusal(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'token' })).toBe(code);
    // Keeping the dial is always allowed.
    expect(refusal(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' })).toBe('ok');
  });

  it('a faceup comms-failure forbids spending the dial for a token (CONVERT_FORBIDDEN)', () => {
    const base = shipPhase(['navigate', 'navigate']);
    const card = 'comms-failure-1';
    const state: FleetState = {
      ...base,
      deck: {
        ...base.deck,
        drawPile: base.deck.drawPile.filter((c) => c !== card),
        places: { ...base.deck.places, [shipPlace('r1')]: { owner: null, cards: [{ id: card, faceup: true }] } },
      },
    };
    expect(refusal(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'token' })).toBe('CONVERT_FORBIDDEN');
  });

  it('a command type resolves once per activation: the repair dial and token together, the token once', () => {
    // The cruiser (engineering 4) with a damaged front and a repair token; its dial is repair.
    const base = smallFleetGame();
    const state0 = {
      ...base,
      ships: base.ships.map((s) =>
        s.id === 'r2'
          ? { ...s, commandTokens: ['repair' as const], shields: { front: 0, right: 0, rear: 0, left: 0 } }
          : s,
      ),
    };
    const state = play(state0, ...dialsFor(state0, 'rebels', 'repair'), ...dialsFor(state0, 'empire')).state;
    const kept = play(state, { type: 'activate', side: 'rebels', ship: 'r2', use: 'command' });
    expect(kept.state.activation?.engineering).toBe(4);
    const both = play(kept.state, { type: 'token', side: 'rebels', token: 'repair' });
    expect(both.events).toEqual([
      { type: 'commandTokenSpent', ship: 'r2', token: 'repair' },
      { type: 'engineeringGained', ship: 'r2', points: 2 },
    ]);
    expect(both.state.activation?.engineering).toBe(6);
    expect(both.state.ships.find((s) => s.id === 'r2')?.commandTokens).toEqual([]);
    expect(refusal(both.state, { type: 'token', side: 'rebels', token: 'repair' })).toBe('TOKEN_ALREADY_USED');
    // Points are spent on repairs (2: recover a shield), and lost when the step ends.
    const repaired = play(both.state, { type: 'repair', side: 'rebels', action: 'recover', zone: 'front' });
    expect(repaired.state.activation?.engineering).toBe(4);
    const done = play(repaired.state, { type: 'done', side: 'rebels' });
    expect(done.events[0]).toEqual({ type: 'stepEnded', ship: 'r2', step: 'commands' });
    expect(done.state.activation).toMatchObject({ engineering: 0 });
    expect(refusal(done.state, { type: 'repair', side: 'rebels', action: 'recover', zone: 'front' })).not.toBe('ok');
  });

  it('5.5: a squadron dial and token together order the squadron value + 1; the token resolves once', () => {
    const base = smallFleetGame();
    const state0 = {
      ...base,
      ships: base.ships.map((s) => (s.id === 'r2' ? { ...s, commandTokens: ['squadron' as const] } : s)),
    };
    const state = play(
      state0,
      stack('rebels', 'r2', 'squadron', 'navigate', 'navigate'),
      ...dialsFor(state0, 'rebels').filter((c) => c.type === 'dials' && c.ship !== 'r2'),
      ...dialsFor(state0, 'empire'),
    ).state;
    // The cruiser's squadron value is 2; rq2 stands within distance 1-3, so the commands step stays open.
    const kept = play(state, { type: 'activate', side: 'rebels', ship: 'r2', use: 'command' });
    expect(kept.state.activation).toMatchObject({ step: 'commands', orders: 2 });
    const both = play(kept.state, { type: 'token', side: 'rebels', token: 'squadron' });
    expect(both.events).toEqual([{ type: 'commandTokenSpent', ship: 'r2', token: 'squadron' }]);
    expect(both.state.activation).toMatchObject({ orders: 3, tokensSpent: ['squadron'] });
    expect(refusal(both.state, { type: 'token', side: 'rebels', token: 'squadron' })).toBe('TOKEN_ALREADY_USED');
  });

  it.each([
    [1, true],
    [2, true],
    [3, true],
    [4, false],
  ])('5.5: the squadron command orders squadrons within distance 1-3 of the ship (distance %i: %s)', (d, orderable) => {
    const base = smallFleetGame();
    // rq1 straight ahead of the corvette r1 (2,9) at distance d; rq2 stays 4 away.
    const moved = {
      ...base,
      squadrons: base.squadrons.map((q) => (q.id === 'rq1' ? { ...q, hex: { q: 2, r: 9 - d } } : q)),
    };
    const state = play(
      moved,
      stack('rebels', 'r1', 'squadron', 'navigate'),
      ...dialsFor(moved, 'rebels').filter((c) => c.type === 'dials' && c.ship !== 'r1'),
      ...dialsFor(moved, 'empire'),
    ).state;
    const active = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    expect(orderableSquadrons(active).map((q) => q.id)).toEqual(orderable ? ['rq1'] : []);
  });

  it('only the side to act activates, a ship of its own, once a round', () => {
    const state = shipPhase(['navigate', 'navigate']);
    expect(refusal(state, { type: 'activate', side: 'empire', ship: 'e1', use: 'command' })).toBe('NOT_YOUR_TURN');
    expect(refusal(state, { type: 'activate', side: 'rebels', ship: 'e1', use: 'command' })).toBe('NOT_YOUR_UNIT');
    const menu = fleetLegalCommands(state, 'rebels');
    expect(menu).toContainEqual({ type: 'activate', side: 'rebels', ship: 'r1', use: 'command' });
    expect(menu).toContainEqual({ type: 'activate', side: 'rebels', ship: 'r2', use: 'token' });
    expect(fleetLegalCommands(state, 'empire')).toEqual([]);
  });

  it('the activation: commands, attack and manoeuvre steps; the manoeuvre ends it and the other side acts', () => {
    const state = shipPhase(['navigate', 'navigate']);
    const active = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    // Nothing to do in the commands step, no target in range: straight to the manoeuvre.
    expect(active.activation?.step).toBe('manoeuvre');
    expect(fleetAwaiting(active)).toMatchObject({
      sides: ['rebels'],
      turn: 'r1:ship:1',
      moment: 'r1:ship:1:manoeuvre',
    });
    expect(refusal(active, { type: 'done', side: 'rebels' })).toBe('WRONG_STEP');
    const move = fleetTimeoutCommand(active, 'rebels', false);
    expect(move).toEqual({
      type: 'manoeuvre',
      side: 'rebels',
      ship: 'r1',
      speed: 0,
      veers: [],
      navigate: { dial: false, token: false },
    });
    const ended = play(active, move as never);
    expect(ended.events).toContainEqual({ type: 'activationEnded', ship: 'r1', round: 1 });
    expect(ended.state.activation).toBeNull();
    expect(fleetAwaiting(ended.state)).toMatchObject({
      sides: ['empire'],
      turn: 'r1:ship:2',
      moment: 'r1:ship:2:activate',
    });
  });

  it('a squadron dial orders squadrons within distance 1-3; each moves and attacks once, `done` ends the order', () => {
    const base = smallFleetGame();
    const state = play(
      base,
      stack('rebels', 'r1', 'squadron', 'navigate'),
      ...dialsFor(base, 'rebels').filter((c) => c.type === 'dials' && c.ship !== 'r1'),
      ...dialsFor(base, 'empire'),
    ).state;
    const s1 = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    expect(s1.activation).toMatchObject({ step: 'commands', orders: 1 });
    // rq2 stands 4 hexes from the corvette: out of command range.
    expect(refusal(s1, { type: 'order', side: 'rebels', squadron: 'rq2' })).toBe('OUT_OF_COMMAND_RANGE');
    const s2 = play(s1, { type: 'order', side: 'rebels', squadron: 'rq1' });
    expect(s2.events).toEqual([
      { type: 'squadronOrdered', ship: 'r1', squadron: 'rq1' },
      { type: 'squadronActivated', squadron: 'rq1', by: 'order' },
    ]);
    expect(s2.state.squadrons.find((q) => q.id === 'rq1')?.activated).toBe(true);
    // Moved beside eq1, it may still attack it: the order goes on.
    const s3 = play(s2.state, { type: 'squadronMove', side: 'rebels', squadron: 'rq1', to: { q: 2, r: 5 } }).state;
    expect(s3.squadrons.find((q) => q.id === 'rq1')?.hex).toEqual({ q: 2, r: 5 });
    expect(s3.activation?.ordering).toEqual({ squadron: 'rq1', moved: true, attacked: false });
    expect(refusal(s3, { type: 'squadronMove', side: 'rebels', squadron: 'rq1', to: { q: 2, r: 6 } })).toBe(
      'ALREADY_MOVED',
    );
    expect(fleetLegalCommands(s3, 'rebels')).toContainEqual({
      type: 'squadronAttack',
      side: 'rebels',
      squadron: 'rq1',
      target: { squadrons: ['eq1'] },
    });
    const s4 = play(s3, { type: 'done', side: 'rebels' });
    expect(s4.events[0]).toEqual({ type: 'stepEnded', ship: 'r1', step: 'order' });
    // No orders left and nothing else to do: the steps pass to the manoeuvre.
    expect(s4.state.activation?.step).toBe('manoeuvre');
    // An order with nothing left to do ends by itself (moved where nothing can be attacked).
    const alone = play(s2.state, { type: 'squadronMove', side: 'rebels', squadron: 'rq1', to: { q: 3, r: 7 } }).state;
    expect(alone.activation).toMatchObject({ ordering: null, step: 'manoeuvre' });
  });
});
