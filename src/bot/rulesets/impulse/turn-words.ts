/**
 * A ship's part of a turn written in players' words, one line per ship in the turn form (issue 13):
 * "charge 2, turn-left, fire Redmaw" — the action point use, the move, the target, separated by
 * commas, each optional. The same words write the proposal into the form, so a player edits what
 * the turn card showed.
 */
import { hexDistance } from '../../../engine/core/hex.js';
import { err, impulse, ok, type Result } from '../../../engine/index.js';
import type { Draft } from '../../games/draft.js';
import { AP_WORDS, apWord, type ApWord } from './ap-words.js';
import { MOVE_CHOICES, moveChoice } from './move-choices.js';
import { findShip, shipName } from './resolve.js';
import { decodeApUse, encodeApUse } from './turn-plan.js';

type State = impulse.GameState;
type ShipPicks = Draft['picks'][string];

const ARCS = ['forward', 'right', 'rear', 'left'] as const;
const MOVE_WORDS: Record<string, impulse.MoveKind> = {
  ...MOVE_CHOICES,
  s: 'straight',
  left: 'turnLeft',
  right: 'turnRight',
};
const AFTERBURNER = new Set(['afterburner', 'ab']);

/** The words for a ship's picks ("charge 1, straight, fire Redmaw"). */
export function picksToWords(state: State, picks: ShipPicks | undefined): string {
  const parts: string[] = [];
  const use = picks?.ap === undefined ? undefined : decodeApUse(picks.ap);
  if (use)
    parts.push(
      use.kind === 'chargeYellow'
        ? `charge ${use.group + 1}`
        : use.kind === 'reinforceShield'
          ? `reinforce ${use.arc}`
          : apWord(use.kind),
    );
  const [how, burn] = (picks?.move ?? '').split('+');
  if (how && (impulse.MOVE_KINDS as readonly string[]).includes(how))
    parts.push(`${moveChoice(how as impulse.MoveKind)}${burn === 'ab' ? ' afterburner' : ''}`);
  if (picks?.fire) parts.push(`fire ${shipName(state, picks.fire)}`);
  return parts.join(', ');
}

/** Why a line could not be read: the word that was not understood. */
export interface WordsProblem {
  readonly word: string;
}

/** One word group of the line as an AP pick, if it is one. */
function apOf(state: State, ship: impulse.ShipState, words: string[]): string | undefined | null {
  const [first, second] = words;
  if (first === undefined || !(first in AP_WORDS)) return undefined;
  const kind = AP_WORDS[first as ApWord];
  if (kind === 'chargeYellow') {
    if (second !== undefined && /^\d+$/.test(second)) return encodeApUse({ kind, group: Number(second) - 1 });
    // "charge" alone: the first weapon with an empty box.
    const open = impulse.apOptions(state, ship.id).find((o) => o.use.kind === 'chargeYellow');
    return open ? encodeApUse(open.use) : encodeApUse({ kind, group: 0 });
  }
  if (kind === 'reinforceShield') {
    const arc = ARCS.find((a) => a === (second ?? 'forward'));
    return arc ? encodeApUse({ kind, arc }) : null;
  }
  if (kind === 'retargetMissile') return null;
  return encodeApUse({ kind } as impulse.ApUse);
}

/** A ship's line of the form as picks, or the word that is not an order. */
export function wordsToPicks(state: State, ship: impulse.ShipState, line: string): Result<ShipPicks, WordsProblem> {
  const picks: ShipPicks = {};
  for (const part of line
    .split(/[,;\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const words = part.toLowerCase().split(/\s+/);
    const [first] = words;
    if (first === 'fire') {
      const name = part.trim().slice(4).trim();
      if (name === '' || name.toLowerCase() === 'hold' || name.toLowerCase() === 'none') continue;
      const target = name.toLowerCase() === 'nearest' ? undefined : findShip(state, name.replace(/^["“]|["”]$/g, ''));
      if (name.toLowerCase() !== 'nearest' && (!target || target.side === ship.side)) return err({ word: part });
      if (target) picks.fire = target.id;
      else {
        const enemies = state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
        const nearest = enemies.sort((a, b) => hexDistance(ship.hex, a.hex) - hexDistance(ship.hex, b.hex))[0];
        if (nearest) picks.fire = nearest.id;
      }
      continue;
    }
    const move = first === undefined ? undefined : MOVE_WORDS[first];
    if (move) {
      const burn = words.slice(1).some((w) => AFTERBURNER.has(w));
      picks.move = burn ? `${move}+ab` : move;
      continue;
    }
    const ap = apOf(state, ship, words);
    if (ap === undefined || ap === null) return err({ word: part });
    picks.ap = ap;
  }
  return ok(picks);
}
