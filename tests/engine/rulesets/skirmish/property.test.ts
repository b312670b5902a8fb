/**
 * `skirmish` under random legal play (issue 44: "the contract and property tests play skirmish";
 * DESIGN.md section 9): fast-check draws the seeds, and in every bundled mission every command the
 * rules list is accepted, the game ends and replays exactly, and after every command the rules'
 * invariants hold:
 *   - the battle round, the turn and the phase never go back (seed 003, "The Battle Round");
 *   - no model has negative wounds or more than its profile's; a slain model has no hex;
 *   - one model per hex, a large base's seven hexes overlapping no other base (other-systems.md 4.5);
 *   - CP never negative and never above `settings.cpCap` (seed 003, "Command Phase");
 *   - no accepted command names a destroyed unit, and no destroyed unit moves, attacks or fights;
 *   - a unit is coherent after each of its own moves (within 2 of another model, within 9 of all:
 *     other-systems.md 4.2 "Coherency"), read from its `unitMoved` events;
 *   - every listed command is one `isLegal` accepts; someone is awaited until the outcome, nobody after.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { footprintsOverlap, type PlacedFootprint } from '../../../../src/engine/core/footprint.js';
import { hexKey, type Hex } from '../../../../src/engine/core/hex.js';
import { createRng, seedRng } from '../../../../src/engine/index.js';
import {
  PHASES,
  SKIRMISH,
  baseAt,
  basesCoherent,
  profileOf,
  type SkirmishCommand,
  type SkirmishEvent,
  type SkirmishState,
  type SkirmishUnit,
} from '../../../../src/engine/rulesets/skirmish/index.js';
import { skirmishContent } from '../../../helpers/skirmish-game.js';

type Content = Awaited<ReturnType<typeof skirmishContent>>;
let content: Content;
beforeAll(async () => {
  content = await skirmishContent();
});

const MISSIONS = ['take-and-hold', 'supply-drop', 'purge'] as const;

/** The state's invariants: wounds, hexes, bases, CP. */
function stateProblems(state: SkirmishState): string[] {
  const problems: string[] = [];
  const bases: { who: string; base: PlacedFootprint }[] = [];
  const taken = new Map<string, string>();
  for (const unit of state.units) {
    for (const model of unit.models) {
      const who = `${unit.id}#${model.n}`;
      const max = profileOf(state, unit, model).wounds;
      if (model.wounds < 0) problems.push(`${who}: ${model.wounds} wounds`);
      if (model.wounds > max) problems.push(`${who}: ${model.wounds} wounds of ${max}`);
      if (!model.alive && model.hex !== null) problems.push(`${who}: slain on ${hexKey(model.hex)}`);
      if (!model.alive && model.wounds !== 0) problems.push(`${who}: slain with ${model.wounds} wounds`);
      if (model.alive && model.wounds === 0) problems.push(`${who}: alive with no wounds`);
      if (!model.alive || model.hex === null) continue;
      if (unit.destroyed) problems.push(`${who}: on the table in a destroyed unit`);
      if (unit.reserve) problems.push(`${who}: on the table in reserve`);
      const key = hexKey(model.hex);
      const other = taken.get(key);
      if (other) problems.push(`${who} and ${other} on one hex ${key}`);
      taken.set(key, who);
      bases.push({ who, base: baseAt(state, unit, model, model.hex) });
    }
    if (unit.destroyed && unit.models.some((m) => m.alive)) problems.push(`${unit.id}: destroyed with a living model`);
    if (!unit.destroyed && !unit.reserve && unit.models.every((m) => !m.alive))
      problems.push(`${unit.id}: every model slain, not destroyed`);
  }
  for (const [i, a] of bases.entries())
    for (const b of bases.slice(i + 1))
      if (footprintsOverlap(a.base, b.base)) problems.push(`${a.who}'s base overlaps ${b.who}'s`);
  for (const side of state.sides) {
    const cp = state.cp[side.id] ?? 0;
    if (cp < 0 || cp > state.settings.cpCap) problems.push(`${side.id}: ${cp} CP (cap ${state.settings.cpCap})`);
  }
  return problems;
}

/** Where the game stands in its sequence: round, turn within the round, phase within the turn. */
const progress = (state: SkirmishState): [number, number, number] => [
  state.round,
  state.order.indexOf(state.active),
  PHASES.indexOf(state.phase),
];
const notBefore = (a: readonly number[], b: readonly number[]): boolean => {
  for (const [i, x] of a.entries()) {
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return true;
};

/** Every unit a command names: the actor, its targets, a plan's units, a reaction's unit and target. */
function unitsNamed(state: SkirmishState, command: SkirmishCommand): string[] {
  const named: string[] = [];
  const one = (c: SkirmishCommand) => {
    if ('unit' in c && typeof c.unit === 'string') named.push(c.unit);
    if (c.type === 'shoot') named.push(...c.fire.map((f) => f.target));
    if (c.type === 'fight') named.push(c.target);
    if (c.type === 'chargeMove') named.push(...c.targets);
    if (c.type === 'plan') c.commands.forEach(one);
  };
  one(command);
  // Fire Overwatch and Heroic Intervention answer `<unit>><enemy>`; an allocation's options are groups.
  if (command.type === 'react' && state.reaction && state.reaction.kind !== 'allocation' && command.option !== 'pass')
    named.push(...command.option.split('>'));
  return named;
}

/**
 * Follows one command's events: no destroyed unit moves, attacks or fights, and every unit is
 * coherent after each of its moves (its models' hexes as the events have them at that moment).
 */
function eventProblems(before: SkirmishState, events: readonly SkirmishEvent[]): string[] {
  const problems: string[] = [];
  const destroyed = new Set(before.units.filter((u) => u.destroyed).map((u) => u.id));
  const where = new Map<string, Map<number, Hex>>();
  for (const u of before.units)
    where.set(u.id, new Map(u.models.flatMap((m) => (m.alive && m.hex ? [[m.n, m.hex] as const] : []))));
  const targets = new Map<string, string>();
  if (before.attack) targets.set(before.attack.id, before.attack.target);
  const unitOf = (id: string): SkirmishUnit => {
    const u = before.units.find((x) => x.id === id);
    if (!u) throw new Error(`no unit ${id}`);
    return u;
  };
  const coherent = (id: string, why: string) => {
    const unit = unitOf(id);
    const hexes = [...(where.get(id) ?? new Map<number, Hex>()).entries()];
    const bases = hexes.map(([n, hex]) => {
      const model = unit.models.find((m) => m.n === n);
      if (!model) throw new Error(`${id}: no model ${n}`);
      return baseAt(before, unit, model, hex);
    });
    if (!basesCoherent(bases))
      problems.push(`${id} not coherent after its ${why}: ${hexes.map(([n, h]) => `${n}@${hexKey(h)}`).join(' ')}`);
  };
  const acting = (id: string, what: string) => {
    if (destroyed.has(id)) problems.push(`${id} ${what} after it was destroyed`);
  };
  for (const e of events) {
    switch (e.type) {
      case 'unitMoved':
      case 'unitArrived': {
        acting(e.unit, e.type);
        const at = where.get(e.unit) ?? new Map<number, Hex>();
        for (const s of e.steps) at.set(s.model, s.to);
        where.set(e.unit, at);
        coherent(e.unit, e.type === 'unitMoved' ? `${e.movement} move` : 'arrival');
        break;
      }
      case 'modelAdjusted':
        acting(e.unit, 'adjusted a model');
        where.get(e.unit)?.set(e.model, e.to);
        coherent(e.unit, 'adjustment');
        break;
      case 'attackDeclared':
        acting(e.attacker, `attacked (${e.attack})`);
        targets.set(e.attack, e.target);
        break;
      case 'unitFought':
        acting(e.unit, 'fought');
        break;
      case 'chargeDeclared':
        acting(e.unit, 'declared a charge');
        break;
      case 'savesRolled':
        for (const s of e.saves)
          if (s.slain && s.model !== null) where.get(targets.get(e.attack) ?? '')?.delete(s.model);
        break;
      case 'mortalWoundsInflicted':
        if (e.slain) where.get(e.unit)?.delete(e.model);
        break;
      case 'unitDestroyed':
        destroyed.add(e.unit);
        break;
      default:
        break;
    }
  }
  return problems;
}

interface Walked {
  readonly commands: number;
  readonly outcome: SkirmishState['outcome'];
}

/** One random legal game of `mission` from `seed`, every invariant checked after every command. */
function walk(mission: string, seed: number): Walked {
  const scenario = content.missions.find((m) => m.id === mission);
  if (!scenario) throw new Error(`no mission ${mission}`);
  const created = SKIRMISH.createGame(scenario, null, content.catalog, `property-${seed}`);
  if (!created.ok) throw new Error(created.error.message);
  const initial = created.value.state;
  expect(stateProblems(initial), 'the opening').toEqual([]);
  const rng = createRng(seedRng(`walk-${mission}-${seed}`));
  let state = initial;
  const log: SkirmishCommand[] = [];
  for (let i = 0; i < 4000 && state.outcome === null; i += 1) {
    const { sides, moment } = SKIRMISH.awaiting(state);
    expect(sides.length, `someone is awaited at ${moment}`).toBeGreaterThan(0);
    const side = sides[rng.int(sides.length)] ?? '';
    const legal = SKIRMISH.legalCommands(state, side);
    // Every listed command at every third moment (each check applies it: the whole list every time is slow).
    if (i % 3 === 0)
      for (const c of legal)
        expect(SKIRMISH.isLegal(state, c), `${moment}: listed ${JSON.stringify(c)}`).toEqual({ ok: true, value: true });
    const choices = legal.filter((c) => c.type !== 'concede');
    expect(choices.length, `${side} has something to do at ${moment}`).toBeGreaterThan(0);
    const command = choices[rng.int(choices.length)] as SkirmishCommand;
    for (const id of unitsNamed(state, command))
      expect(state.units.find((u) => u.id === id)?.destroyed, `${moment}: ${JSON.stringify(command)} names ${id}`).toBe(
        false,
      );
    const applied = SKIRMISH.applyCommand(state, command);
    if (!applied.ok) throw new Error(`${moment}: ${JSON.stringify(command)} refused: ${applied.error.code}`);
    const after = applied.value.state;
    const where = `${mission}/${seed} at ${moment} after ${JSON.stringify(command)}`;
    expect(stateProblems(after), where).toEqual([]);
    expect(eventProblems(state, applied.value.events as SkirmishEvent[]), where).toEqual([]);
    expect(notBefore(progress(after), progress(state)), `${where}: the game went back`).toBe(true);
    state = after;
    log.push(command);
  }
  expect(state.outcome, `${mission}/${seed} ended`).not.toBeNull();
  expect(SKIRMISH.awaiting(state).sides).toEqual([]);
  const replayed = SKIRMISH.replayGame(initial, log);
  expect(replayed.ok && replayed.value.state, `${mission}/${seed} replays`).toEqual(state);
  return { commands: log.length, outcome: state.outcome };
}

describe.each(MISSIONS)('skirmish random legal play: %s', (mission) => {
  it('accepts every listed command, keeps the invariants, ends and replays exactly', () => {
    const ended: string[] = [];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (seed) => {
        const { outcome } = walk(mission, seed);
        ended.push(`${seed}: ${outcome?.reason ?? 'on'}`);
      }),
      { numRuns: 3, seed: 44, endOnFailure: true },
    );
    expect(ended).toHaveLength(3);
  }, 300_000);
});
