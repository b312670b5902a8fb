/**
 * `impulse` at the table (src/bot/rulesets/table.ts): its commands, prompt, narration, pictures and
 * status, from this folder. The bot's core reaches them through this value only.
 */
import { echo } from '../../presentation/sanitize.js';
import { openTurnForm, submitTurnForm } from './turn-form.js';
import { impulse } from '../../../engine/index.js';
import type { TableRuleset } from '../table.js';
import { defineTable } from '../define-table.js';
import { isMessageKey } from '../../locales/index.js';
import ap from './slash-commands/ap.js';
import done from './slash-commands/done.js';
import fire from './slash-commands/fire.js';
import fleet from './slash-commands/fleet.js';
import initiative from './slash-commands/initiative.js';
import move from './slash-commands/move.js';
import orders from './slash-commands/orders.js';
import power from './slash-commands/power.js';
import repair from './slash-commands/repair.js';
import { pickDraft, submitDraft } from './compose.js';
import { IMPULSE_SLOTS } from './draft-slots.js';
import { pastImpulse } from './history.js';
import { narrate, stepNow } from './narrate.js';
import { animationFile, mapFile, reportText, shipFile } from './pictures.js';
import { impulseSteps } from './replay-steps.js';
import { impulsePrompt } from './prompt.js';
import { findShip, shipName, sideName } from './resolve.js';
import { startGame } from './setup.js';
import { TUTORIAL_SCENARIO } from './tutorial.js';
import { momentText, statusLines } from './status.js';
import { IMPULSE_RULE_TOPICS } from './rule-topics.js';
import { explainRuleError } from './explain.js';
import { IMPULSE_CATALOG } from './catalog.js';
import { IMPULSE_ROSTER } from './roster-hooks.js';

type State = impulse.GameState;
type Event = impulse.GameEvent;

const COMMAND_TYPES: readonly string[] = impulse.COMMAND_TYPES;

export const IMPULSE_TABLE: TableRuleset = defineTable<State, impulse.Command, Event>({
  rules: impulse.IMPULSE,
  commands: [ap, done, fire, fleet, initiative, move, orders, power, repair],
  // Its words are still in the bot's own catalogue (src/bot/locales), where they were first written.
  catalog: IMPULSE_CATALOG,
  strings: {},
  rulesTopics: IMPULSE_RULE_TOPICS,
  overlays: [
    { id: 'reach', title: 'commands.map.choices.show.reach' },
    { id: 'fire', title: 'commands.map.choices.show.fire' },
  ],
  roundParts: impulse.IMPULSES,
  scenarios: (app) =>
    IMPULSE_CATALOG.of(app).scenarios.map((s) => ({
      id: s.id,
      name: s.name,
      ...(s.description !== undefined ? { description: s.description } : {}),
      sides: s.sides.map((side) => ({ id: side.id, name: side.name })),
    })),
  defaultScenario: 'cruiser-duel',
  tutorialScenario: TUTORIAL_SCENARIO,
  roster: IMPULSE_ROSTER,
  start: (app, record) => startGame(IMPULSE_CATALOG.of(app), record),
  unitName: (state, id) => shipName(state, id),
  sideName: (state, id) => sideName(state, id),
  findUnit: (state, typed) => findShip(state, typed)?.id,
  units: (state) =>
    state.ships.map((s) => ({
      id: s.id,
      name: shipName(state, s.id),
      side: s.side,
      active: s.status === 'active',
    })),
  prompt: impulsePrompt,
  narrate: (t, state, events) => {
    const side = (id: string) => sideName(state, id);
    const story = narrate(t, events, side);
    const now = story ? stepNow(t, state, events, side) : '';
    return [story, now].filter(Boolean).join('\n');
  },
  report: (t, _state, events, room) => reportText(t, events, room),
  picture: (t, { state, events, focus, show }) =>
    mapFile(t, state, events, focus, focus === undefined ? undefined : show === 'fire' ? 'fireZone' : 'reach'),
  unitSheet: (t, state, unit) => shipFile(t, state, unit),
  statusLines: (t, state) => statusLines(t, state),
  momentText: (t, state) => momentText(t, state),
  past: (record, round, part) => pastImpulse(record, round, (part ?? 'A').toUpperCase()),
  animation: async (t, record, round, part) => {
    const letter = (part ?? 'A').toUpperCase();
    const steps = impulseSteps(record, round, letter);
    return steps ? animationFile(t, steps, { round, impulse: letter }) : undefined;
  },
  // The part comes as typed (`/replay part:`): echoed safely, as every user text is.
  pastName: (t, round, part) => t('reply.pastImpulse', { round, impulse: echo((part ?? 'A').toUpperCase(), 8) }),
  explainRuleError: (state, side, error) => explainRuleError(state, side, error),
  reasonText: (t, reason) => {
    const key = `outcomes.${reason}`;
    return isMessageKey(key) ? t(key) : reason;
  },
  commandName: (t, command) => (COMMAND_TYPES.includes(command.type) ? t(`commandNames.${command.type}`) : '?'),
  composer: { slots: IMPULSE_SLOTS, pick: pickDraft, submit: submitDraft, plan: openTurnForm, planned: submitTurnForm },
});
