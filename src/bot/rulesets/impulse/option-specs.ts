/**
 * The options of impulse's commands, declared once: the slash commands are registered from these
 * lists and their handlers receive them typed (`OptionsOf<typeof MOVE_OPTIONS>`), so no handler
 * reads an option by name.
 */
import type { OptionsOf } from '../../pipeline/typed-options.js';
import { MOVE_CHOICES } from './move-choices.js';
import { AP_WORD_LIST } from './ap-words.js';

const ARCS = ['forward', 'right', 'rear', 'left'] as const;
const MOVES = Object.keys(MOVE_CHOICES) as (keyof typeof MOVE_CHOICES)[];

export const AP_OPTIONS = [
  { name: 'use', type: 'string', required: true, choices: AP_WORD_LIST },
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'arc', type: 'string', choices: ARCS },
  { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'missile', type: 'string', autocomplete: true, maxLength: 16 },
  { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
] as const;

export const MOVE_OPTIONS = [
  { name: 'how', type: 'string', choices: MOVES },
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'afterburner', type: 'boolean' },
  { name: 'missile', type: 'string', autocomplete: true, maxLength: 16 },
  { name: 'to', type: 'string', autocomplete: true, maxLength: 8 },
] as const;

export const FIRE_OPTIONS = [
  { name: 'weapon', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'target', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'targets', type: 'string', maxLength: 200 },
] as const;

export const REPAIR_OPTIONS = [
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'critical', type: 'string', autocomplete: true, maxLength: 40 },
] as const;

export const POWER_OPTIONS = [
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'curve', type: 'string', choices: ['keep', 'up', 'down'] },
  { name: 'charge', type: 'string', choices: ['best', 'yellow', 'red', 'none'] },
] as const;

export const INITIATIVE_OPTIONS = [
  { name: 'choice', type: 'string', required: true, choices: ['take', 'give'] },
] as const;

export const DONE_OPTIONS = [{ name: 'turn', type: 'boolean' }] as const;

export const ORDERS_OPTIONS = [
  { name: 'ship', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'move', type: 'string', maxLength: 300 },
  { name: 'then', type: 'string', choices: ['straight', 'close', 'ask'] },
  {
    name: 'ap',
    type: 'string',
    choices: ['nothing', 'charge', 'battery', 'reinforce', 'sideslip', 'ask'],
  },
  { name: 'arc', type: 'string', choices: ARCS },
  { name: 'fire', type: 'string', autocomplete: true, maxLength: 40 },
  { name: 'repair', type: 'boolean' },
  { name: 'initiative', type: 'string', choices: ['take', 'give', 'ask'] },
  { name: 'power', type: 'string', choices: ['default', 'ask'] },
  { name: 'clear', type: 'boolean' },
  { name: 'autopilot', type: 'boolean' },
] as const;

export type ApOptions = OptionsOf<typeof AP_OPTIONS>;
export type MoveOptions = OptionsOf<typeof MOVE_OPTIONS>;
export type FireOptions = OptionsOf<typeof FIRE_OPTIONS>;
export type RepairOptions = OptionsOf<typeof REPAIR_OPTIONS>;
export type PowerOptions = OptionsOf<typeof POWER_OPTIONS>;
export type InitiativeOptions = OptionsOf<typeof INITIATIVE_OPTIONS>;
export type DoneOptions = OptionsOf<typeof DONE_OPTIONS>;
export type OrdersOptions = OptionsOf<typeof ORDERS_OPTIONS>;
