/**
 * `fleet`'s words for the game's own things (issue 43 deliverable 8): units, sides, hull zones,
 * commands, tokens, dice, hexes, in the reader's language. The engine speaks in ids and codes only;
 * every word a player reads is looked up here in the table's catalogue (`fleet.*`).
 */
import { formatHex, type Hex } from '../../../engine/index.js';
import {
  type Attacker,
  type AttackTarget,
  cardTitle,
  type Defender,
  type DiceColour,
  FLEET_DICE,
  type FleetCommandName,
  type FleetShip,
  type FleetSquadron,
  type FleetState,
  type HullZone,
} from '../../../engine/rulesets/fleet/index.js';
import { hasText, loose, type Translate } from '../../locales/index.js';
import { cleanName } from '../../presentation/sanitize.js';
import { type ClassKind, namesClass } from './content-words.js';

type State = FleetState;

const norm = (s: string): string => s.trim().toLowerCase();

export const shipOf = (state: State, id: string): FleetShip | undefined => state.ships.find((s) => s.id === id);
export const squadronOf = (state: State, id: string): FleetSquadron | undefined =>
  state.squadrons.find((s) => s.id === id);

/** A ship's or a squadron's name as players read it (an unknown id stays as it is). */
export function unitName(state: State, id: string): string {
  const unit = shipOf(state, id) ?? squadronOf(state, id);
  return cleanName(unit?.name ?? id);
}

export const sideName = (state: State, id: string): string =>
  cleanName(state.sides.find((s) => s.id === id)?.name ?? id);

/**
 * Whether `typed` names this unit: by id or its name (any case), or, for a unit named after its class
 * (a roster's unit with no name of its own: "苍鹭" in a Chinese game), by that class's name in any
 * language of the catalogue, so a Portuguese player in that channel may type "Garça".
 */
const named = (typed: string, kind: ClassKind, unit: FleetShip | FleetSquadron): boolean =>
  norm(unit.name) === norm(typed) ||
  unit.id === norm(typed) ||
  namesClass(typed, kind, { id: unit.class, name: unit.name });

/** A ship or squadron by id or name (any case), or undefined. */
export function findUnit(state: State, typed: string): FleetShip | FleetSquadron | undefined {
  const all = [...state.ships, ...state.squadrons];
  const kind = (u: FleetShip | FleetSquadron): ClassKind =>
    state.ships.includes(u as FleetShip) ? 'ship' : 'squadron';
  return all.find((u) => u.id === typed) ?? all.find((u) => named(typed, kind(u), u));
}

export function findShip(state: State, typed: string): FleetShip | undefined {
  return state.ships.find((s) => s.id === typed) ?? state.ships.find((s) => named(typed, 'ship', s));
}

export function findSquadron(state: State, typed: string): FleetSquadron | undefined {
  return state.squadrons.find((s) => s.id === typed) ?? state.squadrons.find((s) => named(typed, 'squadron', s));
}

/** Why a game ended, in words (an outcome's reason the table does not know reads as "the game is over"). */
export const reasonWord = (t: Translate, reason: string): string =>
  loose(t)(hasText(`fleet.outcomes.${reason}`) ? `fleet.outcomes.${reason}` : 'fleet.outcomes.other');

export const zoneWord = (t: Translate, zone: HullZone): string => loose(t)(`fleet.zones.${zone}`);
export const commandWord = (t: Translate, command: FleetCommandName): string =>
  loose(t)(`fleet.commandWords.${command}`);
export const tokenWord = (t: Translate, token: string): string => loose(t)(`fleet.tokens.${token}`);
export const colourWord = (t: Translate, colour: DiceColour): string => loose(t)(`fleet.dice.${colour}`);
export const bandWord = (t: Translate, band: string): string => loose(t)(`fleet.bands.${band}`);
export const hexText = (hex: Hex): string => formatHex(hex);
export const facingWord = (t: Translate, facing: number): string => loose(t)(`fleet.facings.f${facing}`);

/** A damage card's title in the reader's words ("crew-panic-3" -> "Crew panic"). */
export function cardName(t: Translate, card: string): string {
  try {
    return loose(t)(`fleet.cards.${cardTitle(card)}.title`);
  } catch {
    return card;
  }
}

/** A die's face in words: "red hit+crit". */
export function faceKey(colour: DiceColour, face: number): string {
  const symbols = FLEET_DICE[colour].faces[face] ?? {};
  const hit = symbols['hit'] ?? 0;
  const crit = symbols['crit'] ?? 0;
  if (hit === 2) return 'hitHit';
  if (hit === 1 && crit === 1) return 'hitCrit';
  if (hit === 1) return 'hit';
  if (crit === 1) return 'crit';
  if ((symbols['accuracy'] ?? 0) > 0) return 'accuracy';
  return 'blank';
}

export const dieText = (t: Translate, colour: DiceColour, face: number): string =>
  `${loose(t)(`fleet.dice.${colour}`)} ${loose(t)(`fleet.faces.${faceKey(colour, face)}`)}`;

export const diceText = (
  t: Translate,
  dice: readonly { readonly colour: DiceColour; readonly face: number; readonly cancelled?: boolean }[],
): string =>
  dice.length === 0
    ? loose(t)('fleet.report.noDice')
    : dice.map((d) => (d.cancelled ? `~~${dieText(t, d.colour, d.face)}~~` : dieText(t, d.colour, d.face))).join(', ');

/** "Valiant (front)" for a ship's zone, "Red Wing" for a squadron. */
export function attackerText(t: Translate, state: State, a: Attacker | Defender): string {
  return a.kind === 'ship'
    ? loose(t)('fleet.words.shipZone', { ship: unitName(state, a.ship), zone: zoneWord(t, a.zone) })
    : unitName(state, a.squadron);
}

/** An attack's target as players read it: "Valiant (front)" or "Red Wing, Blue Wing". */
export function targetText(t: Translate, state: State, target: AttackTarget): string {
  return 'ship' in target
    ? loose(t)('fleet.words.shipZone', { ship: unitName(state, target.ship), zone: zoneWord(t, target.zone) })
    : target.squadrons.map((id) => unitName(state, id)).join(', ');
}

/** An attack target as an option's value: `<ship>:<zone>` or `<squadron>,<squadron>`. */
export const targetValue = (target: AttackTarget): string =>
  'ship' in target ? `${target.ship}:${target.zone}` : target.squadrons.join(',');

const ZONE_WORDS: Readonly<Record<string, HullZone>> = {
  front: 'front',
  bow: 'front',
  fore: 'front',
  f: 'front',
  right: 'right',
  starboard: 'right',
  r: 'right',
  rear: 'rear',
  aft: 'rear',
  stern: 'rear',
  left: 'left',
  port: 'left',
  l: 'left',
};

/** A hull zone typed in English or in the reader's language (any of the four). */
export function zoneOfWord(t: Translate, typed: string): HullZone | undefined {
  const word = norm(typed);
  if (word in ZONE_WORDS) return ZONE_WORDS[word];
  return (['front', 'right', 'rear', 'left'] as const).find((z) => norm(zoneWord(t, z)) === word);
}

/**
 * An attack target as typed: a value the autocomplete gave (`<ship>:<zone>`, `<sq>,<sq>`), or words:
 * "Valiant front", "Valiant (front)", "Red Wing, Blue Wing". Undefined when it names nothing.
 */
export function readTarget(t: Translate, state: State, typed: string): AttackTarget | undefined {
  const text = typed.trim();
  const colon = /^([^:,]+):([a-z]+)$/.exec(text);
  if (colon) {
    const ship = findShip(state, colon[1] ?? '');
    const zone = zoneOfWord(t, colon[2] ?? '');
    if (ship && zone) return { ship: ship.id, zone };
  }
  const squadrons = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => findSquadron(state, p));
  if (squadrons.length > 0 && squadrons.every((s) => s !== undefined))
    return { squadrons: squadrons.map((s) => (s as FleetSquadron).id) };
  // "Valiant front", "Valiant (front)": the last word is the zone.
  const words = /^(.*?)[\s(]+([^\s()]+)\)?$/.exec(text);
  if (words) {
    const ship = findShip(state, words[1] ?? '');
    const zone = zoneOfWord(t, words[2] ?? '');
    if (ship && zone) return { ship: ship.id, zone };
  }
  return undefined;
}

/** "left, straight, right" for veers -1, 0, 1. */
export const veersText = (t: Translate, veers: readonly number[]): string =>
  veers.length === 0
    ? loose(t)('fleet.words.noVeers')
    : veers.map((v) => loose(t)(`fleet.veers.${v < 0 ? 'left' : v > 0 ? 'right' : 'straight'}`)).join(', ');

/** Veers as typed: "L,0,R", "left straight right", "-1 0 1"; undefined when a part is not one. */
export function readVeers(typed: string): (-1 | 0 | 1)[] | undefined {
  const parts = typed
    .trim()
    .toLowerCase()
    .split(/[\s,;/]+/)
    .filter(Boolean);
  const out: (-1 | 0 | 1)[] = [];
  for (const p of parts) {
    if (['l', 'left', '-1', '<', 'esquerda', 'e', '左'].includes(p)) out.push(-1);
    else if (['r', 'right', '1', '+1', '>', 'direita', 'd', '右'].includes(p)) out.push(1);
    else if (['0', 's', 'straight', '-', '|', 'reto', 'frente', '直'].includes(p)) out.push(0);
    else return undefined;
  }
  return out;
}

/** Veers as the `veers:` option writes them: "L,0,R". */
export const veersValue = (veers: readonly number[]): string =>
  veers.map((v) => (v < 0 ? 'L' : v > 0 ? 'R' : '0')).join(',');
