/**
 * `skirmish`'s slash commands' options, declared once: the commands are registered from these lists
 * and their handlers receive them typed. `/move to:` and `/done turn:` are declared exactly as
 * impulse's (one Discord command each, options united: command-table.ts).
 */
import type { OptionsOf } from '../../pipeline/typed-options.js';
import { DONE_OPTIONS, MOVE_OPTIONS as IMPULSE_MOVE } from '../impulse/option-specs.js';

const unit = { name: 'unit', type: 'string', autocomplete: true, maxLength: 40 } as const;
/** Impulse's `/move to:`, the same declaration (a hex label). */
const to = IMPULSE_MOVE.find((o) => o.name === 'to') as {
  readonly name: 'to';
  readonly type: 'string';
  readonly autocomplete: true;
  readonly maxLength: 8;
};

export const MOVE_OPTIONS = [
  unit,
  to,
  { name: 'model', type: 'integer', min: 1, max: 20 },
  { name: 'hexes', type: 'string', maxLength: 200 },
] as const;

export const ADVANCE_OPTIONS = [unit, to] as const;
export const STAY_OPTIONS = [unit] as const;

export const SHOOT_OPTIONS = [
  unit,
  { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
] as const;

export const CHARGE_OPTIONS = [
  unit,
  { name: 'targets', type: 'string', autocomplete: true, maxLength: 120 },
  to,
] as const;

export const FIGHT_OPTIONS = [
  unit,
  { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
] as const;

/** The stratagems by the names players use (the engine's ids are camelCase). */
export const STRATAGEM_CHOICES = [
  'command-reroll',
  'insane-bravery',
  'fire-overwatch',
  'heroic-intervention',
  'brace-for-impact',
] as const;

export const STRATAGEM_OPTIONS = [
  { name: 'name', type: 'string', required: true, choices: STRATAGEM_CHOICES },
  unit,
  { name: 'option', type: 'string', autocomplete: true, maxLength: 60 },
] as const;

export { DONE_OPTIONS };

export type MoveOptions = OptionsOf<typeof MOVE_OPTIONS>;
export type AdvanceOptions = OptionsOf<typeof ADVANCE_OPTIONS>;
export type StayOptions = OptionsOf<typeof STAY_OPTIONS>;
export type ShootOptions = OptionsOf<typeof SHOOT_OPTIONS>;
export type ChargeOptions = OptionsOf<typeof CHARGE_OPTIONS>;
export type FightOptions = OptionsOf<typeof FIGHT_OPTIONS>;
export type StratagemOptions = OptionsOf<typeof STRATAGEM_OPTIONS>;
