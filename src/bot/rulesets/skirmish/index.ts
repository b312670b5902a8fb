/**
 * `skirmish` at the table (src/bot/rulesets/table.ts; issue 44 deliverable 7): its commands, prompt,
 * words, narration, pictures and status, from this folder. The bot's core reaches them through this value.
 */
import type { SkirmishCommand, SkirmishEvent, SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import { loose } from '../../locales/index.js';
import { defineTable } from '../define-table.js';
import type { TableRuleset } from '../table.js';
import advance from './slash-commands/advance.js';
import charge from './slash-commands/charge.js';
import done from './slash-commands/done.js';
import fight from './slash-commands/fight.js';
import move from './slash-commands/move.js';
import orders from './slash-commands/orders.js';
import shoot from './slash-commands/shoot.js';
import stay from './slash-commands/stay.js';
import stratagem from './slash-commands/stratagem.js';
import { SKIRMISH_CATALOG, skirmishContent } from './content.js';
import { explainSkirmishError } from './explain.js';
import { pastRound } from './history.js';
import { narrateSkirmish, reportSkirmish } from './narrate.js';
import { mapFile, unitSheet } from './pictures.js';
import { skirmishPrompt } from './prompt.js';
import { SKIRMISH_ROSTER } from './roster-hooks.js';
import { SKIRMISH_RULE_TOPICS } from './rule-topics.js';
import { startSkirmish } from './setup.js';
import { momentText, statusLines } from './status.js';
import { SKIRMISH_STRINGS } from './strings.js';
import { SKIRMISH_COMPOSER } from './turn-card.js';
import { findUnit, reactionOptionText, reasonWord, sideName, unitName } from './words.js';

export const SKIRMISH_TABLE: TableRuleset = defineTable<SkirmishState, SkirmishCommand, SkirmishEvent>({
  rules: SKIRMISH,
  commands: [move, advance, stay, shoot, charge, fight, stratagem, done, orders],
  catalog: SKIRMISH_CATALOG,
  strings: SKIRMISH_STRINGS,
  rulesTopics: SKIRMISH_RULE_TOPICS,
  overlays: [],
  roundParts: [],
  scenarios: (app) =>
    (skirmishContent(app)?.missions ?? []).map((m) => ({
      id: m.id,
      name: m.name,
      ...(m.description ? { description: m.description } : {}),
      sides: m.sides.map((side) => ({ id: side.id, name: side.name })),
    })),
  defaultScenario: 'take-and-hold',
  roster: SKIRMISH_ROSTER,
  start: startSkirmish,
  unitName: (state, id) => unitName(state, id),
  sideName: (state, id) => sideName(state, id),
  findUnit: (state, typed) => findUnit(state, typed)?.id,
  units: (state) =>
    state.units.map((u) => ({ id: u.id, name: unitName(state, u.id), side: u.side, active: !u.destroyed })),
  prompt: skirmishPrompt,
  narrate: narrateSkirmish,
  report: reportSkirmish,
  picture: (t, { state, events }) => mapFile(t, state, events),
  unitSheet: (t, state, unit) => unitSheet(t, state, unit),
  statusLines: (t, state) => statusLines(t, state),
  momentText: (t, state) => momentText(t, state),
  past: (record, round) => pastRound(record, round),
  pastName: (t, round) => loose(t)('skirmish.pastRound', { round }),
  explainRuleError: (state, _side, error) => explainSkirmishError(state, error),
  reasonText: (t, reason) => reasonWord(t, reason),
  commandName: (t, command) => loose(t)(`skirmish.commandNames.${command.type}`),
  // Fire Overwatch's and Heroic Intervention's options are unit ids: said with the units' names.
  reactionOption: (t, state, kind, option) =>
    kind === 'allocation' ? undefined : reactionOptionText(t, state, kind, option),
  composer: SKIRMISH_COMPOSER,
});
