/**
 * A unit's attacks (seed 003, "Attack Sequence": Hit Roll -> Wound Roll -> Save Roll -> Inflict
 * Damage, "Shared by both shooting and melee"): `beginAttacks` checks every weapon's target, fixes
 * the attacking models, then resolves the attacks in order, one weapon at one target each; when
 * the defender must choose its allocation it leaves `state.attack` and `state.reaction` and stops
 * (answerAllocation goes on). `state.attack` is null once all are resolved.
 */
import { createRng, type Rng } from '../../../core/rng.js';
import { ok, type Result } from '../../../core/result.js';
import type { Weapon } from '../data/schema.js';
import type { SkirmishError } from '../errors.js';
import type { SkirmishEvent } from '../events.js';
import {
  benefitOfCover,
  datasheetOf,
  engagedWith,
  isEngaged,
  livingModels,
  onTable,
  placedModels,
  profileOf,
  unitById,
} from '../geometry/index.js';
import type { AttackInProgress, FireAssignment, SkirmishState, SkirmishUnit } from '../state.js';
import { allocationGroups, automaticOrder } from './allocation.js';
import { refuse, withUnit, type SkirmishStep } from './common.js';
import { addToValue, rollValue } from './dice-value.js';
import {
  carriers,
  closestDistance,
  fightingModels,
  firingModels,
  meleeWeaponOf,
  weaponBarred,
  weaponOf,
  withinHalfRange,
  type AttackKind,
} from './eligibility.js';
import { hitNeeded, rollHits, type HitModifier, type HitRollResult } from './hit.js';
import { resolveAllocation } from './resolve.js';
import { offerAllocation } from './window.js';
import { rollWounds, type WoundRollResult } from './wound.js';

type Queued = FireAssignment & { readonly models: readonly number[] };

/** Why a shooting (or Fire Overwatch) assignment is refused, or the models that fire it. */
function checkShot(
  state: SkirmishState,
  unit: SkirmishUnit,
  f: FireAssignment,
  kind: AttackKind,
): Result<Queued, SkirmishError> {
  const barred = weaponBarred(state, unit, f.weapon, kind);
  if (barred) return refuse(barred, { weapon: f.weapon });
  const target = unitById(state, f.target);
  if (!target) return refuse('NO_SUCH_UNIT', { unit: f.target });
  if (target.side === unit.side) return refuse('FRIENDLY_TARGET', { unit: f.target });
  if (target.destroyed) return refuse('UNIT_DESTROYED', { unit: f.target });
  if (!onTable(target)) return refuse('IN_RESERVE', { unit: f.target });
  if (kind === 'shooting' && isEngaged(state, unit) && !engagedWith(state, unit).includes(target.id))
    return refuse('NOT_ENGAGED_WITH', { unit: f.target, engagedWith: engagedWith(state, unit) });
  const models = firingModels(state, unit, f.weapon, target, kind);
  if (models.length === 0) {
    const range = weaponOf(state, f.weapon)?.range ?? 0;
    const inRange = carriers(state, unit, f.weapon).some((m) => closestDistance(state, unit, m, target) <= range);
    return refuse(inRange ? 'NOT_VISIBLE' : 'OUT_OF_RANGE', { weapon: f.weapon, unit: f.target });
  }
  return ok({ weapon: f.weapon, target: f.target, models: models.map((m) => m.n) });
}

/** Seed 003, Fight: one assignment per melee weapon the fighting models use, the named one first. */
function checkFight(state: SkirmishState, unit: SkirmishUnit, f: FireAssignment): Result<Queued[], SkirmishError> {
  const target = unitById(state, f.target);
  if (!target) return refuse('NO_SUCH_UNIT', { unit: f.target });
  if (target.side === unit.side) return refuse('FRIENDLY_TARGET', { unit: f.target });
  if (target.destroyed) return refuse('UNIT_DESTROYED', { unit: f.target });
  if (!engagedWith(state, unit).includes(target.id)) return refuse('NOT_ENGAGED_WITH', { unit: f.target });
  const named = f.weapon === '' ? undefined : f.weapon;
  if (named !== undefined) {
    const w = weaponOf(state, named);
    if (!w || w.kind !== 'melee' || carriers(state, unit, named).length === 0)
      return refuse('NO_SUCH_WEAPON', { weapon: named });
  }
  const byWeapon = new Map<string, number[]>();
  if (named !== undefined) byWeapon.set(named, []);
  for (const m of fightingModels(state, unit, target)) {
    const w = meleeWeaponOf(state, unit, m, named);
    if (w === null) continue;
    byWeapon.set(w, [...(byWeapon.get(w) ?? []), m.n]);
  }
  const queued = [...byWeapon.entries()]
    .filter(([, ns]) => ns.length > 0)
    .map(([weapon, models]) => ({ weapon, target: target.id, models }));
  if (queued.length === 0) return refuse('CANNOT_FIGHT', { unit: unit.id, target: target.id });
  return ok(queued);
}

/**
 * A unit's attacks (the brief): `shooting` (its Shooting phase), `overwatch` (Fire Overwatch: hits on
 * unmodified 6s only; the flow has checked the unit may fire) or `fight` (`fire` = one melee weapon
 * and the target; each fighting model uses that weapon if it has it, else its first melee weapon).
 * Shooting and Fire Overwatch mark the unit `shot`.
 */
export function beginAttacks(
  state: SkirmishState,
  kind: AttackKind,
  unitId: string,
  fire: readonly FireAssignment[],
): Result<SkirmishStep, SkirmishError> {
  if (state.outcome) return refuse('GAME_OVER');
  if (state.attack || state.reaction) return refuse('WRONG_STEP', { waiting: state.reaction?.kind ?? 'attack' });
  const unit = unitById(state, unitId);
  if (!unit) return refuse('NO_SUCH_UNIT', { unit: unitId });
  if (unit.destroyed) return refuse('UNIT_DESTROYED', { unit: unitId });
  if (unit.reserve) return refuse('IN_RESERVE', { unit: unitId });
  if (fire.length === 0) return refuse('BAD_COMMAND', { fire: 0 });
  const queue: Queued[] = [];
  if (kind === 'fight') {
    if (fire.length !== 1) return refuse('BAD_COMMAND', { fire: fire.length });
    const fought = checkFight(state, unit, fire[0] as FireAssignment);
    if (!fought.ok) return fought;
    queue.push(...fought.value);
  } else {
    if (kind === 'shooting') {
      if (unit.shot) return refuse('ALREADY_SHOT', { unit: unitId });
      if (unit.movement === 'fallBack') return refuse('CANNOT_SHOOT', { unit: unitId, reason: 'fellBack' });
    }
    const seen = new Set<string>();
    for (const f of fire) {
      if (seen.has(f.weapon)) return refuse('WEAPON_TWICE', { weapon: f.weapon });
      seen.add(f.weapon);
      const shot = checkShot(state, unit, f, kind);
      if (!shot.ok) return shot;
      queue.push(shot.value);
    }
  }
  const marked = kind === 'fight' ? state : withUnit(state, { ...unit, shot: true });
  return ok(runQueue(marked, kind, unitId, queue, []));
}

/** The target's toughness for the wound roll: the highest among its living models. */
function toughnessOf(state: SkirmishState, target: SkirmishUnit): number {
  return Math.max(0, ...livingModels(target).map((m) => profileOf(state, target, m).toughness));
}

/** The attacks the models make (Rapid Fire X: X more for a model within half range), and whether all are within half range. */
function countAttacks(
  state: SkirmishState,
  attacker: SkirmishUnit,
  target: SkirmishUnit,
  w: Weapon,
  modelNs: readonly number[],
  rng: Rng,
  events: SkirmishEvent[],
): { models: number; attacks: number; halfRange: boolean } {
  const ranged = w.kind === 'ranged';
  const models = placedModels(attacker).filter((m) => modelNs.includes(m.n));
  const half = models.map((m) => ranged && withinHalfRange(state, attacker, m, target, w.range));
  let attacks = 0;
  models.forEach((m, i) => {
    const rolled = rollValue(rng, w.attacks, `attacks: ${w.id} (${attacker.id} model ${m.n})`);
    if (rolled.roll) events.push(rolled.roll);
    attacks += rolled.value + (half[i] ? (w.abilities.rapidFire ?? 0) : 0);
  });
  return { models: models.length, attacks, halfRange: ranged && half.length > 0 && half.every(Boolean) };
}

/** The hit roll's modifiers (the brief): cover, heavy, a vehicle's big guns while engaged; Fire Overwatch. */
function hitModifiers(
  state: SkirmishState,
  kind: AttackKind,
  attacker: SkirmishUnit,
  target: SkirmishUnit,
  w: Weapon,
): HitModifier[] {
  if (kind === 'overwatch') return ['overwatch'];
  if (w.kind !== 'ranged') return [];
  const modifiers: HitModifier[] = [];
  if (benefitOfCover(state, attacker, target)) modifiers.push('cover');
  if (w.abilities.heavy && (attacker.movement === 'stationary' || attacker.movement === null)) modifiers.push('heavy');
  if (kind === 'shooting' && !w.abilities.pistol && isEngaged(state, attacker)) modifiers.push('engagedVehicle');
  return modifiers;
}

/** Seed 003, Wound Roll for one attack's hits (woundsRolled). Lethal Hits' wounds are counted with the rest. */
function woundStep(
  state: SkirmishState,
  id: string,
  attacker: SkirmishUnit,
  target: SkirmishUnit,
  w: Weapon,
  hits: HitRollResult,
  rng: Rng,
  events: SkirmishEvent[],
): WoundRollResult {
  const toughness = toughnessOf(state, target);
  const anti = w.abilities.anti;
  const antiApplies =
    anti !== undefined && livingModels(target).some((m) => profileOf(state, target, m).keywords.includes(anti.keyword));
  const wounds = rollWounds(rng, {
    hits: hits.hits - hits.lethal,
    strength: w.strength,
    toughness,
    // Lance: +1 to wound when the attacking unit charged this turn.
    modifier: w.abilities.lance && attacker.charged ? 1 : 0,
    twinLinked: w.abilities.twinLinked === true,
    antiThreshold: antiApplies && anti ? anti.threshold : null,
    devastatingWounds: w.abilities.devastatingWounds === true,
    purpose: `${w.id} (${attacker.id} > ${target.id})`,
  });
  events.push(...wounds.rolls);
  events.push({
    type: 'woundsRolled',
    attack: id,
    dice: wounds.dice,
    rerolls: wounds.rerolls,
    needed: wounds.needed,
    strength: w.strength,
    toughness,
    wounds: wounds.wounds + hits.lethal,
    criticals: wounds.criticals,
    devastating: wounds.devastating,
  });
  return wounds;
}

/** Rolls one attack's attacks, hits and wounds (attackDeclared, hitsRolled, woundsRolled) into an AttackInProgress. */
function rollAttack(
  state: SkirmishState,
  kind: AttackKind,
  attacker: SkirmishUnit,
  target: SkirmishUnit,
  entry: Queued,
  rest: readonly FireAssignment[],
  rng: Rng,
  events: SkirmishEvent[],
): { state: SkirmishState; attack: AttackInProgress } {
  const n = state.attacks + 1;
  const id = `a${n}`;
  const w = weaponOf(state, entry.weapon);
  if (!w) throw new Error(`attack with unknown weapon ${entry.weapon}`);
  const count = countAttacks(state, attacker, target, w, entry.models, rng, events);
  const modifiers = hitModifiers(state, kind, attacker, target, w);
  const needed = hitNeeded(w.skill, modifiers);
  events.push({
    type: 'attackDeclared',
    attack: id,
    kind,
    attacker: attacker.id,
    target: target.id,
    weapon: w.id,
    models: count.models,
    attacks: count.attacks,
    hitNeeded: needed,
    hitModifiers: modifiers,
    halfRange: count.halfRange,
  });
  const hits = rollHits(rng, {
    attacks: count.attacks,
    needed,
    torrent: w.abilities.torrent === true,
    rerollOnes: datasheetOf(state, attacker).abilities.rerollHitOnes === true,
    sustainedHits: w.abilities.sustainedHits ?? 0,
    lethalHits: w.abilities.lethalHits === true,
    purpose: `${w.id} (${attacker.id} > ${target.id})`,
  });
  events.push(...hits.rolls);
  const { rolls: _rolls, ...hitSummary } = hits;
  events.push({ type: 'hitsRolled', attack: id, needed, ...hitSummary });
  const wounds = woundStep(state, id, attacker, target, w, hits, rng, events);
  const attack: AttackInProgress = {
    id,
    kind,
    attacker: attacker.id,
    target: target.id,
    weapon: w.id,
    wounds: wounds.wounds + hits.lethal,
    devastating: wounds.devastating,
    ap: w.ap,
    // Melta X: X more damage within half range.
    damage: count.halfRange && w.abilities.melta ? addToValue(w.damage, w.abilities.melta) : w.damage,
    groups: allocationGroups(state, target),
    queue: rest,
  };
  return { state: { ...state, attacks: n }, attack };
}

/**
 * Resolves the queued attacks in order: an attack with no wound needs no allocation; one whose
 * defender has a choice opens the window and stops; the others are declared at once in the
 * automatic order. A target gone by its turn is skipped.
 */
export function runQueue(
  state: SkirmishState,
  kind: AttackKind,
  attackerId: string,
  queue: readonly FireAssignment[],
  events: SkirmishEvent[],
): SkirmishStep {
  let current: SkirmishState = { ...state, attack: null, reaction: null };
  for (let i = 0; i < queue.length; i++) {
    const entry = queue[i] as FireAssignment;
    const attacker = unitById(current, attackerId);
    const target = unitById(current, entry.target);
    if (!attacker || attacker.destroyed || !target || !onTable(target)) continue;
    const queued: Queued = { ...entry, models: entry.models ?? placedModels(attacker).map((m) => m.n) };
    const rng = createRng(current.rng);
    const rolled = rollAttack(current, kind, attacker, target, queued, queue.slice(i + 1), rng, events);
    current = { ...rolled.state, rng: rng.save() };
    const a = rolled.attack;
    if (a.wounds + a.devastating === 0) {
      events.push({ type: 'attackResolved', attack: a.id, slain: 0, woundsLost: 0 });
      continue;
    }
    const opened = offerAllocation(current, a, events);
    if (opened) return { state: opened, events };
    const order = automaticOrder(a.groups, current, target);
    current = resolveAllocation(current, a, order, false, true, events);
  }
  return { state: { ...current, attack: null, reaction: null }, events };
}
