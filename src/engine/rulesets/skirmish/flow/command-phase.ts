/**
 * The Command phase (seed 003, "Command Phase"; "Battle-shock Test"), played by itself when the
 * phase starts (flow/turn.ts), in the seed's order:
 * 1. "Both players gain 1 CP" (not above `settings.cpCap`): `cpGained`.
 * 2. "Start-of-turn abilities": `selfRepair` X: each damaged living model of the active side's units
 *    on the table regains up to X wounds (`abilityUsed`).
 * 3. "Battle-shock tests" (Battle-shock 1): each of the active side's units on the table at or below
 *    half strength (living models <= half its starting models; a one-model unit: wounds left <= half
 *    its starting wounds), or already battle-shocked, rolls 2D6; a total >= the best (lowest) Ld among
 *    its living models passes (Battle-shock 2). A fail shocks it (`unitShocked`; it stays so until a
 *    later pass); a pass recovers a shocked unit (`unitRecovered`). A failed test that Insane Bravery
 *    could still pass (Battle-shock 3: the side has the CP and has not used it this battle) waits as
 *    the pending roll `shock`: `stratagem insaneBravery` passes it, `done` lets it stand; the tests
 *    of the units after it follow.
 * Then the phase ends (turn.ts `settle`).
 */
import { D6, rollDice } from '../../../core/dice.js';
import { createRng } from '../../../core/rng.js';
import type { SkirmishCommandOf } from '../commands.js';
import type { SkirmishEvent } from '../events.js';
import { datasheetOf, livingModels, onTable, profileOf } from '../geometry/index.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { otherSide, type SkirmishResult, type SkirmishStep } from './common.js';
import { canSpend, payInsaneBravery } from './stratagems.js';

/** Seed 003, Battle-shock 1: "at or below Half-strength". */
export function atHalfStrength(state: SkirmishState, unit: SkirmishUnit): boolean {
  const living = livingModels(unit);
  if (unit.models.length === 1) {
    const model = unit.models[0];
    if (!model || !model.alive) return true;
    return model.wounds * 2 <= profileOf(state, unit, model).wounds;
  }
  return living.length * 2 <= unit.models.length;
}

/** Who tests (Battle-shock 1): a unit on the table at or below half strength, or already shocked. */
export const mustTest = (state: SkirmishState, unit: SkirmishUnit): boolean =>
  onTable(unit) && (unit.shocked || atHalfStrength(state, unit));

/** The unit's Ld: the best (lowest) leadership among its living models. */
export const bestLeadership = (state: SkirmishState, unit: SkirmishUnit): number =>
  Math.min(...livingModels(unit).map((m) => profileOf(state, unit, m).leadership));

/** Seed 003, Command Phase: "Both players gain 1 CP" (up to the cap). */
function gainCp(state: SkirmishState): SkirmishStep {
  const cap = state.settings.cpCap;
  const events: SkirmishEvent[] = [];
  const cp: Record<string, number> = { ...state.cp };
  for (const side of [state.active, otherSide(state, state.active)]) {
    const before = cp[side] ?? 0;
    const after = Math.max(before, Math.min(cap, before + 1));
    cp[side] = after;
    if (after > before) events.push({ type: 'cpGained', side, amount: after - before, total: after });
  }
  return { state: { ...state, cp }, events };
}

/** Seed 003, Command Phase: "Start-of-turn abilities" (selfRepair). */
function startOfTurnAbilities(state: SkirmishState): SkirmishStep {
  const events: SkirmishEvent[] = [];
  const units = state.units.map((unit) => {
    if (unit.side !== state.active || !onTable(unit)) return unit;
    const repair = datasheetOf(state, unit).abilities.selfRepair;
    if (!repair) return unit;
    const models = unit.models.map((m) => {
      if (!m.alive) return m;
      const max = profileOf(state, unit, m).wounds;
      const amount = Math.min(repair, max - m.wounds);
      if (amount <= 0) return m;
      events.push({ type: 'abilityUsed', unit: unit.id, ability: 'selfRepair', model: m.n, amount });
      return { ...m, wounds: m.wounds + amount };
    });
    return { ...unit, models };
  });
  return { state: { ...state, units }, events };
}

const setShocked = (state: SkirmishState, id: string, shocked: boolean): SkirmishState => ({
  ...state,
  units: state.units.map((u) => (u.id === id ? { ...u, shocked } : u)),
});

/** The outcome of a test for the unit: shocked on a fail, recovered on a pass. */
function testResult(state: SkirmishState, unit: SkirmishUnit, passed: boolean): SkirmishStep {
  if (passed === !unit.shocked) return { state, events: [] };
  const event: SkirmishEvent = passed
    ? { type: 'unitRecovered', unit: unit.id }
    : { type: 'unitShocked', unit: unit.id };
  return { state: setShocked(state, unit.id, !passed), events: [event] };
}

/**
 * The battle-shock tests of the active side's units after `after` (in unit order; null: from the
 * first), up to the first failed test Insane Bravery could still pass, which waits as `pending`.
 */
export function battleShockTests(state: SkirmishState, after: string | null): SkirmishStep {
  const events: SkirmishEvent[] = [];
  let current = state;
  const start = after === null ? 0 : state.units.findIndex((u) => u.id === after) + 1;
  for (const { id } of state.units.slice(start)) {
    const unit = current.units.find((u) => u.id === id);
    if (!unit || unit.side !== current.active || !mustTest(current, unit)) continue;
    const rng = createRng(current.rng);
    const roll = rollDice(rng, D6, 2, `battle-shock ${unit.id}`);
    current = { ...current, rng: rng.save() };
    const leadership = bestLeadership(current, unit);
    const passed = roll.result >= leadership;
    events.push(roll, {
      type: 'battleShockTested',
      unit: unit.id,
      dice: roll.faces,
      total: roll.result,
      leadership,
      passed,
      wasShocked: unit.shocked,
    });
    if (!passed && canSpend(current, unit.side, 'insaneBravery', unit.id)) {
      const pending = {
        kind: 'shock' as const,
        side: unit.side,
        unit: unit.id,
        dice: roll.faces,
        total: roll.result,
        rerolled: false,
      };
      return { state: { ...current, pending }, events };
    }
    const result = testResult(current, unit, passed);
    current = result.state;
    events.push(...result.events);
  }
  return { state: current, events };
}

/**
 * The pending failed test resolved: passed by Insane Bravery (`brave`), or standing (`done`); then
 * the tests of the units after it.
 */
export function resolveShock(state: SkirmishState, brave: boolean): SkirmishStep {
  const pending = state.pending;
  if (pending?.kind !== 'shock') return { state, events: [] };
  const cleared: SkirmishState = { ...state, pending: null };
  const unit = cleared.units.find((u) => u.id === pending.unit);
  const events: SkirmishEvent[] = [];
  let current = cleared;
  if (unit) {
    if (brave) events.push({ type: 'battleShockPassedByBravery', unit: unit.id });
    const result = testResult(current, unit, brave);
    current = result.state;
    events.push(...result.events);
  }
  const rest = battleShockTests(current, pending.unit);
  return { state: rest.state, events: [...events, ...rest.events] };
}

/** The Command phase played from its start: CP, start-of-turn abilities, battle-shock tests. */
export function playCommandPhase(state: SkirmishState): SkirmishStep {
  const cp = gainCp(state);
  const abilities = startOfTurnAbilities(cp.state);
  const tests = battleShockTests(abilities.state, null);
  return { state: tests.state, events: [...cp.events, ...abilities.events, ...tests.events] };
}

/** `stratagem insaneBravery` (seed 003, Battle-shock 3): 1 CP, the pending failed test passes. */
export function insaneBravery(state: SkirmishState, cmd: SkirmishCommandOf<'stratagem'>): SkirmishResult {
  const paid = payInsaneBravery(state, cmd);
  if (!paid.ok) return paid;
  const resolved = resolveShock(paid.value.state, true);
  return { ok: true, value: { state: resolved.state, events: [...paid.value.events, ...resolved.events] } };
}
