/**
 * Lasting critical damage a ship can carry. The critical damage table that produces these (and the
 * one-off results such as a secondary explosion) belongs to firing and damage; this file names the
 * effects the sequence of play must honour now: Helm Down stops turning, thrusters raise the turn
 * radius, a power relay lowers power, Power Loss stops AP, curve changes and weapon charging, and
 * Shields Down stops shields and reinforcement.
 */
export const CRITICAL_EFFECTS = [
  'shieldsDown',
  'helmDown',
  'thrustersDamaged',
  'powerRelayDamaged',
  'powerLoss',
] as const;
export type CriticalEffect = (typeof CRITICAL_EFFECTS)[number];

/** Effects a repair roll of 6 can remove (seed 000 section 1.1.5; the others are permanent). */
export const REPAIRABLE: ReadonlySet<CriticalEffect> = new Set(['shieldsDown', 'helmDown', 'powerLoss']);

export const CRITICAL_NAMES: Readonly<Record<CriticalEffect, string>> = {
  shieldsDown: 'Shields Down',
  helmDown: 'Helm Down',
  thrustersDamaged: 'Thrusters Damaged',
  powerRelayDamaged: 'Power Relay Damaged',
  powerLoss: 'Power Loss',
};
