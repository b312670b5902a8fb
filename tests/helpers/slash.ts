/**
 * Engine commands spelled as the slash commands a player would type, so bot tests can play random
 * legal games through the bot's own pipeline (locally or through the fake Discord server).
 */
import { apWord } from '../../src/bot/rulesets/impulse/ap-words.js';
import type { impulse } from '../../src/engine/index.js';
import { formatHex } from '../../src/engine/index.js';

export interface Slash {
  readonly command: string;
  readonly subcommand?: string;
  readonly options: Record<string, string | boolean | number>;
}

const SPELLED: Record<impulse.MoveKind, string> = {
  straight: 'straight',
  turnLeft: 'turn-left',
  turnRight: 'turn-right',
  slipLeft: 'slip-left',
  slipRight: 'slip-right',
};

export function toSlash(command: impulse.Command): Slash {
  switch (command.type) {
    case 'useAp': {
      const use = command.use;
      const extra: Record<string, string> =
        use.kind === 'chargeYellow'
          ? { weapon: String(use.group + 1) }
          : use.kind === 'reinforceShield'
            ? { arc: use.arc }
            : use.kind === 'retargetMissile'
              ? { missile: use.missile, target: use.target }
              : {};
      return { command: 'ap', options: { ship: command.ship, use: apWord(use.kind), ...extra } };
    }
    case 'move':
      return {
        command: 'move',
        options: {
          ship: command.ship,
          how: SPELLED[command.how],
          ...(command.afterburner ? { afterburner: true } : {}),
        },
      };
    case 'steerMissile':
      return { command: 'move', options: { missile: command.missile, to: formatHex(command.hex) } };
    case 'fire': {
      const single = command.targets.length === 1 || command.targets.every((t) => t === command.targets[0]);
      return {
        command: 'fire',
        options: {
          ship: command.ship,
          weapon: String(command.group + 1),
          ...(single
            ? { target: command.targets[0] ?? '-' }
            : { targets: command.targets.map((t) => t ?? '-').join(',') }),
        },
      };
    }
    case 'repair':
      return { command: 'repair', options: { ship: command.ship, critical: command.critical } };
    case 'endStep':
      return { command: 'done', options: {} };
    case 'endTurn':
      return { command: 'done', options: { turn: true } };
    case 'chooseInitiative':
      return { command: 'initiative', options: { choice: command.choice } };
    case 'submitPower':
      return { command: 'power', options: {} };
    case 'concede':
      return { command: 'game', subcommand: 'concede', options: {} };
    case 'setOrders':
      return {
        command: 'orders',
        options: {
          ...(command.ship ? { ship: command.ship } : {}),
          ...(command.orders === null ? { clear: true } : {}),
        },
      };
    case 'batch':
      throw new Error("a batch has no single slash command; use the prompt's Submit turn");
    case 'followOrders':
      throw new Error('standing orders are played by the bot, not by a slash command');
  }
}

/** `/move ship:vigil how:turn-left` for local play. */
export function toLine(slash: Slash): string {
  const options = Object.entries(slash.options).map(
    ([k, v]) => `${k}:${typeof v === 'string' && /\s/.test(v) ? `"${v}"` : String(v)}`,
  );
  return ['/' + slash.command, ...(slash.subcommand ? [slash.subcommand] : []), ...options].join(' ');
}
