/**
 * Unit-level orders the engine expands (issue 42; other-systems.md section 4.5): moving ten models
 * one by one in chat is unbearable, so a player names where the unit's leader goes and the engine
 * places the rest around it, keeping coherency (each model within two hexes of another model of its
 * unit), one model per hex and none on a blocked hex. The placement is deterministic (the same
 * leader hex and map give the same formation), and the player may then move one model at a time
 * (40k's "nudge") as long as the unit stays coherent. The skirmish ruleset (seed 003) uses it.
 */
import { type Hex, hexDistance, hexEquals, hexKey, hexRing } from './hex.js';
import { err, ok, ruleError, type Result, type RuleError } from './result.js';

/** Each model within this many hexes of another model of its unit (40k: 2 inches, 1 hex an inch). */
export const COHERENCY = 2;

export type FormationError = RuleError<
  'BAD_COUNT' | 'LEADER_BLOCKED' | 'NO_ROOM' | 'NO_SUCH_MODEL' | 'HEX_BLOCKED' | 'HEX_TAKEN' | 'BREAKS_COHERENCY'
>;

/** True when every model stands within `reach` of another (a unit of one model always is). */
export function isCoherent(models: readonly Hex[], reach = COHERENCY): boolean {
  if (models.length <= 1) return true;
  return models.every((m, i) => models.some((o, j) => i !== j && hexDistance(m, o) <= reach));
}

/**
 * `count` models placed around `leader` (the leader's model first, on `leader`): each next model on
 * the nearest free hex to the leader (ties in the fixed order of the hex rings) within `reach` of a
 * model already placed, so the unit is a tight, coherent blob that flows around blocked hexes.
 */
export function placeFormation(
  leader: Hex,
  count: number,
  blocked: (hex: Hex) => boolean,
  reach = COHERENCY,
): Result<Hex[], FormationError> {
  if (!Number.isInteger(count) || count < 1) return err(ruleError('BAD_COUNT', { count }));
  if (blocked(leader)) return err(ruleError('LEADER_BLOCKED', { hex: leader }));
  // A chain of `count` models reaches at most count x reach hexes from the leader.
  const candidates: Hex[] = [];
  for (let radius = 1; radius <= count * reach; radius++)
    for (const h of hexRing(leader, radius)) if (!blocked(h)) candidates.push(h);
  const placed: Hex[] = [leader];
  const taken = new Set([hexKey(leader)]);
  while (placed.length < count) {
    const next = candidates.find((h) => !taken.has(hexKey(h)) && placed.some((p) => hexDistance(p, h) <= reach));
    if (!next) return err(ruleError('NO_ROOM', { placed: placed.length, count }));
    placed.push(next);
    taken.add(hexKey(next));
  }
  return ok(placed);
}

/** The formation with model `index` moved to `to`, if that hex is free and the unit stays coherent. */
export function adjustModel(
  models: readonly Hex[],
  index: number,
  to: Hex,
  blocked: (hex: Hex) => boolean,
  reach = COHERENCY,
): Result<Hex[], FormationError> {
  if (!Number.isInteger(index) || index < 0 || index >= models.length)
    return err(ruleError('NO_SUCH_MODEL', { index, models: models.length }));
  if (blocked(to)) return err(ruleError('HEX_BLOCKED', { hex: to }));
  if (models.some((m, i) => i !== index && hexEquals(m, to))) return err(ruleError('HEX_TAKEN', { hex: to }));
  const moved = models.map((m, i) => (i === index ? to : m));
  if (!isCoherent(moved, reach)) return err(ruleError('BREAKS_COHERENCY', { index, hex: to }));
  return ok(moved);
}
