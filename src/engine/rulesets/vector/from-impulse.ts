/**
 * What vector borrows from impulse (seed 002 is Talon's ships under inertial movement): the ship
 * and weapon data, Talon's arcs, firing, damage, repair, the victory checks, the setup and the
 * picture's board view. Vector changes movement, the turn and the clocks; everything else is
 * impulse's own rule, taken through impulse's public index so a change there reaches both.
 */
export {
  ARCS,
  arcsContaining,
  impulseGeometry,
  findShip,
  shipClass,
  weaponType,
  activeShips,
  refOf,
  targetsFor,
  validateFire,
  executeFire,
  createCtx,
  boardView,
  scoreForAi,
  handBackForAi,
  repairCandidates,
  executeRepair,
  endGame,
  verdictAtRoundEnd,
  verdictNow,
  buildInitialState,
  applyDamage,
  WeaponTypeSchema,
  ShipClassSchema,
  ScenarioSchema,
  ImpulseRosterSchema,
  deployImpulseRoster,
  impulseRosterEntries,
  impulseRosterPoints,
  impulseRosterProblems,
} from '../impulse/index.js';
export type { ImpulseRoster, ImpulseUnit } from '../impulse/index.js';
export type { Ctx, BoardView, CatalogInput, GameState, ShipState, GameEvent } from '../impulse/index.js';
