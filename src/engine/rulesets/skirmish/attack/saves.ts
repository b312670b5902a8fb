/**
 * Seed 003, "Attack Sequence", Save Roll and Inflict Damage (11e: "rolls saves first, then allocates
 * and resolves"): one D6 per wound, all at once; then "Resolve from the lowest save result upward:
 * pick one model in the current allocation group (a wounded model must be picked if possible). A
 * failed save costs that model D damage." The current group is the first in the declared order with
 * a living model; a die needs that group's Sv + AP, or its invulnerable save where better
 * ("Invuln ignores AP"); Brace for Impact adds 1 to every save roll; a natural 1 always fails.
 * Then the devastating wounds' mortal wounds ("Mortal Wounds skip this"), after the normal damage.
 */
import { D6, rollDice } from '../../../core/dice.js';
import type { Rng } from '../../../core/rng.js';
import type { DiceValue } from '../data/schema.js';
import type { SaveResolved, SkirmishEvent } from '../events.js';
import { unitById } from '../geometry/index.js';
import type { AllocationGroup, SkirmishState } from '../state.js';
import { rollValue } from './dice-value.js';
import { modelToDamage, sufferDamage } from './damage.js';

/** What a save die needs against a group: Sv + AP, or the invulnerable save where better; brace takes 1 off. */
export function saveNeeded(
  group: Pick<AllocationGroup, 'save' | 'invulnerable'>,
  ap: number,
  brace: boolean,
): { needed: number; invulnerable: boolean } {
  const armour = group.save + ap;
  const invulnerable = group.invulnerable !== null && group.invulnerable < armour;
  const best = invulnerable ? (group.invulnerable as number) : armour;
  return { needed: Math.max(2, best - (brace ? 1 : 0)), invulnerable };
}

/** A save die succeeds: never a natural 1, else on `needed` or more (no automatic 6: a 7+ cannot be saved). */
export const saveSucceeds = (die: number, needed: number): boolean => die !== 1 && die >= needed;

/** The current group: the first in `order` with a living model. */
export function currentGroup(
  state: SkirmishState,
  unitId: string,
  groups: readonly AllocationGroup[],
  order: readonly string[],
): AllocationGroup | undefined {
  const unit = unitById(state, unitId);
  if (!unit) return undefined;
  return order
    .map((id) => groups.find((g) => g.id === id))
    .find((g) => g !== undefined && g.models.some((n) => unit.models.some((m) => m.n === n && m.alive)));
}

export interface SaveInput {
  readonly attack: string;
  readonly target: string;
  readonly wounds: number;
  readonly devastating: number;
  readonly ap: number;
  readonly damage: DiceValue;
  readonly groups: readonly AllocationGroup[];
  readonly order: readonly string[];
  readonly brace: boolean;
}

export interface SavesDone {
  readonly state: SkirmishState;
  readonly slain: number;
  readonly woundsLost: number;
}

const NO_DAMAGE = { model: null, damage: 0, feelNoPain: [], lost: 0, slain: false } as const;

/** One save die against the current group: saved, or a failed save's damage (rolled) on the group's model. */
function resolveDie(
  state: SkirmishState,
  input: SaveInput,
  die: number,
  rng: Rng,
  events: SkirmishEvent[],
): { state: SkirmishState; save: SaveResolved } {
  const group = currentGroup(state, input.target, input.groups, input.order);
  // Nobody left to take it: the save is lost.
  if (!group)
    return { state, save: { roll: die, needed: 0, invulnerable: false, saved: false, group: null, ...NO_DAMAGE } };
  const { needed, invulnerable } = saveNeeded(group, input.ap, input.brace);
  const base = { roll: die, needed, invulnerable, group: group.id };
  const unit = unitById(state, input.target);
  const n = unit ? modelToDamage(unit, group.models, group.wounds) : null;
  if (saveSucceeds(die, needed) || n === null)
    return { state, save: { ...base, saved: saveSucceeds(die, needed), ...NO_DAMAGE } };
  const damage = rollValue(rng, input.damage, `damage: ${input.target} model ${n} (${input.attack})`);
  if (damage.roll) events.push(damage.roll);
  const hurt = sufferDamage(state, input.target, n, damage.value, rng, events);
  return {
    state: hurt.state,
    save: {
      ...base,
      saved: false,
      model: n,
      damage: damage.value,
      feelNoPain: hurt.feelNoPain,
      lost: hurt.lost,
      slain: hurt.slain,
    },
  };
}

/**
 * Other-systems.md 4.3: mortal wounds skip saves and come after normal damage; each devastating
 * wound is a packet of D on the current model, no carry-over (`mortalWoundsInflicted` each).
 */
function resolveDevastating(state: SkirmishState, input: SaveInput, rng: Rng, events: SkirmishEvent[]): SavesDone {
  let current = state;
  let slain = 0;
  let woundsLost = 0;
  for (let k = 0; k < input.devastating; k++) {
    const group = currentGroup(current, input.target, input.groups, input.order);
    const unit = unitById(current, input.target);
    const n = group && unit ? modelToDamage(unit, group.models, group.wounds) : null;
    if (n === null) break;
    const amount = rollValue(rng, input.damage, `devastating wounds: ${input.target} model ${n} (${input.attack})`);
    if (amount.roll) events.push(amount.roll);
    const hurt = sufferDamage(current, input.target, n, amount.value, rng, events);
    current = hurt.state;
    woundsLost += hurt.lost;
    if (hurt.slain) slain += 1;
    events.push({
      type: 'mortalWoundsInflicted',
      attack: input.attack,
      unit: input.target,
      model: n,
      amount: amount.value,
      feelNoPain: hurt.feelNoPain,
      lost: hurt.lost,
      slain: hurt.slain,
    });
  }
  return { state: current, slain, woundsLost };
}

/**
 * The saves (a `savesRolled` event, each die lowest first) and the damage they let through, then the
 * devastating wounds (a `mortalWoundsInflicted` per packet of D on the current model). Damage does
 * not carry over; Feel No Pain per point. The caller saves `rng` and checks for a destroyed unit.
 */
export function resolveSaves(state: SkirmishState, input: SaveInput, rng: Rng, events: SkirmishEvent[]): SavesDone {
  let current = state;
  const saves: SaveResolved[] = [];
  if (input.wounds > 0) {
    const roll = rollDice(rng, D6, input.wounds, `save: ${input.target} (${input.attack})`);
    events.push(roll);
    for (const die of [...roll.faces].sort((a, b) => a - b)) {
      const done = resolveDie(current, input, die, rng, events);
      current = done.state;
      saves.push(done.save);
    }
    events.push({ type: 'savesRolled', attack: input.attack, saves });
  }
  const mortal = resolveDevastating(current, input, rng, events);
  return {
    state: mortal.state,
    slain: saves.filter((s) => s.slain).length + mortal.slain,
    woundsLost: saves.reduce((n, s) => n + s.lost, 0) + mortal.woundsLost,
  };
}
