/**
 * `fleet`'s slash commands' options, declared once: the commands are registered from these lists
 * and their handlers receive them typed. `/dial ship:`, `/attack target:` and `/done turn:` are
 * declared exactly as the other rulesets declare them (one Discord command each, options united).
 */
import type { OptionsOf } from '../../pipeline/typed-options.js';
import { DONE_OPTIONS } from '../impulse/option-specs.js';

const ZONES = ['front', 'right', 'rear', 'left'] as const;

export const DIAL_OPTIONS = [
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'commands', type: 'string', autocomplete: true, maxLength: 60 },
] as const;

export const ACTIVATE_OPTIONS = [
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'use', type: 'string', choices: ['command', 'token'] },
] as const;

export const ATTACK_OPTIONS = [
  { name: 'from', type: 'string', autocomplete: true, maxLength: 20 },
  { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'drop', type: 'string', choices: ['red', 'blue', 'black'] },
] as const;

export const EFFECTS_OPTIONS = [
  { name: 'add', type: 'string', choices: ['red', 'blue', 'black'] },
  { name: 'reroll', type: 'string', maxLength: 4 },
  { name: 'lock', type: 'string', maxLength: 60 },
] as const;

export const DEFEND_OPTIONS = [{ name: 'tokens', type: 'string', autocomplete: true, maxLength: 80 }] as const;

export const NAVIGATE_OPTIONS = [
  { name: 'speed', type: 'integer', min: 0, max: 4 },
  { name: 'veers', type: 'string', autocomplete: true, maxLength: 20 },
  { name: 'preview', type: 'boolean' },
] as const;

export const SQUADRON_OPTIONS = [
  { name: 'unit', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'move', type: 'string', autocomplete: true, maxLength: 8 },
  { name: 'attack', type: 'string', autocomplete: true, maxLength: 60 },
  { name: 'order', type: 'boolean' },
] as const;

export const REPAIR_ACTIONS = ['move', 'recover', 'discard'] as const;

export const FLEET_REPAIR_OPTIONS = [
  { name: 'action', type: 'string', choices: REPAIR_ACTIONS },
  { name: 'from', type: 'string', choices: ZONES },
  { name: 'to', type: 'string', choices: ZONES },
  { name: 'zone', type: 'string', choices: ZONES },
  { name: 'card', type: 'string', autocomplete: true, maxLength: 60 },
] as const;

export const TOKEN_OPTIONS = [
  { name: 'kind', type: 'string', required: true, choices: ['repair', 'squadron'] },
] as const;

export { DONE_OPTIONS };

export type DialOptions = OptionsOf<typeof DIAL_OPTIONS>;
export type ActivateOptions = OptionsOf<typeof ACTIVATE_OPTIONS>;
export type AttackOptions = OptionsOf<typeof ATTACK_OPTIONS>;
export type EffectsOptions = OptionsOf<typeof EFFECTS_OPTIONS>;
export type DefendOptions = OptionsOf<typeof DEFEND_OPTIONS>;
export type NavigateOptions = OptionsOf<typeof NAVIGATE_OPTIONS>;
export type SquadronOptions = OptionsOf<typeof SQUADRON_OPTIONS>;
export type FleetRepairOptions = OptionsOf<typeof FLEET_REPAIR_OPTIONS>;
export type TokenOptions = OptionsOf<typeof TOKEN_OPTIONS>;
