/**
 * impulse's turn menus, one per slot of a ship's turn (its composer declares them to the core): the
 * action point it uses, its move, its target. The words travel in component ids, so they stay short.
 */
export const IMPULSE_SLOTS = ['ap', 'move', 'fire'] as const;
export type ImpulseSlot = (typeof IMPULSE_SLOTS)[number];
