/**
 * Stratagems (issue 44; other-systems.md 4.2 "Stratagems"; seed 003): CP spent on our own list.
 * - Each stratagem at most once per side per phase (`stratagemsUsed`, `<stratagem>:<side>`, reset
 *   when a phase starts); one stratagem per unit per phase (`stratagemIn`, the phase key).
 * - A battle-shocked unit is not a target of its own side's stratagems (seed 003, Battle-shock 2:
 *   "can't be targeted by your Stratagems"), Insane Bravery excepted.
 * - Command Re-roll (seed 003, Charge 2: "Consider Command Re-roll"): rerolls every die of a pending
 *   Advance or charge roll (`rollRerolled`); a charge roll that then reaches nothing fails at once.
 * - Insane Bravery (seed 003, Battle-shock 3: "auto-pass that one test"): a failed test waiting as
 *   the pending `shock` roll passes (`battleShockPassedByBravery`); once per battle per side.
 * Fire Overwatch, Heroic Intervention and Brace for Impact answer windows (flow/overwatch.ts,
 * flow/heroic.ts, attack/): they pay through `spendCp` (or the same checks) too.
 */
import { D6, rollDice } from '../../../core/dice.js';
import { createRng } from '../../../core/rng.js';
import { ok, type Result } from '../../../core/result.js';
import type { SkirmishCommandOf, Stratagem } from '../commands.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import { unitById } from '../geometry/index.js';
import { phaseKey, type SkirmishState } from '../state.js';
import { failHopelessCharge } from './charge-phase.js';
import { refuse, type SkirmishResult, type SkirmishStep } from './common.js';

/** What each stratagem costs in CP (4.2; our own numbers). */
export const STRATAGEM_COSTS: Readonly<Record<Stratagem, number>> = {
  commandReroll: 1,
  insaneBravery: 1,
  fireOverwatch: 1,
  heroicIntervention: 1,
  braceForImpact: 1,
};

/** Why `side` may not play `stratagem` (on `unit`, where it targets one) now, or null when it may. */
export function stratagemRefusal(
  state: SkirmishState,
  side: string,
  stratagem: Stratagem,
  unit: string | null,
): SkirmishError | null {
  const cost = STRATAGEM_COSTS[stratagem];
  const cp = state.cp[side] ?? 0;
  if (cp < cost) return { code: 'NOT_ENOUGH_CP', detail: { stratagem, cost, cp } };
  if (state.stratagemsUsed.includes(`${stratagem}:${side}`)) return { code: 'STRATAGEM_USED', detail: { stratagem } };
  if (stratagem === 'insaneBravery' && state.braveryUsed.includes(side))
    return { code: 'BRAVERY_USED', detail: { side } };
  if (unit !== null) {
    const u = unitById(state, unit);
    if (!u) return { code: 'NO_SUCH_UNIT', detail: { unit } };
    if (u.side !== side) return { code: 'NOT_YOUR_UNIT', detail: { unit } };
    if (u.stratagemIn === phaseKey(state)) return { code: 'UNIT_HAD_STRATAGEM', detail: { unit } };
    if (u.shocked && stratagem !== 'insaneBravery') return { code: 'SHOCKED_UNIT', detail: { unit, stratagem } };
  }
  return null;
}

/** May `side` play `stratagem` on `unit` now? */
export const canSpend = (state: SkirmishState, side: string, stratagem: Stratagem, unit: string | null): boolean =>
  stratagemRefusal(state, side, stratagem, unit) === null;

/**
 * `side` plays `stratagem` (on `unit`): the checks above, the CP deducted, the stratagem recorded for
 * the phase (and on the unit), `stratagemUsed`. Insane Bravery is also recorded as used for the battle.
 */
export function spendCp(
  state: SkirmishState,
  side: string,
  stratagem: Stratagem,
  unit: string | null,
): Result<SkirmishStep, SkirmishError> {
  const refusal = stratagemRefusal(state, side, stratagem, unit);
  if (refusal) return { ok: false, error: refusal };
  const cost = STRATAGEM_COSTS[stratagem];
  const cpLeft = (state.cp[side] ?? 0) - cost;
  const key = phaseKey(state);
  return ok({
    state: {
      ...state,
      cp: { ...state.cp, [side]: cpLeft },
      stratagemsUsed: [...state.stratagemsUsed, `${stratagem}:${side}`],
      braveryUsed: stratagem === 'insaneBravery' ? [...state.braveryUsed, side] : state.braveryUsed,
      units: unit === null ? state.units : state.units.map((u) => (u.id === unit ? { ...u, stratagemIn: key } : u)),
    },
    events: [{ type: 'stratagemUsed', side, stratagem, unit, cost, cpLeft }],
  });
}

/** Command Re-roll: every die of the side's pending Advance or charge roll of `unit` rolled again. */
export function commandReroll(state: SkirmishState, cmd: SkirmishCommandOf<'stratagem'>): SkirmishResult {
  const pending = state.pending;
  if (!pending || pending.kind === 'shock' || pending.unit !== cmd.unit || pending.side !== cmd.side)
    return refuse('NOTHING_TO_REROLL', { unit: cmd.unit });
  if (pending.rerolled) return refuse('ALREADY_REROLLED', { unit: cmd.unit });
  const paid = spendCp(state, cmd.side, 'commandReroll', cmd.unit);
  if (!paid.ok) return paid;
  const rng = createRng(paid.value.state.rng);
  const roll = rollDice(rng, D6, pending.dice.length, `command re-roll ${pending.kind} ${cmd.unit}`);
  const events: SkirmishEvent[] = [
    ...paid.value.events,
    roll,
    { type: 'rollRerolled', unit: cmd.unit, kind: pending.kind, before: pending.total, after: roll.result },
  ];
  const rerolled: SkirmishState = {
    ...paid.value.state,
    rng: rng.save(),
    pending: { ...pending, dice: roll.faces, total: roll.result, rerolled: true },
  };
  // Seed 003, Charge 2: a charge roll that reaches nothing, with no reroll left, fails at once.
  const hopeless = pending.kind === 'charge' ? failHopelessCharge(rerolled) : { state: rerolled, events: [] };
  return ok({ state: hopeless.state, events: [...events, ...hopeless.events] });
}

/**
 * Insane Bravery paid for: the checks (a pending failed battle-shock test of `unit`, the side's own)
 * and the CP; the test itself passes in flow/command-phase.ts `insaneBravery`, which calls this.
 */
export function payInsaneBravery(state: SkirmishState, cmd: SkirmishCommandOf<'stratagem'>): SkirmishResult {
  const pending = state.pending;
  if (!pending || pending.kind !== 'shock' || pending.unit !== cmd.unit || pending.side !== cmd.side)
    return refuse('NO_ROLL', { unit: cmd.unit, needed: 'shock' });
  return spendCp(state, cmd.side, 'insaneBravery', cmd.unit);
}
