/** A `squadron` engine command as the slash command a player would type (issue 14's end-to-end tests). */
import type { squadron } from '../../src/engine/index.js';
import type { Slash } from './slash.js';

const ACTION_WORDS: Record<string, string> = {
  targetLock: 'target-lock',
  barrelRoll: 'barrel-roll',
  rotateArc: 'rotate-arc',
};
const BOOST_WORDS: Record<string, string> = { bankLeft: 'bank-left', bankRight: 'bank-right', straight: 'straight' };

const defined = (o: Record<string, string | boolean | undefined>): Record<string, string | boolean> =>
  Object.fromEntries(Object.entries(o).filter((e): e is [string, string | boolean] => e[1] !== undefined));

export function squadronSlash(c: squadron.SquadronCommand): Slash {
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
          action: ACTION_WORDS[c.action] ?? c.action,
          target: c.target,
          direction: c.direction,
          spot: c.spot,
          boost: c.boost ? BOOST_WORDS[c.boost] : undefined,
          end: c.end,
          arc: c.arc,
          manoeuvre: c.dial,
          weapon: c.weapon,
        }),
      };
    case 'attack':
      return { command: 'attack', options: defined({ ship: c.ship, target: c.target, weapon: c.weapon }) };
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

/** The slash as one typed line for the local session. */
export const squadronLine = (s: Slash): string =>
  `/${s.command}${s.subcommand ? ` ${s.subcommand}` : ''} ${Object.entries(s.options)
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ')}`.trim();
