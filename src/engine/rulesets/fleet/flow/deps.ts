/**
 * The other areas' rules the flow calls (brief, "Module ownership and interfaces"), in one place,
 * each from the module that owns it.
 */
export { applyRepair, repairChoices } from '../damage/repair.js';
export { engineeringValue, squadronValue, mayConvertDial, speedCap } from '../damage/effects.js';
export { manoeuvreChoices, checkManoeuvre, executeManoeuvre } from '../movement/manoeuvre.js';
export { displacedReaction, placeSquadron } from '../movement/displaced.js';
export { isEngaged, squadronMoveChoices, moveSquadron } from '../movement/squadron-move.js';
export { shipAttackChoices, squadronAttackChoices } from '../attack/choices.js';
export { declareShipAttack, declareSquadronAttack } from '../attack/declare.js';
export { effectsChoices, applyEffects } from '../attack/effects.js';
export { defenceReaction, applyDefence } from '../attack/defence.js';
export { scoreRoundEnd, pickUpSalvage, loseSalvage, endFleetGame } from '../score/index.js';
