/**
 * `gunline`: a small but whole game, defined in the tests to prove that the bot plays a ruleset it
 * was never written for (issue 12, "must show"). It is built only from the engine's contract and
 * its shared services, as a real ruleset would be:
 *
 * - Two ships face each other, one per side, each with a hull of N boxes (the scenario's).
 * - Each round both sides choose a stance in secret (sealed orders, revealed together): `aim` rolls
 *   one more gun die, `brace` stops one hit of the other's volley.
 * - Both then fire at once: 2 gun dice (3 with aim), each face a set of symbols: three blanks, two
 *   `hit` (1 damage), one `crit` (2 damage). Damage lands on both ships together.
 * - A ship with no hull left is destroyed. The game ends when one is (both at once: a draw), or
 *   after the scenario's last round, won by the side that lost fewer hull boxes.
 * - Points lost are hull boxes lost; the margin is the loser's loss minus the winner's.
 */
import { z } from 'zod';
import {
  allSealed,
  countSymbols,
  createRng,
  err,
  ok,
  openSealed,
  readiness,
  replay,
  rollPool,
  ruleError,
  seal,
  sealedView,
  seedRng,
  stillToSeal,
  type Outcome,
  type Result,
  type RngState,
  type Ruleset,
  type RuleError,
  type Sealed,
  type SymbolDie,
  type SymbolDiceEvent,
} from '../../../src/engine/index.js';

export const STANCES = ['aim', 'brace'] as const;
export type Stance = (typeof STANCES)[number];

export const GunlineScenarioSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  rounds: z.number().int().min(1).max(20),
  sides: z.array(z.object({ id: z.string().min(1), name: z.string().min(1) })).length(2),
  ships: z.array(z.object({ side: z.string(), name: z.string().min(1), hull: z.number().int().min(1).max(20) })),
});
export type GunlineScenario = z.infer<typeof GunlineScenarioSchema>;

export interface Ship {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly hull: number;
  readonly hullMax: number;
}

export interface GunlineState {
  readonly round: number;
  readonly rounds: number;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly ships: readonly Ship[];
  /** This round's stances, sealed until both are in (`sealed` is what the other side sees). */
  readonly stances: Sealed<Stance | 'sealed'>;
  readonly rng: RngState;
  readonly outcome: Outcome | null;
}

export type GunlineCommand =
  | { readonly type: 'stance'; readonly side: string; readonly pick: Stance }
  | { readonly type: 'concede'; readonly side: string };

export type GunlineEvent =
  | { readonly type: 'stanceSealed'; readonly side: string; readonly ready: number; readonly of: number }
  | { readonly type: 'stancesRevealed'; readonly round: number; readonly stances: Readonly<Record<string, Stance>> }
  | SymbolDiceEvent
  | { readonly type: 'shipHit'; readonly ship: string; readonly damage: number; readonly stopped: number }
  | { readonly type: 'shipDestroyed'; readonly ship: string }
  | { readonly type: 'roundStarted'; readonly round: number }
  | { readonly type: 'gameEnded'; readonly winner: string | null; readonly reason: string };

export type GunlineError = RuleError<'NOT_AWAITED' | 'ALREADY_CHOSEN' | 'BAD_STANCE' | 'GAME_OVER'>;

/** The gun die: a face is a multiset of symbols (the engine core's symbol dice). */
export const GUN_DIE: SymbolDie = { name: 'gun', faces: [{}, {}, {}, { hit: 1 }, { hit: 1 }, { crit: 1 }] };

type Applied = { state: GunlineState; events: GunlineEvent[] };

const enemyOf = (state: GunlineState, side: string): Ship | undefined => state.ships.find((s) => s.side !== side);

function createGame(scenario: GunlineScenario, _catalog: unknown, seed: string) {
  for (const side of scenario.sides)
    if (scenario.ships.filter((s) => s.side === side.id).length !== 1)
      return err({ code: 'ONE_SHIP_A_SIDE', path: 'ships', message: `side ${side.id} needs exactly one ship` });
  const state: GunlineState = {
    round: 1,
    rounds: scenario.rounds,
    sides: scenario.sides,
    ships: scenario.ships.map((s, i) => ({
      id: `s${i + 1}`,
      side: s.side,
      name: s.name,
      hull: s.hull,
      hullMax: s.hull,
    })),
    stances: openSealed(scenario.sides.map((s) => s.id)),
    rng: seedRng(seed),
    outcome: null,
  };
  return ok({ state, events: [{ type: 'roundStarted' as const, round: 1 }] });
}

/** Points lost, winner and margin once the game is decided (`reason` says how). */
function decide(state: GunlineState, reason: string, conceded?: string): Outcome {
  const lost = Object.fromEntries(state.ships.map((s) => [s.side, s.hullMax - Math.max(0, s.hull)]));
  const [a, b] = state.sides.map((s) => s.id);
  const lostOf = (side: string | undefined) => lost[side ?? ''] ?? 0;
  const winner =
    conceded !== undefined
      ? (state.sides.find((s) => s.id !== conceded)?.id ?? null)
      : lostOf(a) === lostOf(b)
        ? null
        : lostOf(a) < lostOf(b)
          ? (a ?? null)
          : (b ?? null);
  const loser = state.sides.find((s) => s.id !== winner)?.id;
  return { winner, reason, pointsLost: lost, margin: winner === null ? 0 : lostOf(loser) - lostOf(winner) };
}

/** Both volleys at once: each side's dice against the other's stance. */
function resolveRound(state: GunlineState, stances: Readonly<Record<string, Stance>>): Applied {
  const rng = createRng(state.rng);
  const events: GunlineEvent[] = [{ type: 'stancesRevealed', round: state.round, stances }];
  const damage = new Map<string, number>();
  for (const side of state.sides) {
    const target = enemyOf(state, side.id);
    if (!target) continue;
    const rolled = rollPool(rng, GUN_DIE, stances[side.id] === 'aim' ? 3 : 2, `${side.id} fires`);
    events.push(rolled.event);
    const symbols = countSymbols(GUN_DIE, rolled.pool);
    const hits = (symbols['hit'] ?? 0) + 2 * (symbols['crit'] ?? 0);
    const stopped = stances[target.side] === 'brace' ? Math.min(1, hits) : 0;
    damage.set(target.id, hits - stopped);
    events.push({ type: 'shipHit', ship: target.id, damage: hits - stopped, stopped });
  }
  const ships = state.ships.map((s) => ({ ...s, hull: s.hull - (damage.get(s.id) ?? 0) }));
  for (const s of ships) if (s.hull <= 0) events.push({ type: 'shipDestroyed', ship: s.id });
  const next: GunlineState = { ...state, ships, rng: rng.save(), stances: openSealed(state.sides.map((s) => s.id)) };
  const destroyed = ships.some((s) => s.hull <= 0);
  if (destroyed || state.round >= state.rounds) {
    const outcome = decide(next, destroyed ? 'destroyed' : 'rounds');
    return {
      state: { ...next, outcome },
      events: [...events, { type: 'gameEnded', winner: outcome.winner, reason: outcome.reason }],
    };
  }
  return {
    state: { ...next, round: state.round + 1 },
    events: [...events, { type: 'roundStarted', round: state.round + 1 }],
  };
}

function applyCommand(state: GunlineState, command: GunlineCommand): Result<Applied, GunlineError> {
  if (state.outcome) return err(ruleError('GAME_OVER'));
  if (command.type === 'concede') {
    const outcome = decide(state, 'concede', command.side);
    return ok<Applied>({
      state: { ...state, outcome },
      events: [{ type: 'gameEnded', winner: outcome.winner, reason: 'concede' }],
    });
  }
  if (!(STANCES as readonly string[]).includes(command.pick))
    return err(ruleError('BAD_STANCE', { stance: String(command.pick) }));
  if (!state.sides.some((s) => s.id === command.side)) return err(ruleError('NOT_AWAITED', { side: command.side }));
  if (state.stances[command.side] !== null) return err(ruleError('ALREADY_CHOSEN', { side: command.side }));
  const stances = seal(state.stances, command.side, command.pick);
  const { ready, of } = readiness(stances);
  const sealedEvent: GunlineEvent = { type: 'stanceSealed', side: command.side, ready, of };
  if (!allSealed(stances)) return ok<Applied>({ state: { ...state, stances }, events: [sealedEvent] });
  const resolved = resolveRound(state, stances as Readonly<Record<string, Stance>>);
  return ok<Applied>({ state: resolved.state, events: [sealedEvent, ...resolved.events] });
}

const awaitedSides = (state: GunlineState): string[] =>
  state.outcome
    ? []
    : stillToSeal(
        state.stances,
        state.sides.map((s) => s.id),
      );

export const GUNLINE_RULES: Ruleset<
  GunlineState,
  GunlineCommand,
  GunlineEvent,
  GunlineScenario,
  Record<string, never>,
  Record<string, never>,
  GunlineState
> = {
  id: 'gunline',
  rulesVersion: 'gunline-1',
  schemas: {
    scenario: GunlineScenarioSchema,
    catalog: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    settings: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
    unitClass: z.never(),
  },
  defaultSettings: {},
  createGame,
  applyCommand,
  replayGame: (initial, log) => replay(applyCommand, initial, log),
  awaiting: (state) => {
    const sealed = state.sides.filter((s) => state.stances[s.id] !== null).map((s) => s.id);
    const turn = state.outcome ? 'over' : `round:${state.round}`;
    return { sides: awaitedSides(state), simultaneous: true, turn, moment: `${turn}:${sealed.join('+')}` };
  },
  legalCommands: (state, side) =>
    awaitedSides(state).includes(side) ? STANCES.map((pick) => ({ type: 'stance' as const, side, pick })) : [],
  tasks: (state, side) =>
    awaitedSides(state).includes(side)
      ? state.ships.filter((s) => s.side === side).map((s) => ({ unit: s.id, required: true, can: ['stance'] }))
      : [],
  publicCommand: (command) => (command.type === 'stance' ? ({ ...command, pick: 'sealed' } as never) : command),
  viewFor: (state, viewer) => ({ ...state, stances: sealedView(state.stances, viewer, 'sealed') }),
  boardView: (state) => state,
  closesReport: (event) => event.type === 'roundStarted' || event.type === 'gameEnded',
  timeoutCommand: (state, side, forfeit) =>
    !awaitedSides(state).includes(side)
      ? undefined
      : forfeit
        ? { type: 'concede', side }
        : { type: 'stance', side, pick: 'brace' },
  // Gunline has no standing orders: nothing plays by itself.
  autoplay: () => undefined,
  concedeCommand: (side) => ({ type: 'concede', side }),
  // A stance is a real decision; conceding never is (issue 18's AI ranks).
  ai: { rank: (command) => (command.type === 'stance' ? 1 : 0) },
  outcome: (state) => state.outcome,
  sides: (state) => state.sides,
  round: (state) => state.round,
};

export const RANGE_DUEL: GunlineScenario = {
  id: 'range-duel',
  name: 'Duel at long range',
  rounds: 6,
  sides: [
    { id: 'red', name: 'Red Fleet' },
    { id: 'blue', name: 'Blue Fleet' },
  ],
  ships: [
    { side: 'red', name: 'Ember', hull: 6 },
    { side: 'blue', name: 'Tide', hull: 6 },
  ],
};
