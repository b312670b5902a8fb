/** `fleet`'s damage rules (issue 43): the deck, dealing, lasting effects and repairs. */
export { damageCards, damageCount, faceupTitles, hasFaceup, newDamageDeck, shipPlace } from './deck.js';
export { damageSquadron, dealDamage, type DamageCause, type DealOptions, type FleetStep } from './deal.js';
export {
  batteryDiceLess,
  engineeringValue,
  mayAttackLong,
  mayConvertDial,
  speedCap,
  squadronValue,
} from './effects.js';
export { applyRepair, FACEDOWN, REPAIR_COST, repairChoices, type RepairAction } from './repair.js';
