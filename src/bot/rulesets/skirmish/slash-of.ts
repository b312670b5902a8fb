/**
 * The slash command a player would type for a `skirmish` engine command: what a test types and what
 * the help shows, so a click and the typed command are one path. Options use the players' words (hex
 * labels, unit ids the autocomplete gives), never the engine's shapes.
 */
import { formatHex } from '../../../engine/index.js';
import type { SkirmishCommand } from '../../../engine/rulesets/skirmish/index.js';

export interface SlashOf {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Readonly<Record<string, string | boolean | number>>;
}

const STRATAGEM_NAMES: Readonly<Record<string, string>> = {
  commandReroll: 'command-reroll',
  insaneBravery: 'insane-bravery',
};

/** The slash command for `c`, or undefined for one only a button or the turn card gives. */
export function slashOf(c: SkirmishCommand): SlashOf | undefined {
  switch (c.type) {
    case 'move':
    case 'arrive':
      return {
        command: 'move',
        options: { unit: c.unit, to: formatHex(c.to), ...(c.hexes ? { hexes: c.hexes.map(formatHex).join(' ') } : {}) },
      };
    case 'adjust':
      return { command: 'move', options: { unit: c.unit, model: c.model, to: formatHex(c.to) } };
    case 'advance':
      return { command: 'advance', options: { unit: c.unit } };
    case 'stay':
      return { command: 'stay', options: { unit: c.unit } };
    case 'shoot': {
      const [first] = c.fire;
      if (!first || c.fire.some((f) => f.target !== first.target)) return undefined;
      return {
        command: 'shoot',
        options: { unit: c.unit, target: first.target, ...(c.fire.length === 1 ? { weapon: first.weapon } : {}) },
      };
    }
    case 'charge':
      return { command: 'charge', options: { unit: c.unit } };
    case 'chargeMove':
      return {
        command: 'charge',
        options: { unit: c.unit, targets: c.targets.join(','), ...(c.to ? { to: formatHex(c.to) } : {}) },
      };
    case 'fight':
      return {
        command: 'fight',
        options: { unit: c.unit, target: c.target, ...(c.weapon ? { weapon: c.weapon } : {}) },
      };
    case 'stratagem':
      return { command: 'stratagem', options: { name: STRATAGEM_NAMES[c.stratagem] ?? c.stratagem, unit: c.unit } };
    case 'done':
      return { command: 'done', options: {} };
    case 'concede':
      return { command: 'game', subcommand: 'concede', options: {} };
    case 'react':
    case 'plan':
      return undefined;
  }
}

/** The line a player would type: `/shoot unit:"u1" target:"u5"`. */
export function slashLine(c: SkirmishCommand): string | undefined {
  const slash = slashOf(c);
  if (!slash) return undefined;
  const parts = Object.entries(slash.options).map(([k, v]) => `${k}:${typeof v === 'string' ? `"${v}"` : String(v)}`);
  return [`/${slash.command}`, ...(slash.subcommand ? [slash.subcommand] : []), ...parts].join(' ');
}
