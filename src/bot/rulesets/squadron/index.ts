/**
 * `squadron` at the table (src/bot/rulesets/table.ts; issue 14): its commands, prompt, words,
 * narration, pictures and status, from this folder. The bot's core reaches them through this value.
 */
import { squadron } from '../../../engine/index.js';
import { loose } from '../../locales/index.js';
import type { TableRuleset } from '../table.js';
import { defineTable } from '../define-table.js';
import action from './slash-commands/action.js';
import attack from './slash-commands/attack.js';
import decloak from './slash-commands/decloak.js';
import dial from './slash-commands/dial.js';
import modify from './slash-commands/modify.js';
import orders from './slash-commands/orders.js';
import squad from './slash-commands/squad.js';
import { squadronContent, SQUADRON_CATALOG } from './content.js';
import { explainSquadronError } from './explain.js';
import { pastRound } from './history.js';
import { squadronAnimationFile, squadronSteps } from './replay.js';
import { narrateSquadron, reportSquadron } from './narrate.js';
import { findShip } from './orders.js';
import { mapFile, shipSheet } from './pictures.js';
import { squadronPrompt } from './prompt.js';
import { SQUADRON_RULE_TOPICS } from './rule-topics.js';
import { startSquadron } from './setup.js';
import { SQUADRON_ROSTER } from './roster-hooks.js';
import { momentText, statusLines } from './status.js';
import { SQUADRON_STRINGS } from './strings.js';
import { shipName, sideName } from './words.js';

type State = squadron.SquadronState;
type Event = squadron.SquadronEvent;

export const SQUADRON_TABLE: TableRuleset = defineTable<State, squadron.SquadronCommand, Event>({
  rules: squadron.SQUADRON,
  commands: [dial, decloak, action, attack, modify, squad, orders],
  catalog: SQUADRON_CATALOG,
  strings: SQUADRON_STRINGS,
  rulesTopics: SQUADRON_RULE_TOPICS,
  overlays: [],
  roundParts: [],
  scenarios: (app) =>
    (squadronContent(app)?.scenarios ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      sides: s.sides.map((side) => ({ id: side.id, name: side.name })),
    })),
  defaultScenario: 'dogfight',
  roster: SQUADRON_ROSTER,
  start: startSquadron,
  unitName: (state, id) => shipName(state, id),
  sideName: (state, id) => sideName(state, id),
  findUnit: (state, typed) => findShip(state, typed)?.id,
  units: (state) =>
    state.ships.map((s) => ({
      id: s.id,
      name: shipName(state, s.id),
      side: s.side,
      active: !s.destroyed,
    })),
  prompt: squadronPrompt,
  narrate: narrateSquadron,
  report: reportSquadron,
  picture: (t, { state, events }) => mapFile(t, state, events),
  unitSheet: (t, state, unit) => shipSheet(t, state, unit),
  statusLines: (t, state) => statusLines(t, state),
  momentText: (t, state) => momentText(t, state),
  past: (record, round) => pastRound(record, round),
  animation: async (t, record, round) => {
    const steps = squadronSteps(record, round);
    return steps ? squadronAnimationFile(t, steps, round) : undefined;
  },
  pastName: (t, round) => loose(t)('squadron.pastRound', { round }),
  explainRuleError: (state, _side, error) => explainSquadronError(state, error),
  reasonText: (t, reason) => loose(t)(`squadron.outcomes.${reason}`),
  commandName: (t, command) => loose(t)(`squadron.commandNames.${command.type}`),
});
