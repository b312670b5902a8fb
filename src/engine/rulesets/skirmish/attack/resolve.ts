/**
 * An attack's end (seed 003, "Attack Sequence" after the wound roll): the defender's allocation
 * declared (Brace for Impact paid for when chosen), the saves and the damage (saves.ts), then
 * `attackResolved` and a destroyed unit (`unitDestroyed`, a kill for the attacking side).
 */
import { createRng } from '../../../core/rng.js';
import type { SkirmishEvent } from '../events.js';
import { unitById } from '../geometry/index.js';
import { phaseKey, type AttackInProgress, type SkirmishState } from '../state.js';
import { withUnit } from './common.js';
import { checkDestroyed } from './damage.js';
import { resolveSaves } from './saves.js';

/** Brace for Impact's cost (4.2's core stratagems, as our own). */
export const BRACE_COST = 1;

/**
 * Brace for Impact may be offered to `target`'s side now: 1 CP, not a battle-shocked unit, not used
 * by that side this phase, and no stratagem on the unit this phase (the brief).
 */
export function braceAffordable(state: SkirmishState, targetId: string): boolean {
  const target = unitById(state, targetId);
  if (!target) return false;
  const side = target.side;
  return (
    (state.cp[side] ?? 0) >= BRACE_COST &&
    !target.shocked &&
    !state.stratagemsUsed.includes(`braceForImpact:${side}`) &&
    target.stratagemIn !== phaseKey(state)
  );
}

/** Pays for Brace for Impact: 1 CP, the side's use this phase, the unit's stratagem this phase. */
function payBrace(state: SkirmishState, targetId: string, events: SkirmishEvent[]): SkirmishState {
  const target = unitById(state, targetId);
  if (!target) return state;
  const side = target.side;
  const cpLeft = (state.cp[side] ?? 0) - BRACE_COST;
  events.push({ type: 'stratagemUsed', side, stratagem: 'braceForImpact', unit: target.id, cost: BRACE_COST, cpLeft });
  return {
    ...withUnit(state, { ...target, stratagemIn: phaseKey(state) }),
    cp: { ...state.cp, [side]: cpLeft },
    stratagemsUsed: [...state.stratagemsUsed, `braceForImpact:${side}`],
  };
}

/**
 * The allocation declared (`allocationDeclared`), then saves, damage, mortal wounds, `attackResolved`
 * and a destroyed unit. The state's `attack` and `reaction` are left to the caller.
 */
export function resolveAllocation(
  state: SkirmishState,
  a: AttackInProgress,
  order: readonly string[],
  brace: boolean,
  defaulted: boolean,
  events: SkirmishEvent[],
): SkirmishState {
  const target = unitById(state, a.target);
  const attacker = unitById(state, a.attacker);
  if (!target) return state;
  let current = brace ? payBrace(state, a.target, events) : state;
  events.push({
    type: 'allocationDeclared',
    attack: a.id,
    side: target.side,
    groups: a.groups,
    order,
    brace,
    defaulted,
  });
  const rng = createRng(current.rng);
  const done = resolveSaves(
    current,
    {
      attack: a.id,
      target: a.target,
      wounds: a.wounds,
      devastating: a.devastating,
      ap: a.ap,
      damage: a.damage,
      groups: a.groups,
      order,
      brace,
    },
    rng,
    events,
  );
  current = { ...done.state, rng: rng.save() };
  events.push({ type: 'attackResolved', attack: a.id, slain: done.slain, woundsLost: done.woundsLost });
  return checkDestroyed(current, a.target, attacker?.side ?? null, events);
}
