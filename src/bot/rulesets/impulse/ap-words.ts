/**
 * The action point uses as players write them (`/ap use:charge`, `/orders ap:charge`), and the
 * engine's kinds they stand for (seed 000 section 1.1.2's nine uses). The engine's names
 * (`chargeYellow`) never reach a player (issue 13); an older button that still carries one is read.
 */
import { impulse } from '../../../engine/index.js';

type ApUseKind = impulse.ApUseKind;

/** Every use, in the order the rules list them; the word is the slash command's choice value. */
export const AP_WORDS = {
  'defend-initiative': 'defendInitiative',
  'change-initiative': 'changeInitiative',
  charge: 'chargeYellow',
  battery: 'chargeBattery',
  reinforce: 'reinforceShield',
  sideslip: 'enableSideslip',
  'power-turn': 'powerThroughTurn',
  retarget: 'retargetMissile',
  nothing: 'doNothing',
} as const satisfies Record<string, ApUseKind>;

export type ApWord = keyof typeof AP_WORDS;
export const AP_WORD_LIST = Object.keys(AP_WORDS) as ApWord[];

const WORD_OF = Object.fromEntries(Object.entries(AP_WORDS).map(([word, kind]) => [kind, word])) as Record<
  ApUseKind,
  ApWord
>;

/** The player's word for an engine kind. */
export const apWord = (kind: ApUseKind): ApWord => WORD_OF[kind];

/** The catalogue key of a use's name. */
export const apUseKey = (kind: ApUseKind) => `commands.ap.choices.use.${apWord(kind)}` as const;

/** The engine kind a player's word (or an older button's engine name) stands for. */
export function apKindOf(text: string): ApUseKind | undefined {
  if (text in AP_WORDS) return AP_WORDS[text as ApWord];
  return (impulse.AP_USE_KINDS as readonly string[]).includes(text) ? (text as ApUseKind) : undefined;
}
