/**
 * The ruleset contract (DESIGN.md sections 2 and 4; issue 12): what the bot, the store, the renderer,
 * clocks, undo, replay, export and verify (and later leagues and the AI) need from any rule system,
 * and nothing more. Each ruleset under `src/engine/rulesets/<id>/` exports one value of this type
 * from its `index.ts`; the registry (`registry.ts`) finds it by the id a game record carries.
 *
 * A ruleset's state, commands and events are plain JSON (section 4). Commands and events name their
 * kind in `type`; a command names the side that gives it. The rest of their shape is the ruleset's.
 * Members are methods, so a ruleset with its own precise types is one of these.
 */
import type { z } from 'zod';
import type { AwaitedReaction } from './core/reaction-window.js';
import type { ReplayFailure } from './core/replay.js';
import type { Result, RuleError } from './core/result.js';
import type { Roster, RosterEntry, RosterLimits, RosterProblem } from './roster.js';
import type { RulesetGeometry } from './ruleset-geometry.js';
import type { SideId } from './side-id.js';

export type { SideId };

// Type aliases, not interfaces: a plain object type is a JSON object to the store's schemas (an
// interface is not, having no index signature), so commands and events are stored without a cast.
export type RulesetCommand = {
  readonly type: string;
  readonly side: SideId;
};

export type RulesetEvent = {
  readonly type: string;
};

/** A command applied: the state after it and what happened, in order. */
export interface Applied<State, Event> {
  readonly state: State;
  readonly events: Event[];
}

/** A scenario that cannot become a game: where in it, and what is wrong. */
export interface SetupProblem {
  readonly code: string;
  readonly path: string;
  readonly message: string;
}

/**
 * Who must act now and why. Several sides at once for secret simultaneous orders (each answers on
 * its own; `simultaneous` says their answers are sealed until all are in). `moment` names the
 * point of play (round, phase, step ...): it changes exactly when the obligation does, so clocks
 * and prompts know whether the game moved on.
 *
 * `kind` (issue 42): a `turn` is a side playing its part of the game, on the turn's clock; a
 * `reaction` is a side answering in the middle of another's action (squadron's defender spending
 * tokens, Armada's defence tokens, 40k's wound allocation), on the game's shorter reaction clock.
 * A reaction names its window, its options as commands and the option the rules take when nobody
 * answers (`AwaitedReaction`, src/engine/core/reaction-window.ts): a missed reaction plays that
 * default, never the turn's timeout nor a forfeit, and a player's standing preference may answer it.
 */
export type Awaiting = AwaitingTurn | AwaitingReaction;

interface AwaitingBase {
  readonly sides: readonly SideId[];
  readonly simultaneous: boolean;
  readonly moment: string;
  /**
   * The coarser part of the moment: a change means a new prompt and a ping; within it, the prompt is
   * edited. A moment's key is its turn's key, a colon, then the part within the turn (possibly empty).
   * A simultaneous moment keeps its turn until every side has sealed: the command after which the
   * moment is no longer that sealed turn reveals the orders, and undo never goes back past it (issue 39).
   */
  readonly turn: string;
}

export interface AwaitingTurn extends AwaitingBase {
  readonly kind: 'turn';
}

/** A reaction: one side (`sides` is `[reaction.side]`) answers, never simultaneously. */
export interface AwaitingReaction extends AwaitingBase {
  readonly kind: 'reaction';
  readonly reaction: AwaitedReaction<RulesetCommand>;
}

/**
 * A standing answer a player may set ahead for one kind of reaction (`/react`): the kind (an
 * `AwaitedReaction.kind`) and the answers it offers. Words: the ruleset's catalogue keys
 * `<ruleset>.reactions.<kind>.name`, `.answers.<answer>` and, for the buttons, `.options.<option>`.
 */
export interface ReactionPreference {
  readonly kind: string;
  readonly answers: readonly string[];
}

/** What a ruleset with reactions declares for standing preferences (issue 42). */
export interface RulesetReactions<State> {
  readonly preferences: readonly ReactionPreference[];
  /**
   * The option (an id of `reaction.options`) that the standing answer `answer` picks in this
   * reaction, or undefined when it leaves this one to the player.
   */
  prefer(state: State, reaction: AwaitedReaction<RulesetCommand>, answer: string): string | undefined;
}

/** What one unit of a side must or may still do now (the prompt's lines, autocomplete's stars). */
export interface UnitTask {
  readonly unit: string;
  /** The moment cannot end until this unit acts. */
  readonly required: boolean;
  /** Kinds of action open to it, in the ruleset's words (translated by the ruleset's catalogue keys). */
  readonly can: readonly string[];
}

/** How a finished game ended, for the summary, leagues and ratings. */
export interface Outcome {
  /** The winning side, or null for a draw. */
  readonly winner: SideId | null;
  readonly reason: string;
  /** The points each side lost. */
  readonly pointsLost: Readonly<Record<SideId, number>>;
  /** The points the loser lost minus the points the winner lost (0 for a draw). */
  readonly margin: number;
  /**
   * The points each side scored, where the ruleset scores them (issue 42: a skirmish's victory
   * points, a fleet's objective points); absent where a game is won by attrition alone (every
   * ruleset here today). Leagues record it and may break ties by it; ratings never read it.
   */
  readonly score?: OutcomeScore;
}

/** Points scored in a game, and what the rules call them. */
export interface OutcomeScore {
  readonly points: Readonly<Record<SideId, number>>;
  readonly kind: 'victory' | 'objective';
}

export interface SideInfo {
  readonly id: SideId;
  readonly name: string;
}

/** Who looks at a state: a side (its own secrets shown), or a spectator (no secrets). */
export type Viewer = SideId | 'spectator';

export interface Ruleset<
  State,
  Command extends RulesetCommand,
  Event extends RulesetEvent,
  Scenario,
  Catalog,
  Settings,
  Board,
  /** One unit of its roster (issue 42): a ship and its class, a pilot and its upgrades ... */
  Unit = unknown,
> {
  /** The id game records carry (the name of the ruleset's folder). */
  readonly id: string;
  /** Stamped on every new game; a rules change that changes outcomes bumps it. */
  readonly rulesVersion: string;
  /** The shapes of the ruleset's data, for loaders, uploads and stored records (zod at every boundary). */
  readonly schemas: {
    readonly scenario: z.ZodType<Scenario>;
    /** The unit data a game is built with (`createGame`'s catalog), as an export keeps it. */
    readonly catalog: z.ZodType<Catalog>;
    readonly settings: z.ZodType<Settings>;
    readonly unitClass: z.ZodType<unknown>;
    /** A lobby's roster (issue 42, src/engine/roster.ts): per side, its units as this ruleset needs them. */
    readonly roster: z.ZodType<Roster<Unit>>;
  };
  /** Every setting the rules leave open, with its documented default. */
  readonly defaultSettings: Settings;

  /**
   * The opening state of a scenario with the classes it uses, dice seeded from `seed`. With a roster,
   * the sides it lists bring its units instead of the scenario's own (deployed where the scenario's
   * start); null or empty: the scenario's own forces. A roster with a problem is a setup problem.
   */
  createGame(
    scenario: Scenario,
    roster: Roster<Unit> | null,
    catalog: Catalog,
    seed: string,
  ): Result<Applied<State, Event>, SetupProblem>;
  /** Every unit of a roster as the bot lists it, side by side in roster order. */
  rosterEntries(roster: Roster<Unit>, catalog: Catalog): RosterEntry[];
  /** Each listed side's points. */
  rosterPoints(roster: Roster<Unit>, catalog: Catalog): Readonly<Record<SideId, number>>;
  /** Everything wrong with a roster for this scenario and these limits, each named (none: it may start). */
  rosterProblems(roster: Roster<Unit>, scenario: Scenario, catalog: Catalog, limits: RosterLimits): RosterProblem[];
  /** One command: a new state and its events, or why not (never a mutation, never I/O). */
  applyCommand(state: State, command: Command): Result<Applied<State, Event>, RuleError>;
  /** The log played again from the opening state. */
  replayGame(initial: State, log: readonly Command[]): Result<Applied<State, Event>, ReplayFailure<RuleError>>;

  awaiting(state: State): Awaiting;
  /** Standing answers for the ruleset's reactions, where it has any (issue 42). */
  readonly reactions?: RulesetReactions<State>;
  /**
   * The commands the side may give now (empty when it is not asked): every one, or, where they are
   * too many to list (where each of ten models may stand), a sample, as `legalCommandsComplete` says.
   * A caller that must know whether some other command is legal asks `isLegal`.
   */
  legalCommands(state: State, side: SideId): Command[];
  /**
   * True when `legalCommands(state, side)` is the whole menu of the moment: every choice the rules
   * give, each unit, each target, though orders that fold several choices into one may be left to
   * their own queries (a batch of a whole turn, standing orders, a split of fire beyond the one offered,
   * a reroll of some of the dice). False when it is a sample of choices too
   * many to list: a command missing from it may still be legal (`isLegal`). The rulesets here always
   * say true.
   */
  legalCommandsComplete(state: State, side: SideId): boolean;
  /**
   * Whether this command is legal now, and if not the rule error `applyCommand` would give. Rulesets
   * with no cheaper check play it (`legalByApplying` in core/legality.ts), which all three do today.
   */
  isLegal(state: State, command: Command): Result<true, RuleError>;
  tasks(state: State, side: SideId): UnitTask[];
  /** The state with what `viewer` may not see taken out (the other side's sealed orders, plans). */
  viewFor(state: State, viewer: Viewer): State;
  /**
   * A logged command as anyone may read it while the game runs (`/game log`): its secret parts
   * (sealed orders, standing plans) replaced. The full command is shown once the game is over.
   */
  publicCommand(command: Command): Command;
  /** What a picture draws, with this moment's events (moves, shots) marked. */
  boardView(state: State, recent: readonly Event[]): Board;
  /**
   * Whether this event closes a stretch of play the channel sees as one (a ruleset's part of a round):
   * after it the bot posts the picture and the report of everything since the last one.
   */
  closesReport(event: Event): boolean;
  /**
   * What a missed deadline does for `side`: the rules' default action as one command, or with
   * `forfeit` the side giving up. Undefined when the side owes nothing.
   */
  timeoutCommand(state: State, side: SideId, forfeit: boolean): Command | undefined;
  /**
   * A command the game plays by itself now, as its own stretch the channel sees: standing orders
   * (an autopilot) that wait at the start of a new stretch, so each stretch is posted on its own
   * (issue 13). The bot plays it through the same validation as a person's command and logs it.
   * Undefined when someone must decide.
   */
  autoplay(state: State): Command | undefined;
  /** The command by which `side` gives up (`/game concede`), legal at any time while the game runs. */
  concedeCommand(side: SideId): Command;
  /** What an AI player needs of the rules beyond the queries above (issue 18, src/ai). */
  readonly ai: RulesetAi<Command, State>;
  /** Distance, range bands, arcs, footprints, line of sight and how positions are written (issue 42). */
  readonly geometry: RulesetGeometry<State>;
  /** How the game ended, or null while it goes on. */
  outcome(state: State): Outcome | null;
  sides(state: State): readonly SideInfo[];
  /** The round the game is in (logs, `/replay round:`). */
  round(state: State): number;
}

/**
 * The terms an AI's valuation of a position may weigh (issue 18); each ruleset reads those it has.
 * `own` and `enemy`: what each side still has to fight with; `closing`: the cost of each hex between
 * a ship and the nearest enemy (below 0, the worth of keeping away); `facing`: own weapons bearing on
 * an enemy in range; `exposure`: the cost of enemy weapons bearing on own ships; `focus`: the worth of
 * damage concentrated on one enemy rather than spread.
 */
export const AI_TERMS = ['own', 'enemy', 'closing', 'facing', 'exposure', 'focus'] as const;
export type AiTerm = (typeof AI_TERMS)[number];
export type AiWeights = Readonly<Partial<Record<AiTerm, number>>>;

/**
 * The AI's hook into a ruleset (issue 18): how a sensible player ranks the legal commands of a
 * moment. 0 means never (conceding, standing orders, batches: the AI gives single orders); among
 * the rest the easy AI takes one of the highest rank, so it fires when it can and acts rather than
 * passes. When no legal command ranks above 0 it plays the rules' default action (`timeoutCommand`).
 */
export interface RulesetAi<Command extends RulesetCommand, State = unknown> {
  rank(command: Command, state: State): number;
  /**
   * The normal level (where a ruleset has it): how good a position is for `side` (higher is
   * better), and the same position with other dice to come, so a shot is weighed over several rolls.
   * `weights` lean the valuation (a behaviour, a personality); terms left out keep the ruleset's own.
   */
  score?(state: State, side: SideId, weights?: AiWeights): number;
  /**
   * The hard level (where a ruleset has it): scripted behaviours the AI can follow for the coming
   * moments (close, joust, arc-dodge, retreat, focus fire), each a whole set of weights for `score`;
   * `steady` is the plain valuation (the normal level's). The hard AI plays each forward against the
   * opponent's likely replies and follows the one that ends best.
   */
  readonly behaviours?: Readonly<Record<string, AiWeights>>;
  /** The stretch of play a plan counts in (a round and its part, say); the hard AI looks two ahead. */
  moment?(state: State): string;
  /**
   * What calls a player back from the autopilot (`/orders autopilot:true`, the normal level flying
   * their side): the ids of the side's units whose state is the player's call now (a unit
   * badly hurt, or lost, as the ruleset judges it). An autopilot started while one stood does not hand back for
   * that one again.
   */
  handBack?(state: State, side: SideId): readonly string[];
  /**
   * Orders worth considering that `legalCommands` leaves to the player because they are free-form
   * (vector's sealed movement orders): the AI tries them too, and keeps those the rules accept.
   */
  candidates?(state: State, side: SideId): Command[];
  reseed?(state: State, seed: string): State;
  /**
   * The position as `side` may know it (rulesets with sealed orders: squadron's dials, vector's
   * orders): what other sides have sealed is set aside or guessed, so the AI never reads it off the
   * state it is handed. The order it then gives stands on the true state too (it is the side's own).
   */
  blind?(state: State, side: SideId): State;
}

/** A ruleset whose types are not known here: what the registry holds and the bot sees. */
export type AnyRuleset = Ruleset<unknown, RulesetCommand, RulesetEvent, unknown, unknown, unknown, unknown>;
