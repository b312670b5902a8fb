/**
 * A ship's part of a turn written in players' words, one line per ship in the turn form (issue 13):
 * "charge 2, turn-left, fire Redmaw" — the action point use, the move, the target, separated by
 * commas, each optional. The words are the catalogue's (`turnWords`), so a Chinese player fills in
 * "充能 2，左转，开火 Redmaw"; a line is read in any of the four languages, mixed if need be, and the
 * form is filled in the reader's, so a player edits what the turn card showed.
 */
import { hexDistance } from '../../../engine/core/hex.js';
import { err, impulse, ok, type Result } from '../../../engine/index.js';
import type { Draft } from '../../games/draft.js';
import { LOCALES, loose, translator, type Translate } from '../../locales/index.js';
import { AP_WORDS, apWord, type ApWord } from './ap-words.js';
import { MOVE_CHOICES, moveChoice, type MoveChoice } from './move-choices.js';
import { findShip, shipName } from './resolve.js';
import { decodeApUse, encodeApUse } from './turn-plan.js';

type State = impulse.GameState;
type ShipPicks = Draft['picks'][string];

const ARCS = ['forward', 'right', 'rear', 'left'] as const;
type Arc = (typeof ARCS)[number];

/** What a line's leading word stands for. */
type Head =
  | { readonly kind: 'fire' }
  | { readonly kind: 'move'; readonly move: MoveChoice }
  | { readonly kind: 'ap'; readonly ap: ApWord };

/** One language's words for the form. */
function wordsIn(t: Translate) {
  const say = loose(t);
  return {
    comma: say('turnWords.comma'),
    fire: say('turnWords.fire'),
    hold: say('turnWords.hold'),
    nearest: say('turnWords.nearest'),
    afterburner: say('turnWords.afterburner'),
    ap: (word: ApWord) => say(`turnWords.ap.${word}`),
    move: (choice: MoveChoice) => say(`turnWords.move.${choice}`),
    arc: (arc: Arc) => say(`turnWords.arc.${arc}`),
  };
}

/** Shorthands the form has always read (English only): "s", "left", "right", "ab", "none". */
const SHORTHANDS: readonly [string, Head][] = [
  ['s', { kind: 'move', move: 'straight' }],
  ['left', { kind: 'move', move: 'turn-left' }],
  ['right', { kind: 'move', move: 'turn-right' }],
];

interface Vocabulary {
  /** Leading words, longest first, so "deslizar-esquerda" is read before "deslize-lateral" could be. */
  readonly heads: readonly [string, Head][];
  readonly hold: ReadonlySet<string>;
  readonly nearest: ReadonlySet<string>;
  readonly afterburner: ReadonlySet<string>;
  readonly arcs: ReadonlyMap<string, Arc>;
}

let known: Vocabulary | undefined;

/** Every language's words, read once: the catalogue does not change while the bot runs. */
function vocabulary(): Vocabulary {
  if (known) return known;
  const all = LOCALES.map((locale) => wordsIn(translator(locale)));
  const lower = (w: string) => w.toLowerCase();
  const heads: [string, Head][] = [
    ...SHORTHANDS,
    ...all.flatMap((w) => [
      [lower(w.fire), { kind: 'fire' }] as [string, Head],
      ...(Object.keys(MOVE_CHOICES) as MoveChoice[]).map(
        (move) => [lower(w.move(move)), { kind: 'move', move }] as [string, Head],
      ),
      ...(Object.keys(AP_WORDS) as ApWord[]).map((ap) => [lower(w.ap(ap)), { kind: 'ap', ap }] as [string, Head]),
    ]),
  ];
  known = {
    heads: heads.sort((a, b) => b[0].length - a[0].length),
    hold: new Set(['none', ...all.map((w) => lower(w.hold))]),
    nearest: new Set(all.map((w) => lower(w.nearest))),
    afterburner: new Set(['ab', ...all.map((w) => lower(w.afterburner))]),
    arcs: new Map(all.flatMap((w) => ARCS.map((arc) => [lower(w.arc(arc)), arc] as const))),
  };
  return known;
}

/**
 * Whether `part` opens with `word`: followed by nothing, a space or a sign, or anything at all after
 * a Chinese word ("充能2", "开火Redmaw"), but not by more letters ("charged" is not "charge").
 */
function opensWith(part: string, word: string): boolean {
  if (!part.startsWith(word)) return false;
  const next = part.slice(word.length, word.length + 1);
  return next === '' || /\p{Script=Han}$/u.test(word) || !/[\p{L}\p{N}-]/u.test(next);
}

/** The words the refusal and the form's hint show, in the reader's language. */
export function turnWordsHelp(t: Translate): Record<string, string> {
  const w = wordsIn(t);
  return {
    ap: [
      `${w.ap('charge')} 2`,
      w.ap('battery'),
      `${w.ap('reinforce')} ${w.arc('forward')}`,
      w.ap('sideslip'),
      w.ap('nothing'),
    ].join(w.comma),
    moves: (Object.keys(MOVE_CHOICES) as MoveChoice[]).map(w.move).join(w.comma),
    comma: w.comma,
    afterburner: w.afterburner,
    fire: w.fire,
    charge: w.ap('charge'),
    straight: w.move('straight'),
  };
}

/** The words for a ship's picks, in the reader's language ("charge 1, straight, fire Redmaw"). */
export function picksToWords(t: Translate, state: State, picks: ShipPicks | undefined): string {
  const w = wordsIn(t);
  const parts: string[] = [];
  const use = picks?.ap === undefined ? undefined : decodeApUse(picks.ap);
  if (use)
    parts.push(
      use.kind === 'chargeYellow'
        ? `${w.ap('charge')} ${use.group + 1}`
        : use.kind === 'reinforceShield'
          ? `${w.ap('reinforce')} ${w.arc(use.arc)}`
          : w.ap(apWord(use.kind)),
    );
  const [how, burn] = (picks?.move ?? '').split('+');
  if (how && (impulse.MOVE_KINDS as readonly string[]).includes(how))
    parts.push(`${w.move(moveChoice(how as impulse.MoveKind))}${burn === 'ab' ? ` ${w.afterburner}` : ''}`);
  if (picks?.fire) parts.push(`${w.fire} ${shipName(state, picks.fire)}`);
  return parts.join(w.comma);
}

/**
 * A ship's line as the form opens it: the plan in words, never blank, so the form says what sending
 * it plays. A ship the plan leaves idle reads "nothing" while its action point is still open (the
 * point goes unused), else "hold" (no shot).
 */
export function planWords(t: Translate, state: State, ship: impulse.ShipState, picks: ShipPicks | undefined): string {
  const words = picksToWords(t, state, picks);
  if (words !== '') return words;
  const w = wordsIn(t);
  return impulse.apOptions(state, ship.id).length > 0 ? w.ap('nothing') : w.hold;
}

/** Why a line could not be read: the word that was not understood. */
export interface WordsProblem {
  readonly word: string;
}

/** The action point pick a line's part asks for, with what follows its word ("2", "rear"); null when it is not one. */
function apOf(state: State, ship: impulse.ShipState, ap: ApWord, rest: string): string | null {
  const kind = AP_WORDS[ap];
  if (kind === 'chargeYellow') {
    if (/^\d+$/.test(rest)) return encodeApUse({ kind, group: Number(rest) - 1 });
    // "charge" alone: the first weapon with an empty box.
    const open = impulse.apOptions(state, ship.id).find((o) => o.use.kind === 'chargeYellow');
    return open ? encodeApUse(open.use) : encodeApUse({ kind, group: 0 });
  }
  if (kind === 'reinforceShield') {
    const arc = rest === '' ? 'forward' : vocabulary().arcs.get(rest.toLowerCase());
    return arc ? encodeApUse({ kind, arc }) : null;
  }
  if (kind === 'retargetMissile') return null;
  return encodeApUse({ kind } as impulse.ApUse);
}

/** The ship a "fire" part names (its rest): an enemy by name, the nearest, or none (hold fire). */
function targetOf(state: State, ship: impulse.ShipState, rest: string): { id?: string } | null {
  const words = vocabulary();
  const said = rest.toLowerCase();
  if (said === '' || words.hold.has(said)) return {};
  if (words.nearest.has(said)) {
    const enemies = state.ships.filter((s) => s.side !== ship.side && s.status === 'active');
    const nearest = enemies.sort((a, b) => hexDistance(ship.hex, a.hex) - hexDistance(ship.hex, b.hex))[0];
    return nearest ? { id: nearest.id } : {};
  }
  const target = findShip(state, rest.replace(/^["“]|["”]$/g, ''));
  return target && target.side !== ship.side ? { id: target.id } : null;
}

/** A ship's line of the form as picks, or the part that is not an order. */
export function wordsToPicks(state: State, ship: impulse.ShipState, line: string): Result<ShipPicks, WordsProblem> {
  const read = readLine(state, ship, line);
  return read.ok ? ok(read.value.picks) : read;
}

/** A line read: its picks, and the part of the line each pick came from (for a refusal to quote). */
export interface LineRead {
  readonly picks: ShipPicks;
  readonly said: Readonly<Partial<Record<keyof ShipPicks, string>>>;
}

/** A ship's line of the form as picks with the words they came from, or the part that is not an order. */
export function readLine(state: State, ship: impulse.ShipState, line: string): Result<LineRead, WordsProblem> {
  const picks: ShipPicks = {};
  const said: Partial<Record<keyof ShipPicks, string>> = {};
  const words = vocabulary();
  for (const part of line
    .split(/[,;，；、\n]+/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    // "hold" alone, as in "fire hold": no shot.
    if (words.hold.has(part.toLowerCase())) continue;
    const found = words.heads.find(([word]) => opensWith(part.toLowerCase(), word));
    if (!found) return err({ word: part });
    const [word, head] = found;
    const rest = part.slice(word.length).trim();
    if (head.kind === 'fire') {
      const target = targetOf(state, ship, rest);
      if (!target) return err({ word: part });
      if (target.id) {
        picks.fire = target.id;
        said.fire = part;
      }
    } else if (head.kind === 'move') {
      const burn = rest
        .toLowerCase()
        .split(/\s+/)
        .some((w) => words.afterburner.has(w));
      picks.move = burn ? `${MOVE_CHOICES[head.move]}+ab` : MOVE_CHOICES[head.move];
      said.move = part;
    } else {
      const ap = apOf(state, ship, head.ap, rest);
      if (ap === null) return err({ word: part });
      picks.ap = ap;
      said.ap = part;
    }
  }
  return ok({ picks, said });
}
