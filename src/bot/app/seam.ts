/**
 * Where the bot's core and the rulesets' tables meet (issue 42): the app and a command's context
 * (what every handler receives), a slash command's module, a ruleset at the table and its roster
 * hooks, and the rulesets the app holds. They refer to each other (the app holds the tables, a
 * table's hooks take the app and bring command modules, a command module takes the context), so they
 * are declared in one file: split across several, those files would import each other in a loop.
 * context.ts, table.ts, roster-table.ts and command.ts say what each part is for and name these.
 */
import type { RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord-api-types/v10';
import type { Applied, Result, Roster, RuleError, Ruleset, RulesetCommand, RulesetEvent } from '../../engine/index.js';
import type { League } from '../../league/league.js';
import type { Collection, GameRecord, GameStore, KeyedLock } from '../../store/index.js';
import type { AiThinker } from '../ai/thinker.js';
import type { Painter } from '../pictures/painter.js';
import type { Alarm } from '../clocks/alarm.js';
import type { Draft } from '../games/draft.js';
import type { GuildLeagues, GuildRatings } from '../leagues/league-records.js';
import type { StringTree, Translate } from '../locales/index.js';
import type { ComponentAction } from '../pipeline/custom-id.js';
import type { Problem } from '../pipeline/problem.js';
import type { RateLimiter } from '../pipeline/rate-limit.js';
import type { ActionRow, BotRequest, Choice, GameChannel, OutgoingFile, Responder } from '../pipeline/request.js';
import type { Profile } from '../players/profile.js';
import type { DeliveryRetries } from '../presentation/delivery-retries.js';
import type { CatalogLoader, Catalogs } from './catalogs.js';
import type { Logger } from './logger.js';

export type { Logger } from './logger.js';

// ---- The app and a command's context -------------------------------------------------------------

/**
 * Told that a game has ended, when its archive is delivered (issue 42): the outbox only delivers, and
 * whoever cares about results (the league's table, casual ratings) listens. Each listener must take
 * being told twice: a crash between it and the archive tells it again.
 */
export type GameEndedListener = (app: App, record: GameRecord) => Promise<void>;

export interface App {
  readonly store: GameStore;
  readonly drafts: Collection<Draft>;
  readonly profiles: Collection<Profile>;
  /** Leagues (issue 17), each changed under its own lock; each server's list of them; each server's ratings. */
  readonly leagues: Collection<League>;
  readonly leagueIndex: Collection<GuildLeagues>;
  readonly ratings: Collection<GuildRatings>;
  /** Each ruleset's bundled data, by ruleset id: opaque here, each table reads its own (catalogs.ts). */
  readonly catalogs: Catalogs;
  /** The rulesets this bot plays; a game's own is `rulesets.of(record)`. */
  readonly rulesets: Rulesets;
  readonly channel: GameChannel;
  /** The only clock the bot reads (records' timestamps); tests inject their own. */
  readonly now: () => Date;
  /** A fresh secret dice seed for a new game. */
  readonly newSeed: () => string;
  readonly limiter: RateLimiter;
  /** Serialises what is posted to one channel after a change (prompts), in the order of the changes. */
  readonly announcing: KeyedLock;
  /** Slash commands being carried out now (user, channel, command, options): a second identical one is refused. */
  readonly working: Set<string>;
  readonly log: Logger;
  /** Wakes the scheduler before its next tick (a game whose standing orders play its next stretch by themselves). */
  readonly alarm: Alarm;
  /** Where AI players' orders are worked out: off the event loop (issue 18). */
  readonly ai: AiThinker;
  /** Draws the maps of posts and replies (on its own thread in the bot's process, issue 45). */
  readonly painter: Painter;
  /** Milliseconds after which a request still at work is deferred (Discord allows 3 s). */
  readonly deferAfterMs: number;
  /** Channels whose delivery failed for a passing reason, tried again soon (issue 41). */
  readonly retries: DeliveryRetries;
  /** Told of each game's end, in this order, before the game is archived (wired in app-factory.ts). */
  readonly onGameEnded: readonly GameEndedListener[];
  /**
   * Whether this process owns what belongs to a guild (null: to none, a game in DMs), issue 45: its
   * games' timers and start-up delivery, its leagues. One process owns everything; a shard process,
   * its shard's guilds (discord/shard.ts). Commands are not filtered: Discord routes them.
   */
  readonly owns: (guildId: string | null) => boolean;
}

export interface CommandContext {
  readonly app: App;
  readonly request: BotRequest;
  readonly respond: Responder;
  readonly t: Translate;
}

/**
 * The rulesets this bot plays, found by the id a game record carries (rulesets/table-registry.ts
 * is the one that implements it).
 */
export interface Rulesets {
  get(id: string): TableRuleset | undefined;
  /** The ruleset a game plays; a record naming one this bot does not have throws `UnknownRuleset`. */
  of(record: Pick<GameRecord, 'ruleset'>): TableRuleset;
  /** In the order given: the first is the default for `/game new`. */
  readonly all: readonly TableRuleset[];
  readonly ids: readonly string[];
  with(...more: readonly TableRuleset[]): Rulesets;
}

// ---- A slash command's module ---------------------------------------------------------------------

export type CommandData = RESTPostAPIChatInputApplicationCommandsJSONBody;

export interface CommandModule {
  readonly data: CommandData;
  execute(ctx: CommandContext): Promise<void>;
  autocomplete?(ctx: CommandContext): Promise<readonly Choice[]>;
  /**
   * True when every answer to this request is private (a look at the map, help, your own orders), told
   * before the handler runs: the pipeline then defers it privately when slow, from the start, so a
   * slow store read (the router's, the handler's) never shows the channel a public placeholder.
   */
  answersPrivately?(request: BotRequest): boolean;
}

// ---- A ruleset at the table ------------------------------------------------------------------------

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
  /**
   * A reaction's option in the reader's words with the game's names, where the catalogue's
   * `<ruleset>.reactions.<kind>.options.<id>` cannot say it (an id made of unit ids: skirmish's Fire
   * Overwatch `wardens-2>brood-1` is "Fire Team fires at Hungry Swarm"); undefined for the catalogue's.
   */
  reactionOption?(t: Translate, state: State, kind: string, option: string): string | undefined;
  /** A logged command as a player names it ("move", "fire") for undo's questions. */
  commandName(t: Translate, command: Command): string;
  /** Turns composed in menus, when the prompt offers them. */
  readonly composer?: Composer;
}

/** A ruleset at the table as the core holds it: its states, commands and events unknown here. */
export type TableRuleset = TableOf<unknown, RulesetCommand, RulesetEvent>;

// ---- A ruleset's roster hooks ----------------------------------------------------------------------

/** One unit of a roster and the side it is for. */
export interface RosterUnit {
  readonly side: string;
  readonly unit: unknown;
}

/** What a ruleset read of an imported file besides its roster. */
export interface RosterExtras {
  readonly record: GameRecord;
  readonly units: readonly RosterUnit[];
  /** The answer in the ruleset's words, given how many units the whole import brings. */
  readonly answer?: (units: number) => Problem;
}

/** `/roster add`'s options as typed (the same for every ruleset; each reads those it has). */
export interface RosterAddOptions {
  /** The unit's class: a ship class, a pilot ... (id or name in any of the catalogue's languages). */
  readonly unit: string;
  readonly name?: string;
  /** Upgrades, comma- or space-separated, where the ruleset has them. */
  readonly upgrades?: string;
}

/** What a lobby's roster is checked against: `rosterProblems(roster, scenario, catalog, limits)`. */
export interface RosterBasis {
  readonly scenario: unknown;
  readonly catalog: unknown;
  /** The scenario's sides in the reader's words (`side:` takes an id or a name). */
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  /** The points limit when the host set none (squadron: the scenario's), or null for none. */
  readonly defaultLimit: number | null;
}

export interface RosterTable {
  /** The scenario and catalog of this lobby (its imported classes included), names in `t`'s language. */
  basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined;
  /**
   * One unit for `side` from `/roster add` (or the ruleset's older `/fleet add`, `/squad add`), named
   * apart from `taken` (every unit name in the roster); or the ruleset's own refusal.
   */
  unit(
    ctx: CommandContext,
    record: GameRecord,
    options: RosterAddOptions,
    side: string,
    taken: readonly string[],
  ): Result<unknown, Problem>;
  /** Choices for `/roster add unit:` (for the side chosen, `side` when known) and `upgrades:`. */
  suggest(ctx: CommandContext, record: GameRecord, focused: 'unit' | 'upgrades', side: string | undefined): Choice[];
  /**
   * A file's parts only this ruleset reads (uploaded unit classes, a list in the format its older
   * command read before issue 42): the record with them merged in, and the units they add by side.
   */
  importExtras?(
    ctx: CommandContext,
    record: GameRecord,
    file: Readonly<Record<string, unknown>>,
  ): Result<RosterExtras, Problem>;
}
