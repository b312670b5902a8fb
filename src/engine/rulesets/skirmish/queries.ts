/**
 * Who must act in a `skirmish` game and what they may do (issue 44; the contract's `awaiting`,
 * `legalCommands`, `legalCommandsComplete`, `tasks` and `timeoutCommand`, src/engine/ruleset.ts).
 *
 * Keys: the turn key changes exactly when the acting side or the phase changes: the phase key
 * `r<round>:<active side>:<phase>` (`r2:red:shooting`); in the Fight phase the selecting side and
 * the number of units fought so far follow (`r2:red:fight:blue:3`: each selection is its side's own
 * turn); a reaction has its own, `<phase key>:reaction:<window>:<side>`. The moment adds the detail
 * within: the Movement step, units that acted, the pending roll (`advance-u1-4`, `charge-u2-7r`,
 * `shock-u3`), attacks made.
 *
 * Task words (`UnitTask.can`, translated by the table's catalogue `skirmish.tasks.<word>`): `move`,
 * `advance`, `stay`, `arrive`, `shoot`, `charge`, `chargeMove`, `fight`, `stratagem`, `done`,
 * `allocate`, `overwatch`, `heroic`.
 */
import type { Hex } from '../../core/hex.js';
import { fromOffset } from '../../core/hex-label.js';
import type { AwaitedReaction } from '../../core/reaction-window.js';
import type { Awaiting, UnitTask } from '../../ruleset.js';
import { allocationAwaited, meleeTargets, shootingOptions } from './attack/index.js';
import type { SkirmishCommand } from './commands.js';
import { engagedWith, isEngaged, unitById } from './geometry/index.js';
import { chargeReach, moveSamples, planArrival } from './movement/index.js';
import { phaseKey, type SkirmishState, type SkirmishUnit } from './state.js';
import { chargeCandidates, chargeRerollPossible } from './flow/charge-phase.js';
import { reserveUnits } from './flow/common.js';
import { eligibleFighters, fightSelector } from './flow/fight-phase.js';
import { heroicAwaited } from './flow/heroic.js';
import { unitMove, unitsToMove } from './flow/movement-phase.js';
import { overwatchAwaited } from './flow/overwatch.js';
import { canSpend } from './flow/stratagems.js';
import { shooters } from './flow/turn.js';

/** The reaction the rules wait on, if any: an allocation, then Fire Overwatch, then Heroic Intervention. */
export function currentReaction(state: SkirmishState): AwaitedReaction<SkirmishCommand> | undefined {
  if (state.outcome) return undefined;
  return allocationAwaited(state) ?? overwatchAwaited(state) ?? heroicAwaited(state);
}

/** The turn key outside reactions: the phase key, and in the Fight phase who selects and how many fought. */
function turnKey(state: SkirmishState): string {
  const key = phaseKey(state);
  if (state.phase !== 'fight') return key;
  const fought = state.units.filter((u) => u.fought).length;
  return `${key}:${fightSelector(state) ?? 'none'}:${fought}`;
}

/** The pending roll, as the moment names it. */
const pendingKey = (state: SkirmishState): string => {
  const p = state.pending;
  if (!p) return '';
  return p.kind === 'shock' ? `shock-${p.unit}` : `${p.kind}-${p.unit}-${p.total}${p.rerolled ? 'r' : ''}`;
};

/** The detail within the turn. */
function momentDetail(state: SkirmishState): string {
  const own = state.units.filter((u) => u.side === state.active);
  switch (state.phase) {
    case 'command':
      return pendingKey(state);
    case 'movement':
      return `${state.movementStep}:${own.filter((u) => u.movement !== null).length}:${pendingKey(state)}`;
    case 'shooting':
      return `${own.filter((u) => u.shot).length}:${state.attacks}`;
    case 'charge':
      return `${own.filter((u) => u.chargeDeclared).length}:${pendingKey(state)}`;
    case 'fight':
      return `${state.fight?.step ?? ''}:${state.attacks}`;
  }
}

/** The side asked for a turn now (the active side, or the Fight phase's selector), or null. */
function turnSide(state: SkirmishState): string | null {
  if (state.phase === 'fight') return fightSelector(state);
  return state.active;
}

export function skirmishAwaiting(state: SkirmishState): Awaiting {
  if (state.outcome) return { kind: 'turn', sides: [], simultaneous: false, moment: 'over:', turn: 'over' };
  const reaction = currentReaction(state);
  if (reaction) {
    const turn = `${phaseKey(state)}:reaction:${reaction.window}:${reaction.side}`;
    return { kind: 'reaction', sides: [reaction.side], simultaneous: false, turn, moment: `${turn}:`, reaction };
  }
  const turn = turnKey(state);
  const side = turnSide(state);
  return {
    kind: 'turn',
    sides: side ? [side] : [],
    simultaneous: false,
    turn,
    moment: `${turn}:${momentDetail(state)}`,
  };
}

const awaited = (state: SkirmishState, side: string): boolean => skirmishAwaiting(state).sides.includes(side);

/** A few `to` hexes for a reserve unit's arrival, each accepted by movement/planArrival. */
export function arrivalSamples(state: SkirmishState, unit: SkirmishUnit, count = 4): Hex[] {
  const edge = state.sides.find((s) => s.id === unit.side)?.edge ?? 'north';
  const last = state.board.rows;
  const rows = edge === 'north' ? [3, 2, 4, 1, 5, 6] : [last - 2, last - 1, last - 3, last, last - 4, last - 5];
  const cols = state.board.cols;
  const colOrder = [Math.ceil(cols / 2), Math.ceil(cols / 4), Math.ceil((3 * cols) / 4), 2, cols - 1];
  const out: Hex[] = [];
  for (const col of colOrder) {
    for (const row of rows) {
      if (row < 1 || row > state.board.rows || col < 1 || col > cols) continue;
      const to = fromOffset({ col, row });
      if (planArrival(state, unit, to).ok) {
        out.push(to);
        break;
      }
    }
    if (out.length >= count) break;
  }
  return out;
}

/** The `shoot` commands of a unit: for each target, every weapon that can reach it. */
function shootCommands(state: SkirmishState, side: string, unit: SkirmishUnit): SkirmishCommand[] {
  const options = shootingOptions(state, unit);
  const targets: string[] = [];
  for (const o of options) for (const t of o.targets) if (!targets.includes(t)) targets.push(t);
  return targets.map((target) => ({
    type: 'shoot',
    side,
    unit: unit.id,
    fire: options.filter((o) => o.targets.includes(target)).map((o) => ({ weapon: o.weapon, target })),
  }));
}

/** The Movement phase's commands. */
function movementCommands(state: SkirmishState, side: string): SkirmishCommand[] {
  const done: SkirmishCommand = { type: 'done', side };
  const pending = state.pending;
  if (pending?.kind === 'advance') {
    const unit = unitById(state, pending.unit);
    if (!unit) return [done];
    const out: SkirmishCommand[] = moveSamples(state, unit, unitMove(state, unit) + pending.total).map((to) => ({
      type: 'move',
      side,
      unit: unit.id,
      to,
    }));
    out.push({ type: 'stay', side, unit: unit.id });
    if (!pending.rerolled && canSpend(state, side, 'commandReroll', unit.id))
      out.push({ type: 'stratagem', side, stratagem: 'commandReroll', unit: unit.id });
    return [...out, done];
  }
  const out: SkirmishCommand[] = [];
  if (state.movementStep === 'moves') {
    for (const unit of unitsToMove(state)) {
      out.push({ type: 'stay', side, unit: unit.id });
      if (!isEngaged(state, unit)) out.push({ type: 'advance', side, unit: unit.id });
      for (const to of moveSamples(state, unit, unitMove(state, unit)))
        out.push({ type: 'move', side, unit: unit.id, to });
    }
  } else {
    for (const unit of reserveUnits(state, side))
      for (const to of arrivalSamples(state, unit)) out.push({ type: 'arrive', side, unit: unit.id, to });
  }
  return [...out, done];
}

/** The Charge phase's commands. */
function chargeCommands(state: SkirmishState, side: string): SkirmishCommand[] {
  const done: SkirmishCommand = { type: 'done', side };
  const pending = state.pending;
  if (pending?.kind === 'charge') {
    const unit = unitById(state, pending.unit);
    if (!unit) return [done];
    const reach = chargeReach(state, unit, pending.total);
    const out: SkirmishCommand[] = reach.map((t) => ({ type: 'chargeMove', side, unit: unit.id, targets: [t] }));
    if (reach.length > 1 && reach.length <= 4) out.push({ type: 'chargeMove', side, unit: unit.id, targets: reach });
    if (chargeRerollPossible(state, unit))
      out.push({ type: 'stratagem', side, stratagem: 'commandReroll', unit: unit.id });
    return [...out, done];
  }
  const out: SkirmishCommand[] = chargeCandidates(state, side).map((unit) => ({ type: 'charge', side, unit }));
  return [...out, done];
}

/** The engaged targets a fighter may attack (attack/ `meleeTargets`, else those it is engaged with). */
const fightTargets = (state: SkirmishState, unit: SkirmishUnit): string[] => {
  const melee = meleeTargets(state, unit);
  return melee.length > 0 ? melee : engagedWith(state, unit);
};

/** The Fight phase's commands: each eligible unit at each enemy unit it is engaged with. */
function fightCommands(state: SkirmishState, side: string): SkirmishCommand[] {
  const out: SkirmishCommand[] = [];
  for (const id of eligibleFighters(state, side)) {
    const unit = unitById(state, id);
    if (!unit) continue;
    for (const target of fightTargets(state, unit)) out.push({ type: 'fight', side, unit: id, target });
  }
  return out;
}

export function skirmishLegalCommands(state: SkirmishState, side: string): SkirmishCommand[] {
  if (!awaited(state, side)) return [];
  const reaction = currentReaction(state);
  if (reaction) return reaction.side === side ? reaction.options.map((o) => o.command) : [];
  const done: SkirmishCommand = { type: 'done', side };
  switch (state.phase) {
    case 'command': {
      const p = state.pending;
      if (p?.kind !== 'shock') return [];
      const brave: SkirmishCommand[] = canSpend(state, side, 'insaneBravery', p.unit)
        ? [{ type: 'stratagem', side, stratagem: 'insaneBravery', unit: p.unit }]
        : [];
      return [...brave, done];
    }
    case 'movement':
      return movementCommands(state, side);
    case 'shooting':
      return [...shooters(state).flatMap((u) => shootCommands(state, side, u)), done];
    case 'charge':
      return chargeCommands(state, side);
    case 'fight':
      return fightCommands(state, side);
  }
}

/**
 * The menu is whole except where models may stand in too many places to list: the Movement phase
 * (moves, Advances, arrivals: `moveSamples`) and a pending charge (where its models end).
 */
export function skirmishLegalComplete(state: SkirmishState, _side: string): boolean {
  if (state.outcome || currentReaction(state)) return true;
  if (state.phase === 'movement') return false;
  return state.pending?.kind !== 'charge';
}

export function skirmishTasks(state: SkirmishState, side: string): UnitTask[] {
  if (!awaited(state, side)) return [];
  const reaction = currentReaction(state);
  if (reaction) {
    if (reaction.side !== side) return [];
    if (state.attack && reaction.kind === 'allocation')
      return [{ unit: state.attack.target, required: true, can: ['allocate'] }];
    const units = [...new Set(reaction.options.filter((o) => o.id.includes('>')).map((o) => o.id.split('>')[0] ?? ''))];
    return units.map((unit) => ({ unit, required: false, can: [reaction.kind] }));
  }
  const p = state.pending;
  switch (state.phase) {
    case 'command':
      return p?.kind === 'shock' ? [{ unit: p.unit, required: true, can: ['stratagem', 'done'] }] : [];
    case 'movement': {
      if (p?.kind === 'advance') return [{ unit: p.unit, required: true, can: ['move', 'stay', 'stratagem'] }];
      if (state.movementStep === 'reinforcements')
        return reserveUnits(state, side).map((u) => ({ unit: u.id, required: false, can: ['arrive'] }));
      return unitsToMove(state).map((u) => ({
        unit: u.id,
        required: false,
        can: isEngaged(state, u) ? ['move', 'stay'] : ['move', 'advance', 'stay'],
      }));
    }
    case 'shooting':
      return shooters(state).map((u) => ({ unit: u.id, required: false, can: ['shoot'] }));
    case 'charge':
      if (p?.kind === 'charge') return [{ unit: p.unit, required: true, can: ['chargeMove', 'stratagem', 'done'] }];
      return chargeCandidates(state, side).map((unit) => ({ unit, required: false, can: ['charge'] }));
    case 'fight':
      return eligibleFighters(state, side).map((unit) => ({ unit, required: true, can: ['fight'] }));
  }
}

/**
 * What a missed deadline plays: a reaction's default; in the Fight phase the first eligible unit
 * fighting its first target; elsewhere `done` (a failed battle-shock test stands, an Advance stands
 * unmoved, a pending charge fails, the step or phase ends); with `forfeit` the concession.
 */
export function skirmishTimeoutCommand(
  state: SkirmishState,
  side: string,
  forfeit: boolean,
): SkirmishCommand | undefined {
  if (!awaited(state, side)) return undefined;
  if (forfeit) return { type: 'concede', side };
  const reaction = currentReaction(state);
  if (reaction) return reaction.options.find((o) => o.id === reaction.default)?.command;
  if (state.phase === 'fight') return fightCommands(state, side)[0];
  return { type: 'done', side };
}
