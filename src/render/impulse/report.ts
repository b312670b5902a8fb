/**
 * Words for the pictures: the damage report for the message body (what was fired at whom, the dice,
 * shields and hull lost, criticals, explosions, missiles), kept within Discord's 2,000 characters,
 * and alt text that describes the board for screen-reader users (within Discord's 1,024).
 */
import type { BoardView, GameEvent } from '../../engine/rulesets/impulse/index.js';
import { DEFAULT_WORDS, type PictureWords } from '../picture-words.js';
import type { ReportWords } from './words.js';

export const MESSAGE_LIMIT = 2000;
export const ALT_TEXT_LIMIT = 1024;

const dice = (e: { die: number; modifier: number }): string =>
  e.modifier !== 0 ? `🎲 ${e.die}${e.modifier > 0 ? '+' : ''}${e.modifier}` : `🎲 ${e.die}`;

/**
 * How many hull boxes a secondary explosion marked: the engine follows its critical roll at once
 * with the damage it did, and the words say the number rather than the event's English name.
 */
const boxesAfter = (next: GameEvent | undefined): number | null =>
  next?.type === 'damageApplied' && next.cause === 'critical' ? next.amount : null;

/** A line about fire and damage, or null for an event of another kind (see `describe`). */
function describeFire(e: GameEvent, next: GameEvent | undefined, w: ReportWords): string | null | undefined {
  switch (e.type) {
    case 'shotResolved': {
      const target = e.target.kind === 'ship' ? e.target.ship.name : w.missileTarget(e.target.missile);
      const shot = { ship: e.ship.name, weapon: e.weaponName, target, range: e.range, die: dice(e) };
      return w.shot(shot, w.result(e.damage, e.arc));
    }
    case 'damageApplied':
      // Damage that took nothing (all of it stopped elsewhere) is not worth a line.
      return e.reinforcement > 0 || e.shield > 0 || e.hull > 0 ? `  ${w.loses(e.ship.name, e, e.cause)}` : null;
    case 'criticalRolled': {
      const name = w.criticalResult(e.result, boxesAfter(next)) ?? e.name;
      return `  ${w.critical(e.ship.name, `🎲 ${e.roll}`, name, e.repairable)}`;
    }
    case 'shipDestroyed':
      return `💥 ${w.destroyed(e.ship.name)}`;
    case 'exploded':
      return e.rating > 0 ? `  ${w.explodes(e.ship.name, e.rating)}` : null;
    case 'shotLost':
      return w.shotLost(e.ship.name, e.weaponName, e.reason);
    default:
      return undefined;
  }
}

/** One line of the report for an event (indented when it follows from the line before), or null. */
function describe(e: GameEvent, next: GameEvent | undefined, w: ReportWords): string | null {
  const fire = describeFire(e, next, w);
  if (fire !== undefined) return fire;
  switch (e.type) {
    case 'missileLaunched':
      return w.launches(e.ship.name, e.missile, e.target.name);
    case 'missileDetonated':
      return w.detonates(e.missile, e.target.name, e.arc, e.damage);
    case 'missileDestroyed':
      return w.missileDestroyed(e.missile, e.cause);
    case 'missileDamaged':
      return w.missileDamaged(e.missile);
    case 'repairAttempted':
      return w.repair(e.ship.name, `🎲 ${e.roll}`, e.repaired);
    case 'shipRetreated':
      return w.retreats(e.ship.name);
    case 'collided':
      return w.collides(e.ship.name, e.other.name);
    default:
      return null;
  }
}

/** The damage report for a set of events (one impulse's), cut to fit a message with a note of what was left out. */
export function damageReport(
  events: readonly GameEvent[],
  limit = MESSAGE_LIMIT,
  words: PictureWords = DEFAULT_WORDS,
): string {
  const w = words.report;
  const lines = events.map((e, i) => describe(e, events[i + 1], w)).filter((l): l is string => l !== null);
  if (lines.length === 0) return w.none;
  const out: string[] = [];
  let length = 0;
  const cut = (line: string, room: number) => (line.length <= room ? line : `${line.slice(0, Math.max(0, room - 1))}…`);
  for (const [i, raw] of lines.entries()) {
    const rest = lines.length - i;
    const note = w.more(rest);
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

/** The alt text's first sentence: the moment, and who is to act or who won. */
function altHead(view: BoardView, w: PictureWords['alt']): string {
  const side = (i: 0 | 1) => view.sides[i];
  const state =
    view.winner !== null
      ? view.winner === 'draw'
        ? w.draw
        : w.won(side(view.winner))
      : [
          view.awaiting.length > 0 ? w.toAct(view.awaiting.map(side)) : '',
          view.initiative !== null ? w.initiative(side(view.initiative)) : '',
        ]
          .filter(Boolean)
          .join(w.clauses);
  // The moment the picture shows, as the map's header names it (an impulse that ended, the flow past it).
  const shown = view.pictured ?? null;
  const head = shown
    ? w.head(view.scenario, shown.round, shown.impulse)
    : w.head(view.scenario, view.round, view.impulse);
  return state ? `${head}${w.stop}${state}` : head;
}

/** Alt text: the moment and whose turn it is, then each ship with its hex label, facing, hull and shields; missiles. */
export function altText(
  view: BoardView,
  formatHex: (h: { q: number; r: number }) => string,
  limit = ALT_TEXT_LIMIT,
  words: PictureWords = DEFAULT_WORDS,
): string {
  const w = words.alt;
  const ships = view.ships
    .filter((s) => s.status === 'active')
    .map((s) => {
      const shields = ['forward', 'right', 'rear', 'left'].map((a) => s.shields[a as 'forward'].left).join('/');
      const hull = { hull: s.hull.left, hullMax: s.hull.max };
      return w.ship({
        ship: s.name,
        side: view.sides[s.side],
        hex: formatHex(s.hex),
        facing: s.facing,
        ...hull,
        shields,
      });
    });
  const missiles = view.missiles.length > 0 ? [w.missiles(view.missiles.length)] : [];
  // Whole entries only: when the limit is reached, say how many ships were left out.
  let text = altHead(view, w);
  for (const [i, entry] of [...ships, ...missiles].entries()) {
    const rest = ships.length + missiles.length - i;
    const next = `${text}${w.stop}${entry}`;
    if (next.length + 40 > limit) return `${text}${w.stop}${w.more(rest)}`;
    text = next;
  }
  return `${text}${w.end}`;
}
