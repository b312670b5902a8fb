/**
 * A ruleset at the table (issue 12): what one ruleset brings to the bot besides its rules. The bot's
 * core (pipeline, lobby, clocks, outbox, undo, replay) speaks to the engine's contract (`rules`) and
 * to these hooks, never to a ruleset's own modules; each ruleset's table lives in its own folder
 * under `src/bot/rulesets/<id>/` (or, for a test's ruleset, in `tests/`).
 *
 * States, commands and events are the ruleset's own; the core holds them as `unknown` and hands
 * them back to the hooks of the same ruleset.
 */

// Declared in app/seam.ts with the app they take (one file, so no import loop).
export type {
  RuleTopic,
  ScenarioInfo,
  Started,
  PromptInput,
  PromptParts,
  PictureRequest,
  PastMoment,
  Composer,
  TableOf,
  TableRuleset,
} from '../app/seam.js';
