/**
 * Seed 003, "Attack Sequence", Inflict Damage / Feel No Pain: "For each damage point, if the unit has
 * Feel No Pain X+, roll 1D6 — X+ ignores it. Any remaining damage stacks on the current model until
 * its Wounds hit 0. Excess damage does NOT carry to the next model." Mortal wounds skip saves
 * (other-systems.md 4.3) and Feel No Pain applies to them. A unit with no model left is destroyed:
 * `unitDestroyed`, and a kill for the side that destroyed it (the brief).
 */
import { D6, rollDice } from '../../../core/dice.js';
import type { Rng } from '../../../core/rng.js';
import type { SkirmishEvent } from '../events.js';
import { profileOf, unitById } from '../geometry/index.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { automaticOrder, allocationGroups } from './allocation.js';
import { withUnit } from './common.js';

export interface Suffered {
  readonly state: SkirmishState;
  readonly feelNoPain: number[];
  readonly lost: number;
  readonly slain: boolean;
}

/**
 * Model `n` of `unitId` suffers `amount` damage, point by point, each point ignored on a Feel No Pain
 * roll of X+ (a D6 per point, a `diceRolled` each); points past the model's last wound are lost.
 */
export function sufferDamage(
  state: SkirmishState,
  unitId: string,
  n: number,
  amount: number,
  rng: Rng,
  events: SkirmishEvent[],
): Suffered {
  const unit = unitById(state, unitId);
  const model = unit?.models.find((m) => m.n === n);
  if (!unit || !model || !model.alive) return { state, feelNoPain: [], lost: 0, slain: false };
  const fnp = profileOf(state, unit, model).feelNoPain;
  const feelNoPain: number[] = [];
  let wounds = model.wounds;
  let lost = 0;
  for (let point = 0; point < amount && wounds > 0; point++) {
    if (fnp !== null) {
      const roll = rollDice(rng, D6, 1, `feel no pain: ${unit.id} model ${n}`);
      events.push(roll);
      const face = roll.faces[0] as number;
      feelNoPain.push(face);
      if (face >= fnp) continue;
    }
    wounds -= 1;
    lost += 1;
  }
  const slain = wounds <= 0;
  const models = unit.models.map((m) =>
    m.n === n ? { ...m, wounds: Math.max(0, wounds), alive: !slain, hex: slain ? null : m.hex } : m,
  );
  return { state: withUnit(state, { ...unit, models }), feelNoPain, lost, slain };
}

/** The model damage falls on in a group: a wounded one first, else the first living (seed 003, Inflict Damage). */
export function modelToDamage(unit: SkirmishUnit, groupModels: readonly number[], maxWounds: number): number | null {
  const living = groupModels.map((n) => unit.models.find((m) => m.n === n)).filter((m) => m !== undefined && m.alive);
  const wounded = living.find((m) => m !== undefined && m.wounds < maxWounds);
  return (wounded ?? living[0])?.n ?? null;
}

/**
 * Marks `unitId` destroyed once none of its models lives (`unitDestroyed`, a kill for `by`); no
 * change otherwise.
 */
export function checkDestroyed(
  state: SkirmishState,
  unitId: string,
  by: string | null,
  events: SkirmishEvent[],
): SkirmishState {
  const unit = unitById(state, unitId);
  if (!unit || unit.destroyed || unit.models.some((m) => m.alive)) return state;
  events.push({ type: 'unitDestroyed', unit: unit.id, by });
  const kills = by === null ? state.kills : { ...state.kills, [by]: (state.kills[by] ?? 0) + 1 };
  return { ...withUnit(state, { ...unit, destroyed: true }), kills };
}

/**
 * Mortal wounds (hazard rolls, other sources): one point at a time, each to the current model of the
 * automatic allocation order (a wounded one first), Feel No Pain for each; slain models, a destroyed
 * unit and its kill (`by` the attacking side when `attack` is the attack in progress, else none).
 * `rng` is the caller's working generator (it saves it).
 */
export function inflictMortalWounds(
  state: SkirmishState,
  unitId: string,
  amount: number,
  attack: string | null,
  rng: Rng,
): { state: SkirmishState; events: SkirmishEvent[] } {
  const events: SkirmishEvent[] = [];
  let current = state;
  let pending: { model: number; amount: number; feelNoPain: number[]; lost: number; slain: boolean } | null = null;
  const flush = (): void => {
    if (pending) events.push({ type: 'mortalWoundsInflicted', attack, unit: unitId, ...pending });
    pending = null;
  };
  for (let point = 0; point < amount; point++) {
    const unit = unitById(current, unitId);
    if (!unit) break;
    const groups = allocationGroups(current, unit);
    const order = automaticOrder(groups, current, unit);
    const group = order.map((id) => groups.find((g) => g.id === id)).find((g) => g !== undefined);
    if (!group) break;
    const n = modelToDamage(unit, group.models, group.wounds);
    if (n === null) break;
    if (pending !== null && (pending as { model: number }).model !== n) flush();
    const suffered = sufferDamage(current, unitId, n, 1, rng, events);
    current = suffered.state;
    const p: { model: number; amount: number; feelNoPain: number[]; lost: number; slain: boolean } = pending ?? {
      model: n,
      amount: 0,
      feelNoPain: [],
      lost: 0,
      slain: false,
    };
    pending = {
      model: n,
      amount: p.amount + 1,
      feelNoPain: [...p.feelNoPain, ...suffered.feelNoPain],
      lost: p.lost + suffered.lost,
      slain: suffered.slain,
    };
    if (suffered.slain) flush();
  }
  flush();
  const attacker =
    attack !== null && current.attack?.id === attack ? unitById(current, current.attack.attacker) : undefined;
  current = checkDestroyed(current, unitId, attacker?.side ?? null, events);
  return { state: current, events };
}
