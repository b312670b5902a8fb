/**
 * What one unit can expect to do to another from where they stand (issue 44, the normal AI's
 * `facing` and `exposure`), in the target's points: each living model's weapons that reach (a ranged
 * weapon within range, a melee weapon when the two are engaged) times the chance to hit, to wound
 * (seed 003's S against T table) and to get past the save, times the damage; and an attack under way
 * (rolled, waiting on the defender's allocation) at its expected damage, so a shot is worth its
 * wounds before the saves are rolled.
 */
import { averageValue, woundNeeded } from '../attack/index.js';
import type { Weapon } from '../data/schema.js';
import { ENGAGEMENT_RANGE, datasheetOf, livingModels, profileOf, unitById, unitDistance } from '../geometry/index.js';
import type { SkirmishState, SkirmishUnit } from '../state.js';
import { woundsOf } from './measure.js';

/** The chance a D6 roll needing `n`+ succeeds, a natural 1 failing and a natural 6 succeeding. */
const chance = (n: number): number => Math.min(5, Math.max(1, 7 - n)) / 6;

/** The target's first living model's save against `ap`: the better of armour and invulnerable. */
function failChance(state: SkirmishState, target: SkirmishUnit, ap: number): number {
  const model = livingModels(target)[0];
  if (!model) return 0;
  const p = profileOf(state, target, model);
  const armour = p.save + ap;
  const best = Math.min(armour, p.invulnerable ?? 7);
  return best >= 7 ? 1 : 1 - chance(best);
}

function toughnessOf(state: SkirmishState, target: SkirmishUnit): number {
  return Math.max(0, ...livingModels(target).map((m) => profileOf(state, target, m).toughness));
}

/** Expected wounds lost by `target` to one attack profile `weapon` fired `attacks` times. */
function expectedWounds(state: SkirmishState, weapon: Weapon, attacks: number, target: SkirmishUnit): number {
  const hit = weapon.abilities.torrent ? 1 : chance(weapon.skill);
  const wound = chance(woundNeeded(weapon.strength, toughnessOf(state, target)));
  return attacks * hit * wound * failChance(state, target, weapon.ap) * averageValue(weapon.damage);
}

/** Points of `target` per wound it has left (its datasheet's points over its starting wounds). */
function pointsPerWound(state: SkirmishState, target: SkirmishUnit): number {
  const { full } = woundsOf(state, target);
  return full === 0 ? 0 : datasheetOf(state, target).points / full;
}

/** The most `unit` can expect to take off `target` now, in the target's points. */
export function threatOn(state: SkirmishState, unit: SkirmishUnit, target: SkirmishUnit): number {
  const distance = unitDistance(state, unit, target);
  if (!Number.isFinite(distance)) return 0;
  const engaged = distance <= ENGAGEMENT_RANGE;
  let wounds = 0;
  for (const model of livingModels(unit)) {
    for (const id of profileOf(state, unit, model).weapons) {
      const weapon = state.catalog.weapons[id];
      if (!weapon) continue;
      const reaches = weapon.kind === 'melee' ? engaged : !engaged && distance <= weapon.range;
      if (reaches) wounds += expectedWounds(state, weapon, averageValue(weapon.attacks), target);
    }
  }
  return Math.min(wounds, woundsOf(state, target).left) * pointsPerWound(state, target);
}

/** The attack waiting on its allocation at its expected damage, in the target's points (0 with none). */
export function damageUnderWay(state: SkirmishState): { side: string; points: number } | null {
  const attack = state.attack;
  const target = attack ? unitById(state, attack.target) : undefined;
  if (!attack || !target || target.destroyed) return null;
  const damage = averageValue(attack.damage);
  const expected = attack.wounds * failChance(state, target, attack.ap) * damage + attack.devastating * damage;
  return {
    side: target.side,
    points: Math.min(expected, woundsOf(state, target).left) * pointsPerWound(state, target),
  };
}
