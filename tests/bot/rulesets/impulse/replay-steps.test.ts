/**
 * `impulseSteps` (for `/replay animated:true`): an impulse's board at its start and after every
 * event that changed the picture (issue 40: a move, a volley, a missile launched, moved or hitting, a
 * wreck, a blast), rebuilt from golden games' logs and from one built here.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { pastImpulse } from '../../../../src/bot/rulesets/impulse/history.js';
import { MAX_STEPS, impulseSteps } from '../../../../src/bot/rulesets/impulse/replay-steps.js';
import { fromOffset } from '../../../../src/engine/core/hex-label.js';
import { impulse } from '../../../../src/engine/index.js';
import type { GameRecord } from '../../../../src/store/index.js';
import type { GoldenGame } from '../../../fixtures/golden.js';
import { CROWDED } from '../../../fixtures/mid-game.js';
import { newGame, testClass, type TestShip } from '../../../helpers/build.js';

const golden = (name: string): GoldenGame =>
  JSON.parse(readFileSync(new URL(`../../../fixtures/games/${name}.json`, import.meta.url), 'utf8')) as GoldenGame;

/** A record as the store keeps one, as far as `impulseSteps` and `pastImpulse` read it. */
const recordOf = (initial: impulse.GameState, log: readonly impulse.Command[]): GameRecord =>
  ({ initial, log: log.map((command) => ({ command })) }) as unknown as GameRecord;

/** Every impulse a golden game started with an `impulseStarted` event, in order. */
function impulsesOf(game: GoldenGame): { round: number; letter: string }[] {
  const replayed = impulse.replayGame(game.initial, game.log);
  if (!replayed.ok) throw new Error('golden game does not replay');
  return replayed.value.events.flatMap((e) =>
    e.type === 'impulseStarted' ? [{ round: e.round, letter: e.impulse as string }] : [],
  );
}

const count = (events: readonly impulse.GameEvent[], type: impulse.GameEvent['type']) =>
  events.filter((e) => e.type === type).length;

const DRAWN: ReadonlySet<impulse.GameEvent['type']> = new Set([
  'shipMoved',
  'shotResolved',
  'missileLaunched',
  'missileMoved',
  'missileDetonated',
  'shipDestroyed',
  'exploded',
]);

const duel = golden('cruiser-duel');
const duelRecord = recordOf(duel.initial, duel.log);
const duelImpulses = impulsesOf(duel);
// Impulses of the duel with shots: found by replaying, not hard-coded.
const duelShooting = duelImpulses.filter(
  ({ round, letter }) => count(pastImpulse(duelRecord, round, letter)?.events ?? [], 'shotResolved') > 0,
);

describe('the steps of an impulse that ended (cruiser duel)', () => {
  test('the duel has impulses with shots to check', () => {
    expect(duelShooting.length).toBeGreaterThan(0);
  });

  test.each(duelImpulses.map(({ round, letter }) => [`${round}${letter}`, round, letter] as const))(
    '%s: the first step has no events; every later one begins with its impulseStarted and holds no other impulse',
    (_, round, letter) => {
      const steps = impulseSteps(duelRecord, round, letter);
      if (!steps) throw new Error(`no steps for ${round}${letter}`);
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps[0]?.events).toEqual([]);
      for (const step of steps.slice(1)) {
        expect(step.events[0]).toEqual(expect.objectContaining({ type: 'impulseStarted', round, impulse: letter }));
        const started = step.events.filter((e) => e.type === 'impulseStarted');
        expect(started).toHaveLength(1);
        expect(count(step.events, 'powerPhaseStarted')).toBe(0);
        expect(count(step.events, 'gameEnded')).toBe(0);
      }
    },
  );

  test.each(duelShooting.map(({ round, letter }) => [`${round}${letter}`, round, letter] as const))(
    '%s: the last step has every shot of the impulse, as the past impulse tells them',
    (_, round, letter) => {
      const steps = impulseSteps(duelRecord, round, letter);
      const past = pastImpulse(duelRecord, round, letter);
      if (!steps || !past) throw new Error(`no steps for ${round}${letter}`);
      const last = steps[steps.length - 1];
      expect(count(last?.events ?? [], 'shotResolved')).toBe(count(past.events, 'shotResolved'));
      expect(count(last?.events ?? [], 'shotResolved')).toBeGreaterThan(0);
      // The events up to the impulse's end: the past impulse's, less the game's end if it came.
      expect(last?.events).toEqual(past.events.filter((e) => e.type !== 'gameEnded'));
    },
  );

  test.each(duelImpulses.map(({ round, letter }) => [`${round}${letter}`, round, letter] as const))(
    '%s: each step carries on the one before, and all but the last add something a picture draws',
    (_, round, letter) => {
      const steps = impulseSteps(duelRecord, round, letter) ?? [];
      for (let i = 1; i < steps.length; i++) {
        const before = steps[i - 1]?.events ?? [];
        const now = steps[i]?.events ?? [];
        expect(now.slice(0, before.length)).toEqual(before);
        if (i < steps.length - 1)
          expect(now.filter((e) => DRAWN.has(e.type)).length).toBeGreaterThan(
            before.filter((e) => DRAWN.has(e.type)).length,
          );
      }
    },
  );

  test("a volley of the impulse shows in the steps' board views, numbered from 1", () => {
    const first = duelShooting[0];
    if (!first) throw new Error('no impulse with shots');
    const steps = impulseSteps(duelRecord, first.round, first.letter) ?? [];
    const last = steps[steps.length - 1];
    if (!last) throw new Error('no steps');
    const happenings = impulse.boardView(last.state, last.events).happenings;
    expect(happenings.map((h) => h.n)).toEqual(happenings.map((_, i) => i + 1));
    expect(happenings.some((h) => h.kind === 'volley')).toBe(true);
  });
});

/** Ship hexes of the first step with the moves of `events` made, by ship id. */
function movedOn(
  first: impulse.GameState,
  events: readonly impulse.GameEvent[],
): Record<string, impulse.GameState['ships'][number]['hex']> {
  const hexes = Object.fromEntries(first.ships.map((s) => [s.id, s.hex]));
  for (const e of events) if (e.type === 'shipMoved') hexes[e.ship.id] = e.to;
  return hexes;
}
const hexesOf = (state: impulse.GameState) => Object.fromEntries(state.ships.map((s) => [s.id, s.hex]));

describe("the last step's board is the first one's with the impulse's moves made", () => {
  test.each(duelImpulses.map(({ round, letter }) => [`${round}${letter}`, round, letter] as const))(
    'cruiser duel %s',
    (_, round, letter) => {
      const steps = impulseSteps(duelRecord, round, letter) ?? [];
      const [first, last] = [steps[0], steps[steps.length - 1]];
      if (!first || !last) throw new Error(`no steps for ${round}${letter}`);
      expect(hexesOf(last.state)).toEqual(movedOn(first.state, last.events));
    },
  );

  // The command that ends an impulse (`chooseInitiative`) often plays the next impulse's automatic
  // moves too: the last board is rewound to the end of this impulse, with no ship a hex ahead.
  test('fleet battle: an impulse whose ending command moves a ship in the next impulse', () => {
    const game = golden('fleet-battle');
    const record = recordOf(game.initial, game.log);
    // The first command that starts an impulse and moves a ship in it at once.
    let state = game.initial;
    let ended: { round: number; letter: string } | undefined;
    for (const command of game.log) {
      const applied = impulse.applyCommand(state, command);
      if (!applied.ok) throw new Error('fleet-battle does not replay');
      const events = applied.value.events;
      const start = events.findIndex((e) => e.type === 'impulseStarted');
      if (start >= 0 && state.flow.phase === 'initiative' && count(events.slice(start), 'shipMoved') > 0) {
        ended = { round: state.flow.round, letter: state.flow.impulse };
        break;
      }
      state = applied.value.state;
    }
    if (!ended) throw new Error('no such command in the fleet battle');
    const steps = impulseSteps(record, ended.round, ended.letter) ?? [];
    const [first, last] = [steps[0], steps[steps.length - 1]];
    if (!first || !last) throw new Error('no steps');
    expect(hexesOf(last.state)).toEqual(movedOn(first.state, last.events));
  });
});

describe('impulses that never ended', () => {
  const [lastOfDuel] = duelImpulses.slice(-1);

  test.each([
    ['the impulse after the one the game ended in', lastOfDuel?.round ?? 0, lastOfDuel?.letter === 'A' ? 'B' : 'A'],
    ['a round the game never reached', 9, 'A'],
  ])('%s: undefined', (_, round, letter) => {
    expect(duel.expected.flow.phase).toBe('over');
    expect(impulseSteps(duelRecord, round, letter)).toBeUndefined();
  });

  test('the impulse the game ended in has its steps', () => {
    if (!lastOfDuel) throw new Error('no impulses');
    expect(impulseSteps(duelRecord, lastOfDuel.round, lastOfDuel.letter)?.length).toBeGreaterThan(1);
  });

  test('an impulse still under way (the log stops in it): undefined', () => {
    const game = golden('corvane-belt');
    const record = recordOf(game.initial, game.log);
    const replayed = impulse.replayGame(game.initial, game.log);
    if (!replayed.ok) throw new Error('corvane-belt does not replay');
    const flow = replayed.value.state.flow;
    if (flow.phase !== 'turn') throw new Error(`corvane-belt stops in the ${flow.phase} phase`);
    expect(impulseSteps(record, flow.round, flow.impulse)).toBeUndefined();
  });

  test('a record with no initial state: undefined', () => {
    expect(impulseSteps({ ...duelRecord, initial: null } as unknown as GameRecord, 1, 'B')).toBeUndefined();
  });
});

describe('at most MAX_STEPS', () => {
  // The fleet battle's first rounds hold its busiest impulses; later ones only cost replay time.
  test.each([
    ['cruiser-duel', 99],
    ['fleet-battle', 4],
  ] as const)('%s: no impulse of rounds up to %i has more than MAX_STEPS steps', (name, rounds) => {
    const game = golden(name);
    const record = recordOf(game.initial, game.log);
    for (const { round, letter } of impulsesOf(game).filter((i) => i.round <= rounds))
      expect(impulseSteps(record, round, letter)?.length ?? 0, `${round}${letter}`).toBeLessThanOrEqual(MAX_STEPS);
  });

  /**
   * Forty-four ships on speed 4 (live in impulse A), each moved by its own command: more steps than
   * MAX_STEPS. The log ends once impulse A has ended.
   */
  function crowdedImpulseA() {
    const ships: TestShip[] = Array.from({ length: 44 }, (_, i) => ({
      name: `S${i}`,
      side: i % 2 ? 'red' : 'blue',
      hex: fromOffset({ col: 1 + 2 * Math.floor(i / 2), row: i % 2 ? 30 : 2 }),
      facing: i % 2 ? 'N' : 'S',
      curve: 3,
    }));
    const initial = newGame({ classes: [testClass({ afterburners: 0 })], ships });
    const log: impulse.Command[] = [];
    let state = initial;
    let ended = false;
    for (let guard = 0; !ended; guard++) {
      if (guard > 200) throw new Error('impulse A never ended');
      const flow = state.flow;
      let command: impulse.Command;
      if (flow.phase === 'initiative') command = { type: 'chooseInitiative', side: flow.chooser, choice: 'take' };
      else if (flow.phase === 'turn') {
        const side = flow.turn === 0 ? flow.initiative : flow.initiative === 'blue' ? 'red' : 'blue';
        const mover = state.ships.find((s) => s.side === side && !s.turn.moved);
        command =
          flow.step === 'movement' && mover
            ? { type: 'move', side, ship: mover.id, how: 'straight' }
            : { type: 'endStep', side };
      } else throw new Error(`unexpected ${flow.phase} phase`);
      const applied = impulse.applyCommand(state, command);
      if (!applied.ok) throw new Error(`${command.type} refused: ${applied.error.code}`);
      state = applied.value.state;
      log.push(command);
      ended = applied.value.events.some((e) => e.type === 'impulseStarted' || e.type === 'powerPhaseStarted');
    }
    return { initial, log };
  }

  test('an impulse with more changes than that: MAX_STEPS steps picked evenly, the first and the last kept', () => {
    const { initial, log } = crowdedImpulseA();
    expect(log.filter((c) => c.type === 'move')).toHaveLength(44);
    const steps = impulseSteps(recordOf(initial, log), 1, 'A');
    if (!steps) throw new Error('impulse A has no steps');
    expect(steps).toHaveLength(MAX_STEPS);
    expect(steps[0]?.events).toEqual([]);
    // 45 steps (the start and a move each) down to 40: every kept one has more moves, at most two more.
    const moves = steps.map((s) => count(s.events, 'shipMoved'));
    for (let i = 1; i < MAX_STEPS; i++) expect(moves[i]! - moves[i - 1]!, `step ${i}`).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < MAX_STEPS; i++) expect(moves[i]! - moves[i - 1]!, `step ${i}`).toBeLessThanOrEqual(2);
    expect(moves[MAX_STEPS - 1]).toBe(44);
  });
});

/**
 * What a step adds to the picture: every trail (a ship's or a missile's move), numbered happening
 * (a volley, a missile's hit, a wreck), blast and missile launched so far, counted on its board view.
 */
function drawnSoFar(step: { state: impulse.GameState; events: readonly impulse.GameEvent[] }) {
  const view = impulse.boardView(step.state, step.events);
  return {
    view,
    items: [
      ...view.trails.map((t) => (t.missile ? 'missile move' : 'move')),
      ...view.happenings.map((h) => ({ volley: 'volley', missileHit: 'missile hit', destroyed: 'wreck' })[h.kind]),
      ...view.explosions.map(() => 'blast'),
      ...step.events.filter((e) => e.type === 'missileLaunched').map(() => 'launch'),
      // A missile stranded at the end of its flight leaves the board: nothing else shows it.
      ...step.events.filter((e) => e.type === 'missileDestroyed' && e.cause === 'stranded').map(() => 'stranded'),
    ],
  };
}

describe('a step per event that changes the picture (issue 40)', () => {
  const battle = golden('fleet-battle');
  const battleRecord = recordOf(battle.initial, battle.log);

  test.each([
    ...duelImpulses.map(({ round, letter }) => ['cruiser-duel', round, letter] as const),
    ...impulsesOf(battle)
      .filter((i) => i.round <= 4)
      .map(({ round, letter }) => ['fleet-battle', round, letter] as const),
  ])(
    '%s %i%s: each step after the first adds exactly one move, volley, missile, wreck or blast',
    (name, round, letter) => {
      const steps = impulseSteps(name === 'fleet-battle' ? battleRecord : duelRecord, round, letter) ?? [];
      const drawn = steps.map((s) => drawnSoFar(s).items.length);
      expect(drawn[0]).toBe(0);
      // An impulse where nothing was drawn has its start and its end; any other, a step per drawn thing.
      if (drawn[drawn.length - 1] === 0) expect(steps).toHaveLength(2);
      else for (let i = 1; i < steps.length; i++) expect(drawn[i]! - drawn[i - 1]!, `step ${i}`).toBe(1);
    },
  );

  // The fleet battle's crowded impulse: moves, missiles flying and hitting, three volleys, a wreck and
  // its blast, much of it in one command (a fire command resolving volleys, a wreck and a blast).
  const steps = impulseSteps(battleRecord, CROWDED.round, CROWDED.impulse) ?? [];
  const added = steps.slice(1).map((step, i) => {
    const before = drawnSoFar(steps[i]!).items;
    const now = drawnSoFar(step).items;
    return now.find(
      (item, k) => now.filter((x) => x === item).length > before.filter((x) => x === item).length || k >= before.length,
    );
  });

  test('fleet battle 3A: the steps in the order they happened', () => {
    expect(added).toEqual([
      'move',
      'move',
      'missile move',
      'missile hit',
      'missile move',
      'missile move',
      'volley',
      'volley',
      'volley',
      'wreck',
      'blast',
      'move',
      'volley',
    ]);
  });

  test('fleet battle 3A: each board is the one of its moment (a missile flies until it hits, a ship lives until its wreck)', () => {
    const views = steps.map((s) => impulse.boardView(s.state, s.events));
    const hit = added.indexOf('missile hit') + 1;
    const wreck = added.indexOf('wreck') + 1;
    const blast = added.indexOf('blast') + 1;
    const struck = views[hit]?.happenings.find((h) => h.kind === 'missileHit');
    const dead = views[wreck]?.happenings.find((h) => h.kind === 'destroyed');
    if (struck?.kind !== 'missileHit' || dead?.kind !== 'destroyed') throw new Error('no hit or no wreck');
    views.forEach((view, i) => {
      // The missile is on the board (and named on the map by its id) until the step it hits in.
      expect(
        view.missiles.some((m) => m.id === struck.missile),
        `step ${i}`,
      ).toBe(i < hit);
      const ship = view.ships.find((s) => s.name === dead.ship);
      expect(ship?.status, `step ${i}`).toBe(i < wreck ? 'active' : 'destroyed');
      expect(view.explosions.length, `step ${i}`).toBe(i < blast ? 0 : 1);
    });
    // Damage shows as it was done: the missile's target has less hull or shield after the hit than before.
    const strength = (view: impulse.BoardView | undefined) => {
      const ship = view?.ships.find((s) => s.name === struck.target);
      return ship ? ship.hull.left + Object.values(ship.shields).reduce((n, a) => n + a.left + a.reinforced, 0) : 0;
    };
    expect(strength(views[hit])).toBeLessThan(strength(views[hit - 1]));
    for (let i = 1; i < views.length; i++)
      for (const ship of views[i]?.ships ?? [])
        expect(ship.hull.left, `${ship.name} step ${i}`).toBeLessThanOrEqual(
          views[i - 1]?.ships.find((s) => s.id === ship.id)?.hull.left ?? 0,
        );
  });
});
