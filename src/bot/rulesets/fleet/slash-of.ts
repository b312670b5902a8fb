/**
 * The slash command a player would type for a `fleet` engine command: what a prompt's button runs
 * and what a test types, so a click and the typed command are one path. Options use the players'
 * words ("L,0,R", "brace redirect:left"), never the engine's shapes.
 */
import { formatHex } from '../../../engine/index.js';
import type { FleetCommand } from '../../../engine/rulesets/fleet/index.js';
import { spendValue } from './autocomplete.js';
import { targetValue, veersValue } from './words.js';

export interface SlashOf {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Readonly<Record<string, string | boolean | number>>;
}

const defined = (o: Record<string, string | boolean | number | undefined>): Record<string, string | boolean | number> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string | boolean | number] => e[1] !== undefined));

/** The slash command for `c`, or undefined for one only a button gives (placing a squadron, a turn card). */
export function slashOf(c: FleetCommand): SlashOf | undefined {
  switch (c.type) {
    case 'dials':
      return { command: 'dial', options: { ship: c.ship, commands: c.dials.join(',') } };
    case 'activate':
      return { command: 'activate', options: { ship: c.ship, use: c.use } };
    case 'token':
      return { command: 'token', options: { kind: c.token } };
    case 'repair':
      return {
        command: 'repair',
        options: defined({ action: c.action, from: c.from, to: c.to, zone: c.zone, card: c.card }),
      };
    case 'order':
      return { command: 'squadron', options: { unit: c.squadron, order: true } };
    case 'squadronMove':
      return { command: 'squadron', options: { unit: c.squadron, move: formatHex(c.to) } };
    case 'squadronAttack':
      return { command: 'squadron', options: { unit: c.squadron, attack: targetValue(c.target) } };
    case 'attack':
      return { command: 'attack', options: defined({ from: c.from, target: targetValue(c.target), drop: c.drop }) };
    case 'effects':
      return {
        command: 'effects',
        options: defined({
          add: c.add,
          reroll: c.reroll === undefined ? undefined : String(c.reroll + 1),
          lock: c.lock.length > 0 ? c.lock.map((i) => i + 1).join(',') : undefined,
        }),
      };
    case 'defend':
      return { command: 'defend', options: { tokens: spendValue(c.spend) } };
    case 'manoeuvre':
      return { command: 'navigate', options: { speed: c.speed, veers: veersValue(c.veers) } };
    case 'done':
      return { command: 'done', options: {} };
    case 'concede':
      return { command: 'game', subcommand: 'concede', options: {} };
    case 'place':
    case 'plan':
      return undefined;
  }
}

/** The line a player would type: `/attack from:front target:"s3:rear"`. */
export function slashLine(c: FleetCommand): string | undefined {
  const slash = slashOf(c);
  if (!slash) return undefined;
  const parts = Object.entries(slash.options).map(([k, v]) => `${k}:${typeof v === 'string' ? `"${v}"` : String(v)}`);
  return [`/${slash.command}`, ...(slash.subcommand ? [slash.subcommand] : []), ...parts].join(' ');
}
