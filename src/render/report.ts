/**
 * Words for the pictures: the damage report for the message body (what was fired at whom, the dice,
 * shields and hull lost, criticals, explosions, missiles), kept within Discord's 2,000 characters,
 * and alt text that describes the board for screen-reader users (within Discord's 1,024).
 */
import type { BoardView, GameEvent } from '../engine/index.js';

export const MESSAGE_LIMIT = 2000;
export const ALT_TEXT_LIMIT = 1024;

const ARC_NAMES: Record<string, string> = { forward: 'front', right: 'right', rear: 'rear', left: 'left' };

function describe(e: GameEvent): string | null {
  switch (e.type) {
    case 'shotResolved': {
      const target = e.target.kind === 'ship' ? e.target.ship.name : `missile ${e.target.missile}`;
      const die = e.modifier !== 0 ? `🎲 ${e.die}${e.modifier > 0 ? '+' : ''}${e.modifier}` : `🎲 ${e.die}`;
      return `${e.ship.name} ${e.weaponName} → ${target} at range ${e.range}: ${die}, ${e.damage > 0 ? `${e.damage} damage` : 'miss'}${e.arc ? ` on the ${ARC_NAMES[e.arc]} shield` : ''}`;
    }
    case 'damageApplied': {
      const parts = [
        e.reinforcement > 0 ? `${e.reinforcement} reinforcement` : '',
        e.shield > 0 ? `${e.shield} shield` : '',
        e.hull > 0 ? `${e.hull} hull` : '',
      ].filter(Boolean);
      return parts.length > 0
        ? `  ${e.ship.name} loses ${parts.join(', ')}${e.cause === 'collision' ? ' (collision)' : e.cause === 'explosion' ? ' (explosion)' : ''}`
        : null;
    }
    case 'criticalRolled':
      return `  ${e.ship.name} critical 🎲 ${e.roll}: ${e.name}${e.repairable ? ' (repairable)' : ''}`;
    case 'shipDestroyed':
      return `💥 ${e.ship.name} is destroyed`;
    case 'exploded':
      return e.rating > 0 ? `  ${e.ship.name} explodes (rating ${e.rating})` : null;
    case 'missileLaunched':
      return `${e.ship.name} launches ${e.missile} at ${e.target.name}`;
    case 'missileDetonated':
      return `${e.missile} hits ${e.target.name} on the ${ARC_NAMES[e.arc]} shield for ${e.damage}`;
    case 'missileDestroyed':
      return `${e.missile} is destroyed (${e.cause})`;
    case 'missileDamaged':
      return `${e.missile} is damaged`;
    case 'repairAttempted':
      return `${e.ship.name} repair 🎲 ${e.roll}: ${e.repaired ? 'repaired' : 'not yet'}`;
    case 'shipRetreated':
      return `${e.ship.name} retreats`;
    case 'collided':
      return `${e.ship.name} collides with ${e.other.name}`;
    case 'shotLost':
      return `${e.ship.name} ${e.weaponName}: ${e.reason === 'targetGone' ? 'target already gone' : 'ship destroyed before firing'}`;
    default:
      return null;
  }
}

/** The damage report for a set of events (one impulse's), cut to fit a message with a note of what was left out. */
export function damageReport(events: readonly GameEvent[], limit = MESSAGE_LIMIT): string {
  const lines = events.map(describe).filter((l): l is string => l !== null);
  if (lines.length === 0) return 'No shots this impulse.';
  const out: string[] = [];
  let length = 0;
  const cut = (line: string, room: number) => (line.length <= room ? line : `${line.slice(0, Math.max(0, room - 1))}…`);
  for (const [i, raw] of lines.entries()) {
    const rest = lines.length - i;
    const note = `… and ${rest} more line${rest === 1 ? '' : 's'} (see /game log)`;
    // A single very long line is shortened rather than dropped.
    const line = cut(raw, limit - note.length - 2);
    if (length + line.length + 1 + note.length + 1 > limit) {
      out.push(note);
      break;
    }
    out.push(line);
    length += line.length + 1;
  }
  return out.join('\n');
}

/** Alt text: the moment and whose turn it is, then each ship with its hex label, facing, hull and shields; missiles. */
export function altText(
  view: BoardView,
  formatHex: (h: { q: number; r: number }) => string,
  limit = ALT_TEXT_LIMIT,
): string {
  const facings = ['north', 'north-east', 'south-east', 'south', 'south-west', 'north-west'];
  const side = (i: 0 | 1) => view.sides[i];
  const state =
    view.winner !== null
      ? view.winner === 'draw'
        ? 'The game ended in a draw'
        : `${side(view.winner)} won`
      : [
          view.awaiting.length > 0 ? `${view.awaiting.map(side).join(' and ')} to act` : '',
          view.initiative !== null ? `${side(view.initiative)} has the initiative` : '',
        ]
          .filter(Boolean)
          .join(', ');
  const head = `${view.scenario}, round ${view.round}${view.impulse ? `, impulse ${view.impulse}` : ''}${state ? `. ${state}` : ''}`;
  const ships = view.ships
    .filter((s) => s.status === 'active')
    .map((s) => {
      const shields = ['forward', 'right', 'rear', 'left'].map((a) => s.shields[a as 'forward'].left).join('/');
      return `${s.name} (${view.sides[s.side]}) at ${formatHex(s.hex)} facing ${facings[s.facing]}, hull ${s.hull.left}/${s.hull.max}, shields ${shields}`;
    });
  const missiles =
    view.missiles.length > 0 ? [`${view.missiles.length} missile${view.missiles.length > 1 ? 's' : ''} in flight`] : [];
  // Whole entries only: when the limit is reached, say how many ships were left out.
  let text = head;
  for (const [i, entry] of [...ships, ...missiles].entries()) {
    const rest = ships.length + missiles.length - i;
    const next = `${text}. ${entry}`;
    if (next.length + 40 > limit) return `${text}. And ${rest} more.`;
    text = next;
  }
  return `${text}.`;
}
