/**
 * Orders mean what they say (issue 39 defect 3, Deliver 2): standing orders `then:close` on both
 * sides, from seeded random positions of every impulse scenario (every other start with the sides
 * flying directly apart on one hex line), stop the distance between the nearest enemies growing
 * within 2 rounds, bring them within weapon range within 5 rounds, and never take a ship off the
 * map. The heading plans over the turn radius (seed 000 section 1.1.3: after a turn a ship moves its
 * turn radius in hexes before it may turn again); one move ahead, ships flying apart never turn.
 */
import { describe, expect, test } from 'vitest';
import { createRng, seedRng } from '../../../../src/engine/core/rng.js';
import { impulse } from '../../../../src/engine/index.js';
import { applyAccepted, bundledGame } from '../../../helpers/bundled-game.js';
import { closeOrders, playClosing, randomStart } from '../../../helpers/closing-play.js';

const SCENARIOS = ['cruiser-duel', 'tutorial', 'corvane-belt', 'outpost-raid', 'squadron-clash', 'fleet-battle'];
/** Random starts per scenario; the leading ships 7 to 11 hexes apart (beyond every weapon's reach, seed 000 1.3). */
const STARTS = 10;

describe('then:close on both sides closes and fires (issue 39 defect 3; seed 000 section 1.1.3)', () => {
  test('every bundled impulse scenario is covered', async () => {
    const { loadCatalog } = await import('../../../../src/assets/load-catalog.js');
    const catalog = await loadCatalog();
    expect(catalog.scenarios.map((s) => s.id).sort()).toEqual([...SCENARIOS].sort());
  });

  test.each(SCENARIOS)(
    '%s: from random starts (half flying directly apart) the distance stops growing within 2 rounds, weapons reach within 5, never off the map',
    async (id) => {
      for (let i = 0; i < STARTS; i += 1) {
        const rng = createRng(seedRng(`closing-${id}-${i}`));
        const spec = { gap: 7 + rng.int(5), spread: 2, apart: i % 2 === 0 };
        const start = randomStart(await bundledGame(id, `closing-dice-${i}`), (n) => rng.int(n), spec);
        const run = playClosing(start, 6);
        const where = `${id} start ${i} (${JSON.stringify(spec)}), nearest enemies at each round's end: ${run.distances.join(' ')}`;
        expect(run.leftMap, where).toBe(false);
        expect(run.inRangeRound, where).not.toBeNull();
        expect(run.inRangeRound ?? 99, where).toBeLessThanOrEqual(5);
        // From the end of round 2 until the guns reach, the gap never grows.
        const until = run.inRangeRound ?? run.distances.length - 1;
        for (let k = 2; k < until; k += 1)
          expect(run.distances[k + 1] ?? 0, where).toBeLessThanOrEqual(run.distances[k] ?? 0);
      }
    },
    60_000,
  );
});

describe('the heading plans over the turn radius (issue 39 defect 3; seed 000 section 1.1.3)', () => {
  test('a ship flying directly away from the enemy on a hex line turns now rather than fly on straight', async () => {
    // The reported duel: Ashen Claw and Vigil on one hex line, each facing straight away from the other.
    let state = await bundledGame('cruiser-duel', 'apart');
    const claw = state.ships.find((s) => s.name === 'Ashen Claw');
    const vigil = state.ships.find((s) => s.name === 'Vigil');
    if (!claw || !vigil) throw new Error('duel ships missing');
    state = {
      ...state,
      ships: state.ships.map((s) =>
        s.id === claw.id ? { ...s, hex: { q: 10, r: 6 }, facing: 0 } : { ...s, hex: { q: 10, r: 10 }, facing: 3 },
      ),
    };
    const moves: { ship: string; how: string }[] = [];
    for (const side of state.sides)
      for (const cmd of closeOrders(state, side.id)) {
        const next = applyAccepted(state, cmd);
        state = next.state;
        for (const e of next.events) if (e.type === 'shipMoved') moves.push({ ship: e.ship.name, how: e.how });
      }
    while (moves.length < 2) {
      const cmd = impulse.IMPULSE.autoplay(state);
      if (!cmd) break;
      const next = applyAccepted(state, cmd);
      state = next.state;
      for (const e of next.events) if (e.type === 'shipMoved') moves.push({ ship: e.ship.name, how: e.how });
    }
    // Each turns at its first move: no single move brings it nearer, but a turn starts the way back.
    expect(moves.slice(0, 2).map((m) => m.how)).toEqual([
      expect.stringMatching(/^turn/),
      expect.stringMatching(/^turn/),
    ]);
  });

  test('games created before impulse-5 keep the one-move heading, so their records replay as played', async () => {
    const state = await bundledGame('cruiser-duel', 'old');
    const old = { ...state, rulesVersion: 'impulse-4' };
    expect(impulse.RULES_VERSION).toBe('impulse-5');
    const run = playClosing(
      {
        ...old,
        ships: old.ships.map((s, i) =>
          i === 0 ? { ...s, hex: { q: 10, r: 6 }, facing: 0 } : { ...s, hex: { q: 10, r: 10 }, facing: 3 },
        ),
      },
      3,
    );
    // One move ahead, two ships flying apart never turn: the gap grows by their speeds every round.
    expect(run.distances.slice(0, 4)).toEqual([4, 8, 12, 16]);
  });
});
