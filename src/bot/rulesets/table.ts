/**
 * A ruleset at the table (issue 12): what one ruleset brings to the bot besides its rules. The bot's
 * core (pipeline, lobby, clocks, outbox, undo, replay) speaks to the engine's contract (`rules`) and
 * to these hooks, never to a ruleset's own modules; each ruleset's table lives in its own folder
 * under `src/bot/rulesets/<id>/` (or, for a test's ruleset, in `tests/`).
 *
 * States, commands and events are the ruleset's own; the core holds them as `unknown` and hands
 * them back to the hooks of the same ruleset.
 */
import type { Applied, Result, Roster, RuleError, Ruleset, RulesetCommand, RulesetEvent } from '../../engine/index.js';
import type { GameRecord } from '../../store/index.js';
import type { RosterTable } from './roster-table.js';
import type { App, CommandContext } from '../app/context.js';
import type { CatalogLoader } from '../app/catalogs.js';
import type { Translate } from '../locales/index.js';
import type { StringTree } from '../locales/index.js';
import type { CommandModule } from '../pipeline/command.js';
import type { ComponentAction } from '../pipeline/custom-id.js';
import type { Problem } from '../pipeline/problem.js';
import type { ActionRow, OutgoingFile } from '../pipeline/request.js';

/** A `/rules` topic: its id (the option's value) and the catalogue keys of its title and text. */
export interface RuleTopic {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

/** A scenario as `/game new` and the lobby show it. */
export interface ScenarioInfo {
  readonly id: string;
  readonly name: string;
  readonly description?: string;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
}

/**
 * A lobby turned into a game: the setup kept in the record and the opening. `createGame(setup.scenario,
 * setup.roster, setup.catalog, seed)` builds that opening again (what `npm run verify` checks in an export).
 */
export interface Started<State = unknown, Event extends RulesetEvent = RulesetEvent> {
  /** `roster`: the lists the sides built (issue 42), null when every side flies the scenario's own. */
  readonly setup: { readonly scenario: unknown; readonly roster: Roster | null; readonly catalog: unknown };
  readonly applied: Applied<State, Event>;
}

/** What a prompt is built from: the core has worked out who is pinged and the deadline line. */
export interface PromptInput<State = unknown> {
  readonly t: Translate;
  readonly record: GameRecord;
  readonly state: State;
  /** The record version the prompt's components carry (older clicks are refused). */
  readonly version: number;
  /** `@alice @bob`, already made safe. */
  readonly mentions: string;
  /** The deadline line (empty without a clock), to end the content with. */
  readonly deadline: string;
  /** A turn being composed with the prompt's menus, when the ruleset has them. */
  readonly draft?: unknown;
}

export interface PromptParts {
  readonly content: string;
  readonly components: ActionRow[];
}

/** A picture of the board, for the map after a report, `/map` and `/replay`. */
export interface PictureRequest<State = unknown, Event extends RulesetEvent = RulesetEvent> {
  readonly state: State;
  readonly events: readonly Event[];
  /** A unit to centre on and its overlay (`/map ship: show:`). */
  readonly focus?: string;
  readonly show?: string;
}

/** A stretch of play rebuilt from the log (`/replay`, `/game log round:`). */
export interface PastMoment<State = unknown, Event extends RulesetEvent = RulesetEvent> {
  readonly state: State;
  readonly events: Event[];
}

/** Turns composed in the prompt's select menus (a draft), when a ruleset offers them. */
export interface Composer {
  /** The slots of a unit's turn, a menu each (the component id carries one; see custom-id.ts). */
  readonly slots: readonly string[];
  pick(ctx: CommandContext, action: Extract<ComponentAction, { kind: 'draft' }>, value: string): Promise<void>;
  submit(ctx: CommandContext): Promise<void>;
  /** Opens the turn form: the whole turn of every ship, one field each (a Discord modal). */
  plan(ctx: CommandContext): Promise<void>;
  /** The turn form sent back, by field id: played as one batch, or refused with the reason. */
  planned(ctx: CommandContext, fields: Readonly<Record<string, string>>): Promise<void>;
}

/**
 * A ruleset's table with its own state, command and event types, as its folder writes it (through
 * `defineTable`, define-table.ts). Hooks are methods, so one of these is a `TableRuleset` as the
 * engine's typed rulesets are `AnyRuleset`: the core hands each hook back only what the same
 * ruleset made.
 */
export interface TableOf<State, Command extends RulesetCommand, Event extends RulesetEvent> {
  /** The rules: the engine's contract for this ruleset. */
  readonly rules: Ruleset<State, Command, Event, unknown, unknown, unknown, unknown>;
  /**
   * Its slash commands. A name another ruleset uses too becomes one Discord command whose options
   * are the union of both (an option both declare must be declared alike); each game's command
   * goes to its own ruleset's handler, checked against its own options.
   */
  readonly commands: readonly CommandModule[];
  /** Its bundled data (units, scenarios), loaded as the app starts; read back typed through its shelf. */
  readonly catalog?: CatalogLoader;
  /** Its words, by locale (`en-US` complete), added to the bot's catalogue; keys must be new. */
  readonly strings: Readonly<Record<string, StringTree>>;
  readonly rulesTopics: readonly RuleTopic[];
  /** What `/map show:` may lay over a unit's map (where it can go, where it can fire), titles as keys. */
  readonly overlays: readonly { readonly id: string; readonly title: string }[];
  /** The parts of a round `/replay` and `/game log` may name (letters, say); none: whole rounds only. */
  readonly roundParts: readonly string[];

  scenarios(app: App): readonly ScenarioInfo[];
  readonly defaultScenario: string;
  /** The scenario that teaches the ruleset (issue 18): played against the easy AI, its prompts carry hints. */
  readonly tutorialScenario?: string;
  /** How its lobby's roster is built with `/roster` (issue 42); none: its games play the scenario's forces. */
  readonly roster?: RosterTable;
  /** A lobby record becomes a game (its scenario, its roster, its seed). */
  start(app: App, record: GameRecord): Result<Started<State, Event>, Problem>;

  /** A unit's or a side's name as players read it (rule-error details, the status, reminders). */
  unitName(state: State, id: string): string;
  sideName(state: State, id: string): string;
  /** The unit a player typed (id or name), or undefined. */
  findUnit(state: State, typed: string): string | undefined;
  /** Every unit on the board, for the shared commands' autocomplete (`/map ship:`, `/ship`). */
  units(
    state: State,
  ): readonly { readonly id: string; readonly name: string; readonly side: string; readonly active: boolean }[];

  /** The turn prompt for the sides the rules await now. */
  prompt(input: PromptInput<State>): PromptParts;
  /** The short public line for what just happened (empty when nothing is worth a line). */
  narrate(t: Translate, state: State, events: readonly Event[]): string;
  /** The full account of a report's stretch of play (dice included), in at most `room` characters. */
  report(t: Translate, state: State, events: readonly Event[], room: number): string;
  picture(t: Translate, request: PictureRequest<State, Event>): Promise<OutgoingFile>;
  /** A unit's sheet (`/ship`). */
  unitSheet(t: Translate, state: State, unit: string): Promise<OutgoingFile>;
  /** The status message's lines after its header (units, the round track ...). */
  statusLines(t: Translate, state: State): string[];
  /** Where play stands, as the status header says it ("round 3, step B"). */
  momentText(t: Translate, state: State): string;
  /** The stretch of play `round`/`part` names, rebuilt from the log, or undefined if it never ended. */
  past(record: GameRecord, round: number, part: string | undefined): PastMoment<State, Event> | undefined;
  /**
   * That stretch of play as an animation, a frame per step (`/replay animated:true`), or undefined
   * if it never ended; a ruleset without animations leaves this out and `/replay` says so. Drawn on
   * the thread that calls it: `/replay` has the animation thread call it (src/bot/animation), with a
   * record of the game's initial state and log only, off the bot's event loop.
   */
  animation?(
    t: Translate,
    record: GameRecord,
    round: number,
    part: string | undefined,
  ): Promise<OutgoingFile | undefined>;
  /** That stretch of play named in a sentence ("part C of round 2"). */
  pastName(t: Translate, round: number, part: string | undefined): string;
  /**
   * A rule error explained with the moment (what can be done instead), or undefined for the plain
   * message of its code (`errors.<code>`).
   */
  explainRuleError(state: State, side: string, error: RuleError): Problem | undefined;
  /** Why a game ended (the outcome's `reason`), in the reader's words. */
  reasonText(t: Translate, reason: string): string;
  /** A logged command as a player names it ("move", "fire") for undo's questions. */
  commandName(t: Translate, command: Command): string;
  /** Turns composed in menus, when the prompt offers them. */
  readonly composer?: Composer;
}

/** A ruleset at the table as the core holds it: its states, commands and events unknown here. */
export type TableRuleset = TableOf<unknown, RulesetCommand, RulesetEvent>;
