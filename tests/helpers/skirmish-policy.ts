/**
 * A `skirmish` commander for end-to-end games (issue 44, must show): plays every moment the rules
 * ask of a side from the engine's legal commands (and an open window's options), steering for what
 * the issue asks to see, whatever the dice: every unit that can shoot shoots (preferring targets the
 * defender must order: several allocation groups); a defender with a choice of allocation order takes
 * an order other than the automatic one (a real allocation choice, seed 003 Save Roll); every unit
 * that may declare a charge declares one, from as far as 12 hexes, so short 2D6 rolls fail it (seed 003
 * Charge 2-3) and good ones succeed; units close on the enemy and the objectives; a failed
 * battle-shock test takes Insane Bravery when affordable; Fire Overwatch and Heroic Intervention are
 * taken when offered with CP to spare; `done` otherwise.
 */
import { hexDistance, type Hex } from '../../src/engine/index.js';
import {
  SKIRMISH,
  allocationGroups,
  unitById,
  unitHexes,
  type SkirmishCommand,
  type SkirmishState,
} from '../../src/engine/rulesets/skirmish/index.js';

const BRACE = '+brace';

const nearest = (hex: Hex, targets: readonly Hex[]): number =>
  targets.reduce((least, t) => Math.min(least, hexDistance(hex, t)), Infinity);

const enemyHexes = (state: SkirmishState, side: string): Hex[] =>
  state.units.filter((u) => u.side !== side && !u.destroyed && !u.reserve).flatMap((u) => unitHexes(state, u));

/** The open window's answer: a non-default allocation order when there is one; windows with CP to spare taken. */
function react(state: SkirmishState, side: string): SkirmishCommand | undefined {
  const awaited = SKIRMISH.awaiting(state);
  if (awaited.kind !== 'reaction') return undefined;
  const { options, default: auto, kind } = awaited.reaction;
  const cp = state.cp[side] ?? 0;
  // The reaction's options are the ruleset's own commands (the contract types them loosely).
  const pick = (id: string | undefined) => options.find((o) => o.id === id)?.command as SkirmishCommand | undefined;
  if (kind === 'allocation') {
    const orders = options.map((o) => o.id).filter((id) => !id.endsWith(BRACE));
    const other = orders.find((id) => id !== auto);
    const order = other ?? auto;
    const braced = cp >= 3 ? pick(`${order}${BRACE}`) : undefined;
    return braced ?? pick(order) ?? pick(auto);
  }
  // Fire Overwatch, Heroic Intervention: taken while a CP stays for the rest of the turn.
  const taken = cp >= 2 ? options.find((o) => o.id !== 'pass' && o.id !== auto) : undefined;
  return (taken?.command as SkirmishCommand | undefined) ?? pick(auto) ?? pick(options[0]?.id);
}

/** How many allocation groups a target has (more than one: its defender has an order to choose). */
const groupCount = (state: SkirmishState, id: string): number => {
  const unit = unitById(state, id);
  return unit ? allocationGroups(state, unit).length : 0;
};

export function skirmishPolicy(state: SkirmishState, side: string): SkirmishCommand {
  const reaction = react(state, side);
  if (reaction) return reaction;
  const legal = SKIRMISH.legalCommands(state, side);
  const of = <T extends SkirmishCommand['type']>(type: T) =>
    legal.filter((c): c is Extract<SkirmishCommand, { type: T }> => c.type === type);
  const done: SkirmishCommand = { type: 'done', side };
  const pending = state.pending;

  // Command phase: a failed battle-shock test.
  if (pending?.kind === 'shock') return of('stratagem')[0] ?? done;

  // A charge rolled: every target in reach named at once (the move must end engaged with every one and
  // no other enemy unit, which the placement often cannot do: the charge fails, seed 003 Charge 3 "✗");
  // short of every target, a Command Re-roll (Charge 2), and a second short roll fails it at once.
  if (pending?.kind === 'charge') {
    const moves = of('chargeMove');
    const widest = [...moves].sort((a, b) => b.targets.length - a.targets.length)[0];
    return widest ?? of('stratagem')[0] ?? done;
  }

  // An Advance rolled (not chosen by this policy, but answered): the move nearest the enemy.
  const enemies = enemyHexes(state, side);
  const closest = (moves: readonly Extract<SkirmishCommand, { type: 'move' | 'arrive' }>[]) =>
    [...moves].sort((a, b) => nearest(a.to, enemies) - nearest(b.to, enemies))[0];
  if (pending?.kind === 'advance') return closest(of('move')) ?? of('stay')[0] ?? done;

  switch (state.phase) {
    case 'movement': {
      if (state.movementStep === 'reinforcements') return closest(of('arrive')) ?? done;
      // One unit at a time, in list order: engaged units stay and fight, the others close in.
      const units = [...new Set([...of('move'), ...of('stay')].map((c) => c.unit))];
      const unit = units[0];
      if (unit === undefined) return done;
      const self = unitById(state, unit);
      const moves = of('move').filter((c) => c.unit === unit);
      const stay = of('stay').find((c) => c.unit === unit) ?? done;
      if (!self || moves.length === 0) return stay;
      const own = unitHexes(state, self);
      const now = own.reduce((least, h) => Math.min(least, nearest(h, enemies)), Infinity);
      // Engaged, or within charge range (12) already: it stays, to charge from where it is.
      if (now <= 12) return stay;
      // Otherwise the sample move (towards the nearest objective, enemy, cover: movement/samples.ts) that
      // ends nearest the enemy but no nearer than 10 hexes: a charge from there needs 8+ on 2D6 (about
      // 42%), so some fail and some succeed.
      const safe = moves.filter((m) => nearest(m.to, enemies) >= 10);
      return closest(safe.length > 0 ? safe : moves) ?? stay;
    }
    case 'shooting': {
      const shots = of('shoot');
      if (shots.length === 0) return done;
      const score = (c: Extract<SkirmishCommand, { type: 'shoot' }>) =>
        Math.max(...c.fire.map((f) => groupCount(state, f.target))) * 10 + c.fire.length;
      const unit = shots[0]?.unit;
      const mine = shots.filter((c) => c.unit === unit);
      return [...mine].sort((a, b) => score(b) - score(a))[0] ?? done;
    }
    case 'charge':
      return of('charge')[0] ?? done;
    case 'fight':
      return of('fight')[0] ?? done;
    case 'command':
      return done;
  }
}
