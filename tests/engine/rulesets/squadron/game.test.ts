/**
 * `squadron` whole games (issue 14, deliverable 7): the bundled scenarios build, random legal play
 * keeps the invariants and always ends, a game replays exactly from its log, and the end is scored.
 */
import { describe, expect, test } from 'vitest';
import { squadron } from '../../../../src/engine/index.js';
import { play, playRandomly, squadronContent, squadronGame, table } from '../../../helpers/squadron-game.js';

const R = squadron.SQUADRON;

describe('the bundled content (issue 14, deliverable 5)', () => {
  test('six ship types a faction, two pilots each, every one with an ability; three scenarios', async () => {
    const content = await squadronContent();
    for (const faction of ['concord', 'veyra']) {
      const types = content.catalog.ships.filter((s) => s.faction === faction);
      expect(types.length).toBeGreaterThanOrEqual(6);
      for (const type of types)
        expect(content.catalog.pilots.filter((p) => p.ship === type.id).length).toBeGreaterThanOrEqual(1);
    }
    expect(content.scenarios.map((s) => s.id).sort()).toEqual(['asteroid-field', 'dogfight', 'escort']);
    // Every action of seed 001 is on some ship's bar, so each can be played.
    const bars = new Set(content.catalog.ships.flatMap((s) => s.actions));
    for (const action of squadron.ACTIONS.filter((a) => a !== 'pass')) expect(bars).toContain(action);
  });

  test('squad building: over the points limit, a named ace twice, a weapon without its slot are refused', async () => {
    const content = await squadronContent();
    const base = content.scenarios.find((s) => s.id === 'dogfight');
    if (!base) throw new Error('no dogfight');
    const withSquad = (squad: (typeof base.sides)[0]['squad']) => ({
      ...base,
      sides: [{ ...base.sides[0], squad }, base.sides[1]] as typeof base.sides,
    });
    const entry = (pilot: string, hex: string, upgrades: string[] = []) => ({
      pilot,
      hex,
      facing: 'S' as const,
      upgrades,
      escort: false,
    });
    const twice = R.createGame(
      withSquad([entry('mira-sol', '0502'), entry('mira-sol', '0702')]),
      null,
      content.catalog,
      's',
    );
    expect(twice.ok ? null : twice.error.code).toBe('UNIQUE_TWICE');
    const slot = R.createGame(withSquad([entry('lance-cadet', '0502', ['heavy-torpedo'])]), null, content.catalog, 's');
    expect(slot.ok ? null : slot.error.code).toBe('NO_SLOT');
    const many = ['0202', '0402', '0602', '0802', '1002', '1202'].map((h) => entry('lance-cadet', h));
    const over = R.createGame(withSquad(many), null, content.catalog, 's');
    expect(over.ok ? null : over.error.code).toBe('OVER_POINTS');
    const enemy = R.createGame(withSquad([entry('shard-drone', '0502')]), null, content.catalog, 's');
    expect(enemy.ok ? null : enemy.error.code).toBe('WRONG_FACTION');
  });
});

describe('random legal play (the property test, extended to squadron)', () => {
  for (const scenario of ['dogfight', 'escort', 'asteroid-field']) {
    for (const seed of ['p1', 'p2']) {
      test(`${scenario} (${seed}): every offered command is accepted, the invariants hold, the game ends and replays`, async () => {
        const game = await squadronGame(scenario, seed);
        const { state, log } = playRandomly(game.state, seed, 4000);
        expect(state.outcome).not.toBeNull();
        for (const ship of state.ships) {
          expect(ship.stress).toBeGreaterThanOrEqual(0);
          expect(ship.shields).toBeGreaterThanOrEqual(0);
          expect(ship.shields).toBeLessThanOrEqual(ship.stats.shields);
          if (!ship.destroyed) expect(ship.damage).toBeLessThan(ship.stats.hull);
        }
        // Every card is in exactly one place.
        const cards = [
          ...state.deck.drawPile,
          ...state.deck.discardPile,
          ...Object.values(state.deck.places).flatMap((p) => p.cards.map((c) => c.id)),
        ];
        expect(cards).toHaveLength(33);
        expect(new Set(cards).size).toBe(33);
        const replayed = R.replayGame(game.state, log);
        expect(replayed.ok && replayed.value.state).toEqual(state);
        const outcome = R.outcome(state);
        if (outcome?.winner) {
          const loser = state.sides.find((s) => s.id !== outcome.winner)?.id ?? '';
          expect(outcome.margin).toBe((outcome.pointsLost[loser] ?? 0) - (outcome.pointsLost[outcome.winner] ?? 0));
        }
      }, 60_000);
    }
  }

  test('a missed deadline always has a default the rules accept, at every moment of a game', async () => {
    const game = await squadronGame('dogfight', 'timeouts');
    let state = game.state;
    for (let i = 0; i < 400 && state.outcome === null; i++) {
      const [side] = R.awaiting(state).sides;
      if (side === undefined) throw new Error('nobody asked');
      const command = R.timeoutCommand(state, side, false);
      expect(command).toBeDefined();
      const applied = R.applyCommand(state, command as squadron.SquadronCommand);
      expect(applied.ok ? 'ok' : applied.error.code).toBe('ok');
      if (applied.ok) state = applied.value.state;
    }
    expect(state.round).toBeGreaterThan(1);
  });
});

describe('the end (seed 001: a squad destroyed; the scenarios: a round limit, the escort)', () => {
  test('conceding gives the other side the game', async () => {
    const state = await table(
      [{ pilot: 'lance-cadet', hex: '1010', facing: 'N' }],
      [{ pilot: 'shard-drone', hex: '1003', facing: 'S' }],
    );
    const { state: over } = play(state, R.concedeCommand('concord') as squadron.SquadronCommand);
    expect(R.outcome(over)).toMatchObject({ winner: 'veyra', reason: 'concession' });
    expect(R.awaiting(over).sides).toEqual([]);
  });

  test('the escort scenario is lost when the escorted ship is destroyed', async () => {
    const game = await squadronGame('escort', 'e');
    const escort = game.state.ships.find((s) => s.escort);
    expect(escort?.stats.type).toBe('harbour-transport');
    const doomed = {
      ...game.state,
      ships: game.state.ships.map((s) => (s.escort ? { ...s, damage: s.stats.hull - 1, shields: 0 } : s)),
    };
    // Damage it past its hull through the rules: an asteroid would do, but a concession is simpler to
    // contrast with: here the outcome is read from the board.
    const wrecked = { ...doomed, ships: doomed.ships.map((s) => (s.escort ? { ...s, destroyed: true } : s)) };
    const next = R.applyCommand(wrecked, { type: 'dials', side: 'concord', dials: {} });
    expect(next.ok && R.outcome(next.value.state)).toMatchObject({ winner: 'veyra', reason: 'escortLost' });
  });
});
