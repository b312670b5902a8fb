import { describe, expect, it } from 'vitest';
import { applyFleetCommand } from '../../../../../src/engine/rulesets/fleet/flow/apply.js';
import type { FleetEvent } from '../../../../../src/engine/rulesets/fleet/events.js';
import {
  fleetAwaiting,
  fleetLegalCommands,
  fleetTasks,
  fleetTimeoutCommand,
} from '../../../../../src/engine/rulesets/fleet/queries.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { dialsFor, play, smallFleetGame } from '../fixtures.js';

/** Plays each awaited side's timeout default until `stop` says so (or the game ends). */
function playDefaults(start: FleetState, stop: (s: FleetState) => boolean = () => false) {
  let state = start;
  const events: FleetEvent[] = [];
  for (let i = 0; i < 500 && !state.outcome && !stop(state); i++) {
    const side = fleetAwaiting(state).sides[0];
    if (side === undefined) throw new Error(`nobody awaited at ${fleetAwaiting(state).moment}`);
    const command = fleetTimeoutCommand(state, side, false);
    if (!command) throw new Error(`no default for ${side} at ${fleetAwaiting(state).moment}`);
    const applied = applyFleetCommand(state, command);
    if (!applied.ok) throw new Error(`${JSON.stringify(command)}: ${JSON.stringify(applied.error)}`);
    state = applied.value.state;
    events.push(...applied.value.events);
  }
  return { state, events };
}

const shipPhase = (extra: Partial<FleetState> = {}) => {
  const state = smallFleetGame(extra);
  return play(state, ...dialsFor(state, 'rebels'), ...dialsFor(state, 'empire')).state;
};

describe('fleet round (other-systems.md 5.1)', () => {
  it('Command, Ship (alternating from the initiative), Squadron, Status, then round 2 with the initiative passed', () => {
    const { state, events } = playDefaults(smallFleetGame(), (s) => s.round === 2);
    const marks = events
      .filter((e) =>
        ['phaseStarted', 'shipActivated', 'tokensReadied', 'initiativePassed', 'roundStarted'].includes(e.type),
      )
      .map((e) =>
        e.type === 'phaseStarted' ? `phase:${e.phase}` : e.type === 'shipActivated' ? `ship:${e.ship}` : e.type,
      );
    expect(marks).toEqual([
      'phase:ship',
      'ship:r1',
      'ship:e1',
      'ship:r2',
      'ship:e2',
      'phase:squadron',
      'tokensReadied',
      'initiativePassed',
      'roundStarted',
      'phase:command',
    ]);
    expect(state).toMatchObject({ round: 2, phase: 'command', initiative: 'empire' });
    // Round 2: one new dial at the bottom of each stack.
    expect(fleetAwaiting(state)).toMatchObject({ turn: 'r2:command', simultaneous: true });
    const menu = fleetLegalCommands(state, 'rebels');
    expect(new Set(menu.map((c) => (c.type === 'dials' ? c.ship : '')))).toEqual(new Set(['r1', 'r2']));
    const two = applyFleetCommand(state, { type: 'dials', side: 'rebels', ship: 'r1', dials: ['navigate', 'repair'] });
    expect(!two.ok && two.error.code).toBe('STACK_FULL');
    expect(state.dials['r1']).toHaveLength(1);
  });

  it('5.1: a side with no ship left to activate is skipped; the other activates its ships in a row', () => {
    const base = smallFleetGame();
    const state = shipPhase({ ships: base.ships.filter((s) => s.id !== 'e2') });
    const { events } = playDefaults(state, (s) => s.phase === 'squadron');
    const order = events.flatMap((e) => (e.type === 'shipActivated' ? [e.ship] : []));
    expect(order).toEqual(['r1', 'e1', 'r2']);
  });

  it('Squadron Phase: two squadrons a turn, initiative first; squadrons a ship ordered are skipped', () => {
    const base = shipPhase();
    const ordered = { ...base, squadrons: base.squadrons.map((q) => (q.id === 'rq1' ? { ...q, activated: true } : q)) };
    const atSquadrons = playDefaults(ordered, (s) => s.phase === 'squadron').state;
    expect(fleetAwaiting(atSquadrons)).toMatchObject({ sides: ['rebels'], turn: 'r1:squadron:1' });
    expect(fleetTasks(atSquadrons, 'rebels').map((t) => t.unit)).toEqual(['rq2']);
    const stay = (side: string, squadron: string, q: number, r: number) =>
      ({ type: 'squadronMove', side, squadron, to: { q, r } }) as const;
    // rebels have one squadron left: after it, empire's turn of two.
    const s1 = play(atSquadrons, stay('rebels', 'rq2', 6, 7)).state;
    expect(fleetAwaiting(s1)).toMatchObject({
      sides: ['empire'],
      turn: 'r1:squadron:2',
      moment: 'r1:squadron:2:empire:2',
    });
    const s2 = play(s1, stay('empire', 'eq1', 2, 4)).state;
    expect(fleetAwaiting(s2)).toMatchObject({
      sides: ['empire'],
      turn: 'r1:squadron:2',
      moment: 'r1:squadron:2:empire:1',
    });
    const again = applyFleetCommand(s2, stay('empire', 'eq1', 2, 5));
    expect(!again.ok && again.error.code).toBe('ALREADY_ACTIVATED');
    const s3 = play(s2, stay('empire', 'eq2', 6, 4));
    // The last squadron: the Status Phase runs at once and round 2 begins.
    expect(s3.events.map((e) => e.type)).toContain('tokensReadied');
    expect(s3.state).toMatchObject({ round: 2, phase: 'command' });
  });

  it('Squadron Phase alternates two at a time: a side with more squadrons goes on after the other runs out', () => {
    const base = shipPhase();
    const extra = { ...base.squadrons[0]!, id: 'rq3', hex: { q: 4, r: 8 } };
    const more = { ...base, squadrons: [...base.squadrons, extra, { ...extra, id: 'rq4', hex: { q: 4, r: 10 } }] };
    const { events } = playDefaults(more, (s) => s.round === 2);
    const order = events.flatMap((e) => (e.type === 'squadronActivated' ? [e.squadron] : []));
    expect(order).toEqual(['rq1', 'rq2', 'eq1', 'eq2', 'rq3', 'rq4']);
  });

  it('seed 004 p. 14: the Status Phase readies exhausted defence tokens (discarded stay discarded)', () => {
    const base = shipPhase();
    const worn = {
      ...base,
      ships: base.ships.map((s) =>
        s.id === 'r1'
          ? {
              ...s,
              tokens: [
                { type: 'evade' as const, state: 'exhausted' as const },
                { type: 'brace' as const, state: 'discarded' as const },
              ],
            }
          : s,
      ),
      squadrons: base.squadrons.map((q) =>
        q.id === 'eq1' ? { ...q, tokens: [{ type: 'scatter' as const, state: 'exhausted' as const }] } : q,
      ),
    };
    const { state } = playDefaults(worn, (s) => s.round === 2);
    expect(state.ships.find((s) => s.id === 'r1')?.tokens).toEqual([
      { type: 'evade', state: 'ready' },
      { type: 'brace', state: 'discarded' },
    ]);
    expect(state.squadrons.find((q) => q.id === 'eq1')?.tokens).toEqual([{ type: 'scatter', state: 'ready' }]);
    expect(state.ships.every((s) => !s.activated) && state.squadrons.every((q) => !q.activated)).toBe(true);
  });

  it('the setting `initiative: fixed` keeps the first player', () => {
    const state = smallFleetGame({ settings: { initiative: 'fixed', squadronsPerTurn: 2 } });
    const { state: after, events } = playDefaults(state, (s) => s.round === 2);
    expect(after.initiative).toBe('rebels');
    expect(events.some((e) => e.type === 'initiativePassed')).toBe(false);
  });

  it('the game ends after the last round, with the outcome by points', () => {
    const { state, events } = playDefaults(smallFleetGame({ rounds: 2 }));
    expect(state.round).toBe(2);
    expect(state.outcome).toMatchObject({ winner: null, reason: 'lastRound', margin: 0 });
    expect(events.at(-1)).toEqual({ type: 'gameEnded', winner: null, reason: 'lastRound' });
    expect(fleetAwaiting(state)).toMatchObject({ sides: [], turn: 'over' });
    expect(applyFleetCommand(state, { type: 'done', side: 'rebels' })).toMatchObject({
      ok: false,
      error: { code: 'GAME_OVER' },
    });
  });

  it('the game ends at once when a side has no ship left; a concession ends it for the other side', () => {
    const base = shipPhase();
    const gone = { ...base, ships: base.ships.map((s) => (s.side === 'empire' ? { ...s, destroyed: true } : s)) };
    const ended = play(gone, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' });
    expect(ended.state.outcome).toMatchObject({ reason: 'fleetDestroyed' });
    const conceded = play(base, { type: 'concede', side: 'empire' });
    expect(conceded.state.outcome).toMatchObject({ winner: 'rebels', reason: 'concede' });
  });
});
