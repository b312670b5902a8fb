/** `skirmish`'s movement (issue 44; seed 003 Movement, Charge, Fight): moves, arrivals, charges, pile in, adjustments. */
export type { MoveKind } from './context.js';
export { planMove } from './plan-move.js';
export { planArrival, ARRIVAL_EDGE, ARRIVAL_GAP } from './arrival.js';
export { chargeReach, planCharge, CHARGE_RANGE } from './charge.js';
export { planPileIn, PILE_IN } from './pile-in.js';
export { planAdjust } from './adjust.js';
export { moveSamples } from './samples.js';
