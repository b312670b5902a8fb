/** `skirmish`'s attack sequence (issue 44; seed 003, "Attack Sequence"): the names the brief fixes, and the steps. */
export { rollValue, averageValue, addToValue } from './dice-value.js';
export { hitNeeded, hitSucceeds, rollHits, type HitModifier, type HitRollInput, type HitRollResult } from './hit.js';
export { woundNeeded, woundSucceeds, rollWounds, type WoundRollInput, type WoundRollResult } from './wound.js';
export { allocationGroups, legalOrders, automaticOrder, groupWounded, orderId, MAX_ORDERS } from './allocation.js';
export { saveNeeded, saveSucceeds, resolveSaves, currentGroup } from './saves.js';
export { inflictMortalWounds, sufferDamage, modelToDamage, checkDestroyed } from './damage.js';
export {
  shootingOptions,
  canShoot,
  meleeTargets,
  firingModels,
  fightingModels,
  meleeWeaponOf,
  weaponTargets,
  withinHalfRange,
  type AttackKind,
} from './eligibility.js';
export { beginAttacks, runQueue } from './sequence.js';
export { braceAffordable, BRACE_COST } from './resolve.js';
export { ALLOCATION_REACTION, allocationWindowId, allocationOptions } from './window.js';
export { answerAllocation, allocationAwaited, ALLOCATION_PREFERENCES, preferAllocation } from './reaction.js';
export type { SkirmishStep } from './common.js';
