/**
 * `squadron`'s words for the things players read (issue 14): a dial entry ("2 ↑ straight · green"),
 * an action, dice faces, a ship by name. All from the catalogue (`strings.ts`), in the reader's
 * language; no engine name (`barrelRoll`, `2FG`) reaches a player without its words.
 */
import { squadron } from '../../../engine/index.js';
import { loose, type Translate } from '../../locales/index.js';
import { cleanName } from '../../presentation/sanitize.js';

type State = squadron.SquadronState;

/** The option values players see: kebab-case words, never the engine's camelCase names. */
export const ACTION_WORDS: Readonly<Record<squadron.CommandAction, string>> = {
  targetLock: 'target-lock',
  focus: 'focus',
  evade: 'evade',
  boost: 'boost',
  barrelRoll: 'barrel-roll',
  cloak: 'cloak',
  coordinate: 'coordinate',
  reinforce: 'reinforce',
  rotateArc: 'rotate-arc',
  reload: 'reload',
  slam: 'slam',
  // A card's «Ação:» (issue 41): the card named in `/action card:`.
  card: 'card',
  pass: 'pass',
};
export const actionOfWord = (word: string): squadron.CommandAction | undefined =>
  (Object.entries(ACTION_WORDS) as [squadron.CommandAction, string][]).find(([, w]) => w === word)?.[0];

export const BOOST_WORDS = { straight: 'straight', bankLeft: 'bank-left', bankRight: 'bank-right' } as const;
export const boostOfWord = (word: string) =>
  (Object.entries(BOOST_WORDS) as [keyof typeof BOOST_WORDS, string][]).find(([, w]) => w === word)?.[0];

const COLOUR_MARK = { white: '⚪', green: '🟢', red: '🔴' } as const;
const BEARING_MARK: Readonly<Record<string, string>> = {
  straight: '↑',
  bankLeft: '↖',
  bankRight: '↗',
  turnLeft: '↰',
  turnRight: '↱',
  koiogran: '⟲',
  segnorLeft: '↶',
  segnorRight: '↷',
  tallonLeft: '⤺',
  tallonRight: '⤻',
  stop: '■',
};

/** A card a ship carries by its name as the game took it ("Tactical Officer"), or its id. */
export const cardName = (state: State, shipId: string, card: string): string =>
  cleanName(state.ships.find((s) => s.id === shipId)?.stats.cards?.find((k) => k.id === card)?.name ?? card);

export const shipName = (state: State, id: string): string =>
  cleanName(state.ships.find((s) => s.id === id)?.name ?? id);
export const sideName = (state: State, id: string): string =>
  cleanName(state.sides.find((s) => s.id === id)?.name ?? id);

/** "2 ↑ straight" for a dial string, without its colour. */
export function manoeuvreText(t: Translate, dial: string): string {
  const entry = squadron.readDialEntry(dial);
  if (typeof entry === 'string') return dial;
  const say = loose(t);
  const mark = BEARING_MARK[entry.bearing] ?? '';
  return entry.bearing === 'stop'
    ? `${mark} ${say('squadron.bearings.stop')}`
    : `${entry.speed} ${mark} ${say(`squadron.bearings.${entry.bearing}`)}`;
}

/** "2↑": a manoeuvre in two characters, for the map's plates. */
export function shortManoeuvre(dial: string): string {
  const entry = squadron.readDialEntry(dial);
  if (typeof entry === 'string') return dial;
  return entry.bearing === 'stop' ? (BEARING_MARK['stop'] ?? '') : `${entry.speed}${BEARING_MARK[entry.bearing] ?? ''}`;
}

/** "🟢 2 ↑ straight · green": a dial entry on this ship now, its colour as its damage makes it. */
export function dialText(t: Translate, state: State, shipId: string, dial: string): string {
  const ship = state.ships.find((s) => s.id === shipId);
  const colour = ship ? squadron.difficultyOf(state.deck, ship, dial) : 'white';
  return `${COLOUR_MARK[colour]} ${manoeuvreText(t, dial)} · ${loose(t)(`squadron.colours.${colour}`)}`;
}

export const actionText = (t: Translate, action: squadron.CommandAction): string =>
  loose(t)(`commands.action.choices.action.${ACTION_WORDS[action]}`);

const ATTACK_FACES = ['hit', 'hit', 'hit', 'crit', 'focus', 'focus', 'blank', 'blank'] as const;
const DEFENCE_FACES = ['evade', 'evade', 'evade', 'focus', 'focus', 'blank', 'blank', 'blank'] as const;

/** A die's face (an index into its faces) in words: "hit", "evade". */
export function faceText(t: Translate, die: string, face: number): string {
  const name = (die === 'defence' ? DEFENCE_FACES : ATTACK_FACES)[face] ?? 'blank';
  return loose(t)(`squadron.faces.${name}`);
}

/** A pool in words, numbered so `/modify lock:` can name the dice: "1 hit · 2 focus · 3 blank". */
export const poolText = (t: Translate, pool: { die: string; dice: readonly { face: number }[] }): string =>
  pool.dice.map((d, i) => `${i + 1} ${faceText(t, pool.die, d.face)}`).join(' · ') || '—';
