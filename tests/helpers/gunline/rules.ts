/**
 * `gunline`: a small but whole game, defined in the tests to prove that the bot plays a ruleset it
 * was never written for (issue 12), grown to use every part of the contract a fleet or an army
 * needs (issue 42, "a new ruleset is a checklist"). It is built only from the engine's contract and
 * its shared services, as a real ruleset would be:
 *
 * - **Roster** (roster.ts): each side lists its one ship, named, buying its hull a point a box; an
 *   empty list flies the scenario's own.
 * - **Geometry** (geometry.ts): a ship is a two-hex hull with a facing and four 90-degree hull zones;
 *   range is measured base to base into two bands.
 * - **Stacked sealed orders**: each ship keeps a queue of secret orders `depth` deep (the scenario's,
 *   2 by default): the whole queue in round 1, then one new order at the bottom each round. When every
 *   queue is full, each ship's top order is revealed: `aim` (one more die), `brace` (stop one hit) or
 *   `turn` (the ship turns one hexside clockwise before the guns fire, to show another hull zone).
 * - **Fire** (volley.ts): both ships fire at once; dice by range band, armour by the zone struck.
 * - **A reaction**: a ship about to take 2 or more damage whose shield is still charged may raise it
 *   (stops 2, once a game). Each threatened side answers in one window, in side order; the default,
 *   when nobody answers by the reaction's deadline, is to keep the charge (pass).
 * - **Victory points**: a point per damage dealt, 3 for a ship destroyed. The game ends when a ship
 *   is destroyed or after the last round; more victory points wins (equal: a draw). Points lost are
 *   hull boxes lost, as the contract asks, and the outcome carries the score.
 */
import { z } from 'zod';
import {
  addToBottom,
  allAnswered,
  answerWindow,
  awaitedReaction,
  chosenOption,
  closeWindow,
  createRng,
  err,
  ok,
  openQueues,
  openWindow,
  passWindow,
  queueDepth,
  queueView,
  replay,
  revealTop,
  rosterSetupProblem,
  ruleError,
  seedRng,
  stillToAnswer,
  stillToQueue,
  type Outcome,
  type ReactionEvent,
  type ReactionWindow,
  type Result,
  type RngState,
  type Roster,
  type Ruleset,
  type RuleError,
  type SealedQueues,
  type SymbolDiceEvent,
} from '../../../src/engine/index.js';
import { GUNLINE_GEOMETRY, type HullZone, type Placement, type RangeBand } from './geometry.js';
import { deployGunline, gunlineEntries, gunlinePoints, gunlineProblems, GunlineRosterSchema } from './roster.js';
import type { GunlineUnit } from './roster.js';
import { fireVolley, GUN_DIE, STANCES, type Stance, type Volley } from './volley.js';

export { GUN_DIE, STANCES, type Stance };

export const GunlineScenarioSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  rounds: z.number().int().min(1).max(20),
  /** How deep each ship's queue of sealed orders is (issue 42's stacked sealed orders). */
  depth: z.number().int().min(1).max(4).default(2),
  /** Hexes between the two bows at the start (the first side's ship faces the second's). */
  gap: z.number().int().min(2).max(12).default(6),
  sides: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).length(2),
  ships: z.array(z.object({ side: z.string(), name: z.string().min(1), hull: z.number().int().min(1).max(20) })),
});
export type GunlineScenario = z.input<typeof GunlineScenarioSchema>;

export interface Ship {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly hull: number;
  readonly hullMax: number;
  readonly at: Placement;
  /** The shield's one charge: raised in a reaction, it stops 2 damage once a game. */
  readonly shield: boolean;
}

/** A round's volleys waiting on the shield reactions before they land. */
export interface Pending {
  readonly volleys: readonly Volley[];
  readonly window: ReactionWindow;
}

export interface GunlineState {
  readonly round: number;
  readonly rounds: number;
  readonly depth: number;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly ships: readonly Ship[];
  /** Each ship's secret orders, top first (`sealed` is what the other side sees). */
  readonly orders: SealedQueues<Stance | 'sealed'>;
  readonly pending: Pending | null;
  /** Victory points scored so far, by side. */
  readonly vp: Readonly<Record<string, number>>;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

export type GunlineCommand =
  | { readonly type: 'stance'; readonly side: string; readonly pick: Stance }
  | { readonly type: 'shield'; readonly side: string; readonly window: string; readonly raise: boolean }
  | { readonly type: 'concede'; readonly side: string };

export type GunlineEvent =
  | { readonly type: 'stanceSealed'; readonly side: string; readonly ready: number; readonly of: number }
  | { readonly type: 'stancesRevealed'; readonly round: number; readonly stances: Readonly<Record<string, Stance>> }
  | { readonly type: 'shipTurned'; readonly ship: string; readonly facing: number }
  | SymbolDiceEvent
  | {
      readonly type: 'shipHit';
      readonly ship: string;
      readonly damage: number;
      readonly rolled: number;
      readonly zone: HullZone;
      readonly band: RangeBand;
    }
  | ReactionEvent
  | { readonly type: 'damageLanded'; readonly ship: string; readonly damage: number; readonly shielded: boolean }
  | { readonly type: 'shipDestroyed'; readonly ship: string }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'gameEnded'; readonly winner: string | null; readonly reason: string };

export type GunlineError = RuleError<
  'NOT_AWAITED' | 'ALREADY_CHOSEN' | 'BAD_STANCE' | 'GAME_OVER' | 'NOT_ASKED' | 'WINDOW_CLOSED' | 'ALREADY_ANSWERED'
>;

type Applied = { state: GunlineState; events: GunlineEvent[] };

/** The reaction window's kind: its words, and the standing preference that may answer it. */
export const SHIELD_REACTION = 'shield';
const SHIELD_STOPS = 2;
const KILL_VP = 3;

const shipOf = (state: GunlineState, side: string): Ship | undefined => state.ships.find((s) => s.side === side);

function openingShips(scenario: z.output<typeof GunlineScenarioSchema>): Ship[] {
  const [first] = scenario.sides;
  return scenario.ships.map((s, i) => ({
    id: `s${i + 1}`,
    side: s.side,
    name: s.name,
    hull: s.hull,
    hullMax: s.hull,
    at: s.side === first?.id ? { anchor: { q: 0, r: 0 }, facing: 3 } : { anchor: { q: 0, r: scenario.gap }, facing: 0 },
    shield: true,
  }));
}

function createGame(input: GunlineScenario, roster: Roster<GunlineUnit> | null, _catalog: unknown, seed: string) {
  const parsed = GunlineScenarioSchema.safeParse(input);
  if (!parsed.success) return err({ code: 'BAD_SCENARIO', path: 'scenario', message: parsed.error.message });
  const refused = roster && gunlineProblems(roster, parsed.data, { points: null })[0];
  if (refused) return err(rosterSetupProblem(refused));
  const scenario = deployGunline(parsed.data, roster);
  for (const side of scenario.sides)
    if (scenario.ships.filter((s) => s.side === side.id).length !== 1)
      return err({ code: 'ONE_SHIP_A_SIDE', path: 'ships', message: `side ${side.id} needs exactly one ship` });
  const ships = openingShips(scenario);
  const state: GunlineState = {
    round: 1,
    rounds: scenario.rounds,
    depth: scenario.depth,
    sides: scenario.sides,
    ships,
    orders: openQueues(ships.map((s) => s.id)),
    pending: null,
    vp: Object.fromEntries(scenario.sides.map((s) => [s.id, 0])),
    rng: seedRng(seed),
    outcome: null,
  };
  return ok({ state, events: [{ type: 'roundStarted' as const, round: 1 }] });
}

/** Winner by victory points; points lost are hull boxes lost; the score is the victory points. */
function decide(state: GunlineState, reason: string, conceded?: string): Outcome {
  const lost = Object.fromEntries(state.ships.map((s) => [s.side, s.hullMax - Math.max(0, s.hull)]));
  const [a, b] = state.sides.map((s) => s.id);
  const vpOf = (side: string | undefined) => state.vp[side ?? ''] ?? 0;
  const winner =
    conceded !== undefined
      ? (state.sides.find((s) => s.id !== conceded)?.id ?? null)
      : vpOf(a) === vpOf(b)
        ? null
        : vpOf(a) > vpOf(b)
          ? (a ?? null)
          : (b ?? null);
  const loser = state.sides.find((s) => s.id !== winner)?.id;
  // A win on points with more hull lost than the loser (a kill bought dearly) counts as margin 0.
  const margin = winner === null ? 0 : Math.max(0, (lost[loser ?? ''] ?? 0) - (lost[winner] ?? 0));
  return { winner, reason, pointsLost: lost, margin, score: { points: { ...state.vp }, kind: 'victory' } };
}

/** Every queue full: each ship's top order comes off, `turn` turns it, then both volleys are rolled. */
function revealAndFire(state: GunlineState): Applied {
  let orders = state.orders;
  const stances: Record<string, Stance> = {};
  for (const ship of state.ships) {
    const top = revealTop(orders, ship.id);
    if (!top.ok) continue;
    orders = top.value.queues;
    stances[ship.id] = top.value.order as Stance;
  }
  const events: GunlineEvent[] = [{ type: 'stancesRevealed', round: state.round, stances: bySide(state, stances) }];
  const ships = state.ships.map((s) => {
    if (stances[s.id] !== 'turn') return s;
    const facing = ((s.at.facing + 1) % 6) as Placement['facing'];
    events.push({ type: 'shipTurned', ship: s.id, facing });
    return { ...s, at: { ...s.at, facing } };
  });
  const rng = createRng(state.rng);
  const volleys: Volley[] = [];
  for (const firer of ships) {
    const target = ships.find((s) => s.side !== firer.side);
    const volley = target && fireVolley(rng, firer, target, stances);
    if (!volley) continue;
    volleys.push(volley);
    events.push(volley.event, {
      type: 'shipHit',
      ship: volley.target,
      damage: volley.damage,
      rolled: volley.rolled,
      zone: volley.zone,
      band: volley.band,
    });
  }
  const next: GunlineState = { ...state, ships, orders, rng: rng.save() };
  return askShields(next, volleys, events);
}

const bySide = (state: GunlineState, stances: Readonly<Record<string, Stance>>): Record<string, Stance> =>
  Object.fromEntries(
    state.ships.filter((s) => stances[s.id] !== undefined).map((s) => [s.side, stances[s.id] as Stance]),
  );

/** The shield reaction for each side whose ship faces 2+ damage with its charge; none asked: the volleys land. */
function askShields(state: GunlineState, volleys: readonly Volley[], events: GunlineEvent[]): Applied {
  const threatened = volleys.filter(
    (v) => v.damage >= SHIELD_STOPS && state.ships.find((s) => s.id === v.target)?.shield,
  );
  if (threatened.length === 0) return land(state, volleys, events, null);
  const asks = threatened.map((v) => ({
    side: state.ships.find((s) => s.id === v.target)?.side ?? '',
    options: [{ id: 'raise' }],
    mayPass: true,
    defaultOption: null,
  }));
  const opened = openWindow({ id: `shield:r${state.round}`, trigger: `round ${state.round} volleys`, asks });
  return { state: { ...state, pending: { volleys, window: opened.window } }, events: [...events, opened.event] };
}

/** The volleys land (less what a raised shield stops), victory points are scored, and the round ends. */
function land(state: GunlineState, volleys: readonly Volley[], events: GunlineEvent[], window: ReactionWindow | null) {
  const vp = { ...state.vp };
  let ships = state.ships;
  for (const v of volleys) {
    const target = ships.find((s) => s.id === v.target);
    const firer = ships.find((s) => s.id === v.firer);
    if (!target || !firer) continue;
    const shielded = window !== null && chosenOption(window, target.side)?.id === 'raise';
    const damage = Math.max(0, v.damage - (shielded ? SHIELD_STOPS : 0));
    const dealt = Math.min(damage, Math.max(0, target.hull));
    ships = ships.map((s) => (s.id === target.id ? { ...s, hull: s.hull - damage, shield: s.shield && !shielded } : s));
    vp[firer.side] = (vp[firer.side] ?? 0) + dealt + (target.hull > 0 && target.hull - damage <= 0 ? KILL_VP : 0);
    events.push({ type: 'damageLanded', ship: target.id, damage, shielded });
  }
  for (const s of ships) if (s.hull <= 0) events.push({ type: 'shipDestroyed', ship: s.id });
  return endRound({ ...state, ships, vp, pending: null }, events);
}

function endRound(state: GunlineState, events: GunlineEvent[]): Applied {
  const destroyed = state.ships.some((s) => s.hull <= 0);
  if (destroyed || state.round >= state.rounds) {
    const outcome = decide(state, destroyed ? 'destroyed' : 'rounds');
    return {
      state: { ...state, outcome },
      events: [...events, { type: 'gameEnded', winner: outcome.winner, reason: outcome.reason }],
    };
  }
  return {
    state: { ...state, round: state.round + 1 },
    events: [...events, { type: 'roundStarted', round: state.round + 1 }],
  };
}

function giveStance(state: GunlineState, side: string, pick: Stance): Result<Applied, GunlineError> {
  if (!(STANCES as readonly string[]).includes(pick)) return err(ruleError('BAD_STANCE', { stance: String(pick) }));
  const ship = shipOf(state, side);
  if (!ship || state.pending) return err(ruleError('NOT_AWAITED', { side }));
  const added = addToBottom(state.orders, ship.id, pick, state.depth);
  if (!added.ok) return err(ruleError('ALREADY_CHOSEN', { side }));
  const orders = added.value;
  const ready = state.ships.filter((s) => queueDepth(orders, s.id) >= state.depth).length;
  const sealed: GunlineEvent = { type: 'stanceSealed', side, ready, of: state.ships.length };
  const next = { ...state, orders };
  if (ready < state.ships.length) return ok({ state: next, events: [sealed] });
  const fired = revealAndFire(next);
  return ok({ state: fired.state, events: [sealed, ...fired.events] });
}

function answerShield(state: GunlineState, command: Extract<GunlineCommand, { type: 'shield' }>) {
  const pending = state.pending;
  if (!pending || pending.window.id !== command.window)
    return err(ruleError('WINDOW_CLOSED', { window: command.window }));
  const answered = command.raise
    ? answerWindow(pending.window, command.side, 'raise')
    : passWindow(pending.window, command.side);
  if (!answered.ok) return err(ruleError('NOT_ASKED', { side: command.side }));
  const events: GunlineEvent[] = [answered.value.event];
  const window = answered.value.window;
  if (!allAnswered(window)) return ok({ state: { ...state, pending: { ...pending, window } }, events });
  const closed = closeWindow(window);
  if (!closed.ok) return err(ruleError('NOT_ASKED', { side: command.side }));
  return ok(land(state, pending.volleys, [...events, closed.value.event], closed.value.window));
}

function applyCommand(state: GunlineState, command: GunlineCommand): Result<Applied, GunlineError> {
  if (state.outcome) return err(ruleError('GAME_OVER'));
  if (!state.sides.some((s) => s.id === command.side)) return err(ruleError('NOT_AWAITED', { side: command.side }));
  if (command.type === 'concede') {
    const outcome = decide(state, 'concede', command.side);
    return ok({
      state: { ...state, outcome },
      events: [{ type: 'gameEnded', winner: outcome.winner, reason: 'concede' }],
    });
  }
  return command.type === 'shield' ? answerShield(state, command) : giveStance(state, command.side, command.pick);
}

/** The sides whose ship's queue is not yet full (none while a reaction is open or after the end). */
const awaitedSides = (state: GunlineState): string[] =>
  state.outcome || state.pending
    ? []
    : stillToQueue(
        state.orders,
        state.ships.map((s) => s.id),
        state.depth,
      ).map((id) => state.ships.find((s) => s.id === id)?.side ?? id);

const shieldCommand = (side: string, window: string, raise: boolean): GunlineCommand => ({
  type: 'shield',
  side,
  window,
  raise,
});

/** The side the open shield window waits on, first still to answer in side order. */
function reactionNow(state: GunlineState) {
  const window = state.pending?.window;
  const side = window && stillToAnswer(window)[0];
  if (!window || !side) return undefined;
  return awaitedReaction(window, SHIELD_REACTION, side, (option) => shieldCommand(side, window.id, option !== null));
}

function awaiting(
  state: GunlineState,
): ReturnType<Ruleset<GunlineState, GunlineCommand, GunlineEvent, unknown, unknown, unknown, unknown>['awaiting']> {
  const reaction = reactionNow(state);
  if (reaction) {
    const turn = `round:${state.round}:${reaction.window}:${reaction.side}`;
    return { kind: 'reaction', sides: [reaction.side], simultaneous: false, turn, moment: `${turn}:`, reaction };
  }
  const turn = state.outcome ? 'over' : `round:${state.round}`;
  const depths = state.ships.map((s) => queueDepth(state.orders, s.id)).join('.');
  return { kind: 'turn', sides: awaitedSides(state), simultaneous: true, turn, moment: `${turn}:${depths}` };
}

function legalCommands(state: GunlineState, side: string): GunlineCommand[] {
  const reaction = reactionNow(state);
  if (reaction) return reaction.side === side ? reaction.options.map((o) => o.command) : [];
  return awaitedSides(state).includes(side) ? STANCES.map((pick) => ({ type: 'stance' as const, side, pick })) : [];
}

function viewFor(state: GunlineState, viewer: string): GunlineState {
  const own = state.ships.filter((s) => s.side === viewer).map((s) => s.id);
  return { ...state, orders: queueView(state.orders, own, 'sealed') };
}

function timeoutCommand(state: GunlineState, side: string, forfeit: boolean): GunlineCommand | undefined {
  const reaction = reactionNow(state);
  if (reaction?.side === side)
    return forfeit ? { type: 'concede', side } : reaction.options.find((o) => o.id === reaction.default)?.command;
  if (!awaitedSides(state).includes(side)) return undefined;
  return forfeit ? { type: 'concede', side } : { type: 'stance', side, pick: 'brace' };
}

export const GUNLINE_RULES: Ruleset<
  GunlineState,
  GunlineCommand,
  GunlineEvent,
  GunlineScenario,
  Record<string, never>,
  Record<string, never>,
  GunlineState,
  GunlineUnit
> = {
  id: 'gunline',
  rulesVersion: 'gunline-2',
  schemas: {
    scenario: GunlineScenarioSchema as unknown as z.ZodType<GunlineScenario>,
    catalog: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    settings: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    unitClass: z.never(),
    roster: GunlineRosterSchema,
  },
  defaultSettings: {},
  createGame,
  rosterEntries: (roster) => gunlineEntries(roster),
  rosterPoints: (roster) => gunlinePoints(roster),
  rosterProblems: (roster, scenario, _catalog, limits) =>
    gunlineProblems(roster, GunlineScenarioSchema.parse(scenario), limits),
  applyCommand,
  replayGame: (initial, log) => replay(applyCommand, initial, log),
  awaiting,
  reactions: {
    preferences: [{ kind: SHIELD_REACTION, answers: ['always', 'never'] }],
    prefer: (_state, reaction, answer) =>
      reaction.kind !== SHIELD_REACTION
        ? undefined
        : answer === 'always'
          ? 'raise'
          : answer === 'never'
            ? 'pass'
            : undefined,
  },
  legalCommands,
  // Three stances, or raise and pass: the whole menu; legality is tried.
  legalCommandsComplete: () => true,
  isLegal: (state, command) => {
    const applied = applyCommand(state, command);
    return applied.ok ? ok(true as const) : applied;
  },
  tasks: (state, side) =>
    legalCommands(state, side).length === 0
      ? []
      : state.ships
          .filter((s) => s.side === side)
          .map((s) => ({ unit: s.id, required: true, can: [state.pending ? 'shield' : 'stance'] })),
  publicCommand: (command) => (command.type === 'stance' ? ({ ...command, pick: 'sealed' } as never) : command),
  viewFor,
  boardView: (state) => state,
  closesReport: (event) => event.type === 'roundStarted' || event.type === 'gameEnded',
  timeoutCommand,
  // Gunline has no standing orders: nothing plays by itself (a shield preference is the bot's).
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  // A stance or a shield is a real decision; conceding never is (issue 18's AI ranks).
  ai: { rank: (command) => (command.type === 'concede' ? 0 : 1) },
  geometry: GUNLINE_GEOMETRY,
  outcome: (state) => state.outcome,
  sides: (state) => state.sides,
  round: (state) => state.round,
};

export const RANGE_DUEL: GunlineScenario = {
  id: 'range-duel',
  name: 'Duel at long range',
  rounds: 6,
  depth: 2,
  gap: 6,
  sides: [
    { id: 'red', name: 'Red Fleet' },
    { id: 'blue', name: 'Blue Fleet' },
  ],
  ships: [
    { side: 'red', name: 'Ember', hull: 6 },
    { side: 'blue', name: 'Tide', hull: 6 },
  ],
};
