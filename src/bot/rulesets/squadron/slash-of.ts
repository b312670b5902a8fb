/**
 * The slash command a player would type for a `squadron` engine command (issue 14): what a prompt's
 * button runs, so a click and the typed command are one path. Options use the players' words
 * (`barrel-roll`, `bank-left`), never the engine's names.
 */
import type { squadron } from '../../../engine/index.js';
import { ACTION_WORDS, BOOST_WORDS } from './words.js';

export interface SlashOf {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Readonly<Record<string, string | boolean>>;
}

const defined = (o: Record<string, string | boolean | undefined>): Record<string, string | boolean> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string | boolean] => e[1] !== undefined));

export function slashOf(c: squadron.SquadronCommand): SlashOf {
  switch (c.type) {
    case 'dial':
      return { command: 'dial', options: { ship: c.ship, manoeuvre: c.dial } };
    case 'dials': {
      const [ship, dial] = Object.entries(c.dials)[0] ?? ['', ''];
      return { command: 'dial', options: { ship, manoeuvre: dial } };
    }
    case 'decloak':
      return {
        command: 'decloak',
        options: defined({ ship: c.ship, how: c.how, direction: c.direction, spot: c.spot }),
      };
    case 'action':
      return {
        command: 'action',
        options: defined({
          ship: c.ship,
          action: ACTION_WORDS[c.action],
          target: c.target,
          direction: c.direction,
          spot: c.spot,
          boost: c.boost ? BOOST_WORDS[c.boost] : undefined,
          end: c.end,
          arc: c.arc,
          manoeuvre: c.dial,
          card: c.card,
          // Reload: the cards, comma-separated, as `/action weapon:` reads them.
          weapon: c.weapons?.join(',') ?? c.weapon,
        }),
      };
    case 'attack':
      return { command: 'attack', options: defined({ ship: c.ship, target: c.target, weapon: c.weapon ?? 'primary' }) };
    case 'holdFire':
      return { command: 'attack', options: { ship: c.ship, hold: true } };
    case 'modify':
      return {
        command: 'modify',
        options: defined({ lock: c.lock?.join(','), focus: c.focus, evade: c.evade, done: c.done }),
      };
    case 'concede':
      return { command: 'game', subcommand: 'concede', options: {} };
  }
}
