import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../../../src/engine/core/rng.js';
import { applyFleetCommand } from '../../../../../src/engine/rulesets/fleet/flow/apply.js';
import type { FleetCommand } from '../../../../../src/engine/rulesets/fleet/commands.js';
import { fleetAwaiting, fleetLegalCommands } from '../../../../../src/engine/rulesets/fleet/queries.js';
import type { FleetState } from '../../../../../src/engine/rulesets/fleet/state.js';
import { publicFleetCommand, viewFleet } from '../../../../../src/engine/rulesets/fleet/view.js';
import { CORVETTE, dialsFor, fleetShip, play, smallFleetGame } from '../fixtures.js';

/**
 * The Ship Phase with r1 three hexes south of e1 (medium range, each in the other's front zone), e1
 * at speed 1 with its evade and brace ready, the enemy squadrons out of the line; every die a hit.
 */
function duel(faces: number[] = Array.from({ length: 40 }, () => 1)): FleetState {
  const base = smallFleetGame({
    ships: [
      fleetShip('r1', 'rebels', CORVETTE, { anchor: { q: 2, r: 5 }, facing: 0 }),
      fleetShip('e1', 'empire', CORVETTE, { anchor: { q: 2, r: 2 }, facing: 3 }, { speed: 1 }),
    ],
    rng: scriptedRng(faces),
  });
  const clear = {
    ...base,
    squadrons: base.squadrons.map((q) =>
      q.side === 'empire' ? { ...q, hex: { q: 8, r: q.id === 'eq1' ? 1 : 3 } } : q,
    ),
  };
  return play(clear, ...dialsFor(clear, 'rebels'), ...dialsFor(clear, 'empire')).state;
}

const attackOnE1 = (state: FleetState): FleetCommand => {
  const attacks = fleetLegalCommands(state, 'rebels').filter(
    (c) => c.type === 'attack' && 'ship' in c.target && c.target.ship === 'e1',
  );
  const attack = attacks.find(
    (c) => c.type === 'attack' && c.from === 'front' && 'zone' in c.target && c.target.zone === 'front',
  );
  if (!attack) throw new Error(`no attack on e1 front: ${JSON.stringify(attacks)}`);
  return attack;
};

describe('fleet plan: the turn card (issue 43 deliverable 8)', () => {
  it('plays until the defender is asked, waits, and goes on when the attacker is asked again', () => {
    const state = duel();
    const activated = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    const attack = attackOnE1(activated);
    const manoeuvre: FleetCommand = {
      type: 'manoeuvre',
      side: 'rebels',
      ship: 'r1',
      speed: 0,
      veers: [],
      navigate: { dial: false, token: false },
    };
    const plan: FleetCommand = {
      type: 'plan',
      side: 'rebels',
      commands: [{ type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }, attack, manoeuvre] as never,
    };
    const waiting = play(state, plan);
    const awaiting = fleetAwaiting(waiting.state);
    expect(awaiting.kind).toBe('reaction');
    expect(awaiting.sides).toEqual(['empire']);
    expect(waiting.state.plan).toEqual({ side: 'rebels', ship: 'r1', commands: [manoeuvre] });
    expect(waiting.events.map((e) => e.type)).toContain('attackDeclared');
    // The rest of the plan is the rebels' secret.
    expect(viewFleet(waiting.state, 'empire').plan).toBeNull();
    expect(viewFleet(waiting.state, 'rebels').plan).toEqual(waiting.state.plan);
    expect(publicFleetCommand(plan)).toEqual({ type: 'plan', side: 'rebels', commands: [] });

    // The defender answers (its default): the attack resolves and the plan goes on to the manoeuvre.
    if (awaiting.kind !== 'reaction') throw new Error('no reaction');
    const answer = awaiting.reaction.options.find((o) => o.id === awaiting.reaction.default)?.command as FleetCommand;
    const resumed = play(waiting.state, answer);
    expect(resumed.events.map((e) => e.type)).toContain('damageResolved');
    expect(resumed.events).toContainEqual({ type: 'activationEnded', ship: 'r1', round: 1 });
    expect(resumed.state.plan).toBeNull();
    expect(fleetAwaiting(resumed.state)).toMatchObject({ sides: ['empire'], turn: 'r1:ship:2' });
    // Either side may concede at any moment, in the middle of a reaction too.
    for (const side of ['rebels', 'empire'])
      expect(play(waiting.state, { type: 'concede', side }).state.outcome).toMatchObject({ reason: 'concede' });
  });

  it('an effects step the plan has no `effects` for waits for the player, then the plan goes on', () => {
    // Red 7 is a blank, blue 7 an accuracy: the attacker may lock a token (its effects step).
    const state = duel([7, 7, ...Array.from({ length: 40 }, () => 1)]);
    const activated = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    const manoeuvre: FleetCommand = {
      type: 'manoeuvre',
      side: 'rebels',
      ship: 'r1',
      speed: 0,
      veers: [],
      navigate: { dial: false, token: false },
    };
    const plan = {
      type: 'plan',
      side: 'rebels',
      commands: [{ type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }, attackOnE1(activated), manoeuvre],
    } as FleetCommand;
    const paused = play(state, plan).state;
    expect(paused.attack?.step).toBe('effects');
    expect(fleetAwaiting(paused)).toMatchObject({ kind: 'turn', sides: ['rebels'] });
    expect(paused.plan?.commands).toEqual([manoeuvre]);
    let next = play(paused, { type: 'effects', side: 'rebels', lock: [] }).state;
    const aw = fleetAwaiting(next);
    if (aw.kind === 'reaction')
      next = play(next, aw.reaction.options.find((o) => o.id === aw.reaction.default)?.command as FleetCommand).state;
    expect(next.activation).toBeNull();
    expect(next.plan).toBeNull();
    expect(next.ships.find((s) => s.id === 'r1')?.activated).toBe(true);
  });

  it('a refused command stops the plan there (planStopped); the first refused refuses the plan', () => {
    const state = duel();
    const bad = applyFleetCommand(state, {
      type: 'plan',
      side: 'rebels',
      commands: [{ type: 'activate', side: 'rebels', ship: 'e1', use: 'command' }],
    });
    expect(!bad.ok && bad.error.code).toBe('NOT_YOUR_UNIT');
    const stopped = play(state, {
      type: 'plan',
      side: 'rebels',
      commands: [
        { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' },
        { type: 'order', side: 'rebels', squadron: 'rq1' },
      ],
    });
    expect(stopped.events.at(-1)).toEqual({ type: 'planStopped', side: 'rebels', index: 1, code: 'WRONG_STEP' });
    expect(stopped.state.activation?.ship).toBe('r1');
  });

  it('a plan reads steps generously: `done` for a step that passed by itself is passed over', () => {
    const state = duel();
    const activated = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    expect(activated.activation?.step).toBe('attack');
    const { state: after } = play(state, {
      type: 'plan',
      side: 'rebels',
      commands: [
        { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' },
        { type: 'done', side: 'rebels' },
        attackOnE1(activated) as never,
      ],
    });
    expect(after.activation?.attacksFrom).toEqual(['front']);
  });

  it('an attack ends the commands step; two attacks from different zones lead to the manoeuvre; a zone attacks once', () => {
    const state = duel();
    const activated = play(state, { type: 'activate', side: 'rebels', ship: 'r1', use: 'command' }).state;
    const attacked = play(activated, attackOnE1(activated)).state;
    // The defender's answer, then the attack step again (no second zone bears: the manoeuvre).
    const aw = fleetAwaiting(attacked);
    if (aw.kind !== 'reaction') throw new Error('no reaction');
    const answered = play(
      attacked,
      aw.reaction.options.find((o) => o.id === aw.reaction.default)?.command as FleetCommand,
    ).state;
    const again = applyFleetCommand(answered, attackOnE1(activated));
    expect(again.ok).toBe(false);
    expect(answered.activation?.attacksFrom).toEqual(['front']);
  });
});
