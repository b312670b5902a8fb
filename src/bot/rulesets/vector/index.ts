/**
 * `vector` at the table (src/bot/rulesets/table.ts; issue 15): `/orders`, `/move`, `/fire`, `/done`
 * (declared alike with impulse's, so Discord sees one command each), its prompt, words, narration,
 * map and status. Ships, weapons and damage are impulse's, so their words and sheets are too.
 */
import {
  VECTOR,
  type VectorCommand,
  type VectorEvent,
  type VectorState,
} from '../../../engine/rulesets/vector/index.js';
import { isMessageKey, loose } from '../../locales/index.js';
import type { TableRuleset } from '../table.js';
import { defineTable } from '../define-table.js';
import done from './slash-commands/done.js';
import fire from './slash-commands/fire.js';
import move from './slash-commands/move.js';
import orders from './slash-commands/orders.js';
import { pastTurn } from './history.js';
import { narrateVector, reportVector } from './narrate.js';
import { vectorMapFile, vectorShipFile } from './pictures.js';
import { vectorAnimationFile, vectorSteps } from './replay.js';
import { vectorPrompt } from './prompt.js';
import { VECTOR_RULE_TOPICS } from './rule-topics.js';
import { startVector } from './setup.js';
import { VECTOR_ROSTER } from './roster-hooks.js';
import { vectorStatusLines } from './status.js';
import { VECTOR_STRINGS } from './strings.js';
import { momentText, shipName, sideName } from './words.js';
import { findShip } from '../impulse/resolve.js';
import { IMPULSE_CATALOG } from '../impulse/catalog.js';

export const VECTOR_TABLE: TableRuleset = defineTable<VectorState, VectorCommand, VectorEvent>({
  rules: VECTOR,
  commands: [orders, move, fire, done],
  // It flies impulse's ships over impulse's scenarios, so it shares impulse's shelf.
  catalog: IMPULSE_CATALOG,
  strings: VECTOR_STRINGS,
  rulesTopics: VECTOR_RULE_TOPICS,
  overlays: [],
  roundParts: [],
  scenarios: (app) =>
    IMPULSE_CATALOG.of(app).scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      // The impulse scenario's briefing: the same ships, the same fight (issue 39: it was left out).
      ...(s.description !== undefined ? { description: s.description } : {}),
      sides: s.sides.map((side) => ({ id: side.id, name: side.name })),
    })),
  defaultScenario: 'cruiser-duel',
  roster: VECTOR_ROSTER,
  start: startVector,
  unitName: (state, id) => shipName(state, id),
  sideName: (state, id) => sideName(state, id),
  findUnit: (state, typed) => findShip(state.board, typed)?.id,
  units: (state) =>
    state.board.ships.map((s) => ({ id: s.id, name: s.name, side: s.side, active: s.status === 'active' })),
  prompt: vectorPrompt,
  narrate: narrateVector,
  report: reportVector,
  picture: (t, { state, events }) => vectorMapFile(t, state, events),
  unitSheet: (t, state, unit) => vectorShipFile(t, state, unit),
  statusLines: (t, state) => vectorStatusLines(t, state),
  momentText: (t, state) => momentText(t, state),
  past: (record, round) => pastTurn(record, round),
  animation: async (t, record, round) => {
    const steps = vectorSteps(record, round);
    return steps ? vectorAnimationFile(t, steps, round) : undefined;
  },
  pastName: (t, round) => loose(t)('vector.pastTurn', { turn: round }),
  explainRuleError: () => undefined,
  reasonText: (t, reason) => {
    const key = `outcomes.${reason}`;
    return isMessageKey(key) ? t(key) : reason;
  },
  commandName: (t, command) => loose(t)(`vector.commandNames.${command.type}`),
});
