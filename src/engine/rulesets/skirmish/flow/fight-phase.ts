/**
 * The Fight phase (issue 44 deliverable 1; seed 003, "Fight Phase": "Chargers fight first; alternate
 * activating; resolve attack sequence"; Charge 5: "priority lasts only this Fight phase"):
 * - Fights First step: units that charged this turn (`charged`) or have the `fightsFirst` ability,
 *   engaged and not yet fought, are selected first, the players alternating, the active side first;
 * - Remaining combats: every other engaged unit that has not fought, alternating, the side named by
 *   `settings.remainingFightsFirst` first (`defender`: the side whose turn it is not).
 * A side with no eligible unit in the step is skipped; the phase ends when no unit is eligible.
 * `fight` selects a unit: it piles in up to 3 (movement/planPileIn), then attacks a unit it is engaged
 * with, each model with one melee weapon (the named one if it has it, else its first: attack/
 * `beginAttacks`, kind `fight`, picks them), through the attack sequence; then the other side selects. The order is
 * worked out from `state.fight` (the step and who was due to select) and the units as they are now,
 * so units destroyed while an allocation waited are seen at the next selection.
 */
import { ok } from '../../../core/result.js';
import { beginAttacks } from '../attack/index.js';
import type { SkirmishCommandOf } from '../commands.js';
import type { SkirmishEvent } from '../events.js';
import { datasheetOf, engagedWith, isEngaged, onTable, profileOf, sideUnits, unitById } from '../geometry/index.js';
import { planPileIn } from '../movement/index.js';
import type { FightOrder, SkirmishState, SkirmishUnit } from '../state.js';
import { moveModels } from './charge-phase.js';
import { otherSide, refuse, type SkirmishResult, type SkirmishStep } from './common.js';

/** Seed 003 (4.2 "Fight"): pile in up to 3. */
export const PILE_IN = 3;

/** The melee weapon ids each living placed model of `unit` carries, in its profile's order. */
function meleeWeaponsByModel(state: SkirmishState, unit: SkirmishUnit): string[][] {
  return unit.models
    .filter((m) => m.alive && m.hex !== null)
    .map((m) => profileOf(state, unit, m).weapons.filter((id) => state.catalog.weapons[id]?.kind === 'melee'));
}

/** Seed 003, Charge 5 (and the `fightsFirst` ability): the unit selects in the Fights First step. */
export const fightsFirst = (state: SkirmishState, unit: SkirmishUnit): boolean =>
  unit.charged || datasheetOf(state, unit).abilities.fightsFirst === true;

/** May `unit` be selected to fight in `step` (turn and selector aside)? */
function mayFightIn(state: SkirmishState, unit: SkirmishUnit, step: FightOrder['step']): boolean {
  if (!onTable(unit) || unit.fought || !isEngaged(state, unit)) return false;
  if (!meleeWeaponsByModel(state, unit).some((w) => w.length > 0)) return false;
  return step === 'remaining' || fightsFirst(state, unit);
}

const eligibleIn = (state: SkirmishState, side: string, step: FightOrder['step']): string[] =>
  sideUnits(state, side)
    .filter((u) => mayFightIn(state, u, step))
    .map((u) => u.id);

const anyEligible = (state: SkirmishState, step: FightOrder['step']): boolean =>
  state.sides.some((s) => eligibleIn(state, s.id, step).length > 0);

/** Who selects first among the remaining combats (`settings.remainingFightsFirst`). */
const remainingStarter = (state: SkirmishState): string =>
  state.settings.remainingFightsFirst === 'active' ? state.active : otherSide(state, state.active);

/** The side due, or the other one when the side due has nothing eligible in `step`. */
function selectorIn(state: SkirmishState, step: FightOrder['step'], due: string): string {
  return eligibleIn(state, due, step).length > 0 ? due : otherSide(state, due);
}

/**
 * The order now: the stored step and side, moved on to the remaining step when nothing is left to
 * fight first, a side with nothing eligible skipped; null when no unit may fight.
 */
function currentOrder(state: SkirmishState): FightOrder | null {
  if (state.phase !== 'fight' || state.fight === null || state.outcome !== null) return null;
  let { step, toSelect } = state.fight;
  if (step === 'fightsFirst' && !anyEligible(state, 'fightsFirst')) {
    step = 'remaining';
    toSelect = remainingStarter(state);
  }
  if (!anyEligible(state, step)) return null;
  return { step, toSelect: selectorIn(state, step, toSelect) };
}

/** The units `side` may select now (in the Fights First step only chargers and fights-first units). */
export function eligibleFighters(state: SkirmishState, side: string): string[] {
  const order = currentOrder(state);
  return order === null ? [] : eligibleIn(state, side, order.step);
}

/** The side that selects a unit to fight now; null while an attack waits or when no unit may fight. */
export function fightSelector(state: SkirmishState): string | null {
  if (state.attack !== null || (state.reaction !== null && !state.reaction.window.closed)) return null;
  return currentOrder(state)?.toSelect ?? null;
}

/** The Fight phase is over: no attack waits and no unit of either side may fight. */
export function fightPhaseOver(state: SkirmishState): boolean {
  if (state.attack !== null || (state.reaction !== null && !state.reaction.window.closed)) return false;
  return !state.sides.some((s) => eligibleIn(state, s.id, 'remaining').length > 0);
}

/**
 * The stored order brought up to date: the step moves on to the remaining combats when nothing is
 * left to fight first (`fightStepStarted`). Called before each selection and after each fight.
 */
export function settleFightOrder(state: SkirmishState): SkirmishStep {
  const order = currentOrder(state);
  const stored = state.fight;
  if (order === null || stored === null) return { state, events: [] };
  if (order.step === stored.step && order.toSelect === stored.toSelect) return { state, events: [] };
  const events: SkirmishEvent[] =
    order.step === stored.step ? [] : [{ type: 'fightStepStarted', step: order.step, toSelect: order.toSelect }];
  return { state: { ...state, fight: order }, events };
}

/**
 * The Fight phase begins: nobody has fought yet; the Fights First step when a unit may fight first
 * (the active side selecting first), else the remaining combats; `fight` null when no unit is engaged.
 */
export function startFightPhase(state: SkirmishState): SkirmishStep {
  const fresh: SkirmishState = { ...state, units: state.units.map((u) => (u.fought ? { ...u, fought: false } : u)) };
  let order: FightOrder | null = null;
  if (anyEligible(fresh, 'fightsFirst'))
    order = { step: 'fightsFirst', toSelect: selectorIn(fresh, 'fightsFirst', state.active) };
  else if (anyEligible(fresh, 'remaining'))
    order = { step: 'remaining', toSelect: selectorIn(fresh, 'remaining', remainingStarter(fresh)) };
  return {
    state: { ...fresh, fight: order },
    events: order === null ? [] : [{ type: 'fightStepStarted', step: order.step, toSelect: order.toSelect }],
  };
}

/**
 * `fight`: the selecting side's unit piles in and fights a unit it is engaged with; the selection
 * passes to the other side (the attack's allocation reaction, if any, is answered first).
 */
export function fight(state: SkirmishState, cmd: SkirmishCommandOf<'fight'>): SkirmishResult {
  if (state.outcome !== null) return refuse('GAME_OVER');
  if (state.phase !== 'fight') return refuse('WRONG_PHASE', { phase: state.phase });
  if (state.attack !== null || (state.reaction !== null && !state.reaction.window.closed))
    return refuse('WRONG_STEP', { waiting: state.reaction?.kind ?? 'attack' });
  const unit = unitById(state, cmd.unit);
  if (!unit) return refuse('NO_SUCH_UNIT', { unit: cmd.unit });
  if (unit.side !== cmd.side) return refuse('NOT_YOUR_UNIT', { unit: cmd.unit });
  if (unit.destroyed) return refuse('UNIT_DESTROYED', { unit: unit.id });
  const settled = settleFightOrder(state);
  const order = currentOrder(settled.state);
  if (order === null) return refuse('CANNOT_FIGHT', { unit: unit.id, reason: 'phaseOver' });
  if (order.toSelect !== cmd.side) return refuse('NOT_YOUR_SELECTION', { toSelect: order.toSelect });
  if (unit.fought) return refuse('ALREADY_FOUGHT', { unit: unit.id });
  if (!mayFightIn(state, unit, 'remaining')) return refuse('CANNOT_FIGHT', { unit: unit.id });
  if (order.step === 'fightsFirst' && !fightsFirst(state, unit))
    return refuse('FIGHTS_FIRST_PENDING', { unit: unit.id, waiting: eligibleIn(state, cmd.side, 'fightsFirst') });
  const target = unitById(state, cmd.target);
  if (!target) return refuse('NO_SUCH_UNIT', { unit: cmd.target });
  if (target.destroyed) return refuse('UNIT_DESTROYED', { unit: cmd.target });
  if (!onTable(target)) return refuse('IN_RESERVE', { unit: cmd.target });
  if (target.side === unit.side) return refuse('FRIENDLY_TARGET', { unit: cmd.target });
  const named = cmd.weapon;
  if (named !== undefined && !meleeWeaponsByModel(state, unit).some((w) => w.includes(named)))
    return refuse('NO_SUCH_WEAPON', { unit: unit.id, weapon: named });

  // Pile in (up to 3), then the target must be engaged with the unit.
  const events: SkirmishEvent[] = [...settled.events];
  const piled = moveModels(settled.state, unit, planPileIn(settled.state, unit), true);
  if (piled.steps.length > 0)
    events.push({ type: 'unitMoved', unit: unit.id, movement: 'pileIn', allowance: PILE_IN, steps: piled.steps });
  const after = unitById(piled.state, unit.id) ?? unit;
  if (!engagedWith(piled.state, after).includes(target.id))
    return refuse('NOT_ENGAGED_WITH', { unit: unit.id, target: target.id, engaged: engagedWith(piled.state, after) });

  const marked: SkirmishState = {
    ...piled.state,
    units: piled.state.units.map((u) => (u.id === unit.id ? { ...u, fought: true } : u)),
    lastMove: null,
    reaction: null,
    fight: { step: order.step, toSelect: otherSide(state, cmd.side) },
  };
  events.push({ type: 'unitFought', unit: unit.id, target: target.id });
  // attack/ picks each fighting model's weapon: the named one where it carries it, else its first.
  const attacked = beginAttacks(marked, 'fight', unit.id, [{ weapon: cmd.weapon ?? '', target: target.id }]);
  if (!attacked.ok) return attacked;
  events.push(...attacked.value.events);
  const next =
    attacked.value.state.attack === null
      ? settleFightOrder(attacked.value.state)
      : { state: attacked.value.state, events: [] };
  return ok({ state: next.state, events: [...events, ...next.events] });
}
