/**
 * `fleet`'s score (issue 43 deliverable 7: "three scenarios with objectives scored as victory
 * points"; the brief's "Score"): destroyed enemy units' fleet points, hold tokens each round from
 * `fromRound`, salvage picked up within distance 1 and lost with its carrier; more points wins.
 */
import { describe, expect, test } from 'vitest';
import {
  endFleetGame,
  fleetGameOver,
  fleetOutcome,
  fleetPoints,
  fleetPointsLost,
  loseSalvage,
  pickUpSalvage,
  scoreRoundEnd,
} from '../../../../../src/engine/rulesets/fleet/score/index.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { fleetGame, moveShip, shipNamed, withShip } from '../setup/fleet-content.js';

const destroy = (state: FleetState, ...names: string[]): FleetState => ({
  ...state,
  ships: state.ships.map((s) => (names.includes(s.name) ? { ...s, destroyed: true } : s)),
  squadrons: state.squadrons.map((s) => (names.includes(s.name) ? { ...s, destroyed: true, hull: 0 } : s)),
});

describe('fleet points', () => {
  test('a side scores the class points of enemy ships and squadrons destroyed, plus its objective points', async () => {
    const { state } = await fleetGame('pitched-battle');
    expect(fleetPoints(state)).toEqual({ concord: 0, veyra: 0 });
    // Red Fang (Reaver, 82) and First Needles (Needle, 8) destroyed; Gull One (Gull, 11) lost.
    const after = {
      ...destroy(state, 'Red Fang', 'First Needles', 'Gull One'),
      objectivePoints: { concord: 5, veyra: 0 },
    };
    expect(fleetPoints(after)).toEqual({ concord: 82 + 8 + 5, veyra: 11 });
    expect(fleetPointsLost(after)).toEqual({ concord: 11, veyra: 90 });
  });
});

describe('hold objective (relay-stations)', () => {
  test('a relay scores its points at the end of a round for the side with more live ships within distance 1', async () => {
    const { state } = await fleetGame('relay-stations');
    const beacon = shipNamed(state, 'Beacon');
    // Relay o1 stands at column 8, row 8; Beacon's front hex one hex north of it.
    const round2 = { ...moveShip(state, beacon.id, 8, 7, 3), round: 2 };
    const scored = scoreRoundEnd(round2);
    expect(scored.events).toEqual([{ type: 'objectiveScored', side: 'concord', points: 5, token: 'o1' }]);
    expect(scored.state.objectivePoints).toEqual({ concord: 5, veyra: 0 });
    expect(fleetPoints(scored.state)).toEqual({ concord: 5, veyra: 0 });
  });

  test('from round 2 only (fromRound): the end of round 1 scores nothing', async () => {
    const { state } = await fleetGame('relay-stations');
    const round1 = moveShip(state, shipNamed(state, 'Beacon').id, 8, 7, 3);
    expect(scoreRoundEnd(round1)).toEqual({ state: round1, events: [] });
  });

  test("any hex of a ship's base counts: its rear hex within distance 1 holds the relay", async () => {
    const { state } = await fleetGame('relay-stations');
    // Hunger (two hexes, facing N) with its front hex at column 15, row 6: its rear hex at row 7 is
    // one hex from relay o2 at column 15, row 8; its front hex is two.
    const hunger = shipNamed(state, 'Hunger');
    const moved = { ...moveShip(state, hunger.id, 15, 6, 0), round: 3 };
    expect(scoreRoundEnd(moved).events).toEqual([{ type: 'objectiveScored', side: 'veyra', points: 5, token: 'o2' }]);
  });

  test('equal numbers hold nothing; a destroyed ship holds nothing', async () => {
    const { state } = await fleetGame('relay-stations');
    let s = moveShip(state, shipNamed(state, 'Beacon').id, 8, 7, 3);
    s = { ...moveShip(s, shipNamed(s, 'Flicker').id, 8, 9, 0), round: 2 };
    expect(scoreRoundEnd(s).events).toEqual([]);
    const flickerGone = destroy(s, 'Flicker');
    expect(scoreRoundEnd(flickerGone).events).toEqual([
      { type: 'objectiveScored', side: 'concord', points: 5, token: 'o1' },
    ]);
    // Two live Veyra ships (beside the relay, west and east of it) to one Concord: Veyra holds it.
    const glint = moveShip(flickerGone, shipNamed(s, 'Glint').id, 7, 8, 0);
    const hunger = moveShip(glint, shipNamed(s, 'Hunger').id, 9, 8, 0);
    expect(scoreRoundEnd(hunger).events).toEqual([{ type: 'objectiveScored', side: 'veyra', points: 5, token: 'o1' }]);
  });
});

describe('salvage objective (salvage-run)', () => {
  test('a ship ending its manoeuvre within distance 1 of a free pod picks it up; the pod scores while carried', async () => {
    const { state } = await fleetGame('salvage-run');
    const wren = shipNamed(state, 'Wren');
    // Pod o1 at column 6, row 8.
    const moved = moveShip(state, wren.id, 6, 7, 3);
    const picked = pickUpSalvage(moved, wren.id);
    expect(picked.events).toEqual([{ type: 'salvagePicked', ship: wren.id, token: 'o1' }]);
    expect(picked.state.objectiveTokens[0]).toMatchObject({ id: 'o1', carrier: wren.id, lost: false });
    expect(shipNamed(picked.state, 'Wren').salvage).toBe(1);
    expect(fleetPoints(picked.state)).toEqual({ concord: 15, veyra: 0 });
  });

  test('a carried pod is not picked up again; a ship out of reach picks up nothing', async () => {
    const { state } = await fleetGame('salvage-run');
    const wren = shipNamed(state, 'Wren');
    const scavenger = shipNamed(state, 'Scavenger');
    let s = pickUpSalvage(moveShip(state, wren.id, 6, 7, 3), wren.id).state;
    s = moveShip(s, scavenger.id, 6, 9, 0);
    expect(pickUpSalvage(s, scavenger.id).events).toEqual([]);
    expect(pickUpSalvage(state, wren.id).events).toEqual([]);
  });

  test('a carrier destroyed loses its pods for the game', async () => {
    const { state } = await fleetGame('salvage-run');
    const wren = shipNamed(state, 'Wren');
    const carrying = pickUpSalvage(moveShip(state, wren.id, 6, 7, 3), wren.id).state;
    const sunk = withShip(carrying, wren.id, { destroyed: true });
    expect(fleetPoints(sunk)).toEqual({ concord: 0, veyra: 40 });
    const lost = loseSalvage(sunk);
    expect(lost.events).toEqual([{ type: 'salvageLost', ship: wren.id, token: 'o1' }]);
    expect(lost.state.objectiveTokens[0]).toMatchObject({ lost: true });
    expect(shipNamed(lost.state, 'Wren').salvage).toBe(0);
    expect(loseSalvage(lost.state).events).toEqual([]);
    // A lost pod is picked up by nobody.
    const scavenger = shipNamed(lost.state, 'Scavenger');
    expect(pickUpSalvage(moveShip(lost.state, scavenger.id, 6, 9, 0), scavenger.id).events).toEqual([]);
  });

  test('hold scoring and salvage pick-up do nothing in a scenario without that objective', async () => {
    const { state } = await fleetGame('pitched-battle');
    expect(scoreRoundEnd({ ...state, round: 4 }).events).toEqual([]);
    expect(pickUpSalvage(state, 's1').events).toEqual([]);
  });
});

describe('the end of the game', () => {
  test('other-systems.md 5.1: the game ends after the last round, or when a side has no ship left', async () => {
    const { state } = await fleetGame('pitched-battle');
    expect(fleetGameOver(state)).toBeNull();
    expect(fleetGameOver({ ...state, round: 6 })).toBeNull();
    expect(fleetGameOver({ ...state, round: 7 })).toBe('lastRound');
    expect(fleetGameOver(destroy(state, 'Devourer', 'Red Fang'))).toBe('fleetDestroyed');
    // Squadrons do not hold the field alone.
    expect(fleetGameOver(destroy(state, 'Devourer'))).toBeNull();
  });

  test("more points wins; the margin is the loser's points lost less the winner's; the score is objective points", async () => {
    const { state } = await fleetGame('pitched-battle');
    const s = destroy(state, 'Red Fang', 'Gull One');
    expect(fleetOutcome(s, 'lastRound')).toEqual({
      winner: 'concord',
      reason: 'lastRound',
      pointsLost: { concord: 11, veyra: 82 },
      margin: 71,
      score: { points: { concord: 82, veyra: 11 }, kind: 'objective' },
    });
  });

  test('equal points are a draw with margin 0', async () => {
    const { state } = await fleetGame('pitched-battle');
    expect(fleetOutcome(state, 'lastRound')).toMatchObject({ winner: null, margin: 0 });
    const even = { ...state, objectivePoints: { concord: 10, veyra: 10 } };
    expect(fleetOutcome(even, 'lastRound')).toMatchObject({ winner: null, margin: 0 });
  });

  test('objective points can outweigh losses; the margin is never below 0', async () => {
    const { state } = await fleetGame('relay-stations');
    const s = { ...destroy(state, 'Swiftwater'), objectivePoints: { concord: 0, veyra: 0 } };
    const ahead = { ...s, objectivePoints: { concord: 45, veyra: 0 } };
    expect(fleetOutcome(ahead, 'lastRound')).toMatchObject({ winner: 'concord', margin: 0 });
  });

  test('a side that concedes loses, whatever the points', async () => {
    const { state } = await fleetGame('pitched-battle');
    const s = destroy(state, 'Red Fang');
    expect(fleetOutcome(s, 'concede', 'concord')).toMatchObject({ winner: 'veyra', reason: 'concede', margin: 0 });
  });

  test("ending the game loses destroyed carriers' salvage, sets the outcome and says gameEnded", async () => {
    const { state } = await fleetGame('salvage-run');
    const wren = shipNamed(state, 'Wren');
    const carrying = pickUpSalvage(moveShip(state, wren.id, 6, 7, 3), wren.id).state;
    const ended = endFleetGame(withShip(carrying, wren.id, { destroyed: true }), 'lastRound');
    expect(ended.events).toEqual([
      { type: 'salvageLost', ship: wren.id, token: 'o1' },
      { type: 'gameEnded', winner: 'veyra', reason: 'lastRound' },
    ]);
    expect(ended.state.outcome).toMatchObject({ winner: 'veyra', score: { points: { concord: 0, veyra: 40 } } });
  });
});
