/**
 * `fleet` at the table (src/bot/rulesets/table.ts; issue 43 deliverable 8): its commands, prompt,
 * words, narration, pictures and status, from this folder. The bot's core reaches them through this value.
 */
import type { FleetCommand, FleetEvent, FleetState } from '../../../engine/rulesets/fleet/index.js';
import { loose } from '../../locales/index.js';
import { defineTable } from '../define-table.js';
import type { TableRuleset } from '../table.js';
import activate from './slash-commands/activate.js';
import attack from './slash-commands/attack.js';
import defend from './slash-commands/defend.js';
import dial from './slash-commands/dial.js';
import done from './slash-commands/done.js';
import effects from './slash-commands/effects.js';
import navigate from './slash-commands/navigate.js';
import orders from './slash-commands/orders.js';
import repair from './slash-commands/repair.js';
import squadron from './slash-commands/squadron.js';
import token from './slash-commands/token.js';
import { FLEET_CATALOG, fleetContent } from './content.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';
import { explainFleetError } from './explain.js';
import { pastRound } from './history.js';
import { narrateFleet, reportFleet } from './narrate.js';
import { mapFile, unitSheet } from './pictures.js';
import { fleetPrompt } from './prompt.js';
import { FLEET_ROSTER } from './roster-hooks.js';
import { FLEET_RULE_TOPICS } from './rule-topics.js';
import { startFleet } from './setup.js';
import { FLEET_COMPOSER } from './turn-card.js';
import { momentText, statusLines } from './status.js';
import { FLEET_STRINGS } from './strings.js';
import { findUnit, reasonWord, sideName, unitName } from './words.js';

export const FLEET_TABLE: TableRuleset = defineTable<FleetState, FleetCommand, FleetEvent>({
  rules: FLEET,
  commands: [dial, activate, attack, effects, defend, navigate, squadron, repair, token, done, orders],
  catalog: FLEET_CATALOG,
  strings: FLEET_STRINGS,
  rulesTopics: FLEET_RULE_TOPICS,
  overlays: [{ id: 'arcs', title: 'fleet.overlays.arcs' }],
  roundParts: [],
  scenarios: (app) =>
    (fleetContent(app)?.scenarios ?? []).map((s) => ({
      id: s.id,
      name: s.name,
      ...(s.description ? { description: s.description } : {}),
      sides: s.sides.map((side) => ({ id: side.id, name: side.name })),
    })),
  defaultScenario: 'pitched-battle',
  roster: FLEET_ROSTER,
  start: startFleet,
  unitName: (state, id) => unitName(state, id),
  sideName: (state, id) => sideName(state, id),
  findUnit: (state, typed) => findUnit(state, typed)?.id,
  units: (state) => [
    ...state.ships.map((s) => ({ id: s.id, name: unitName(state, s.id), side: s.side, active: !s.destroyed })),
    ...state.squadrons.map((s) => ({ id: s.id, name: unitName(state, s.id), side: s.side, active: !s.destroyed })),
  ],
  prompt: fleetPrompt,
  narrate: narrateFleet,
  report: reportFleet,
  picture: (t, { state, events, focus, show }) => mapFile(t, state, events, focus, show),
  unitSheet: (t, state, unit) => unitSheet(t, state, unit),
  statusLines: (t, state) => statusLines(t, state),
  momentText: (t, state) => momentText(t, state),
  past: (record, round) => pastRound(record, round),
  pastName: (t, round) => loose(t)('fleet.pastRound', { round }),
  explainRuleError: (state, _side, error) => explainFleetError(state, error),
  reasonText: (t, reason) => reasonWord(t, reason),
  commandName: (t, command) => loose(t)(`fleet.commandNames.${command.type}`),
  composer: FLEET_COMPOSER,
});
