/**
 * Games played by standing orders `then:close` on both sides from random positions (issue 39
 * defect 3), for the closing properties and their figures: every ship of a scenario placed at a random
 * hex and facing near the scenario's centre, or the nearest two enemies flying directly apart along a
 * hex line; then only the orders play (the engine's `autoplay`), the dice seeded.
 */
import { type Facing, type Hex, hexAdd, hexDistance, hexEquals, direction } from '../../src/engine/core/hex.js';
import { chooseCommand } from '../../src/ai/choose.js';
import { type AnyRuleset, impulse } from '../../src/engine/index.js';
import { isPlanet } from '../../src/engine/rulesets/impulse/firing/terrain.js';
import { applyAccepted } from './bundled-game.js';

type State = impulse.GameState;
export type Pick = (n: number) => number;

/** What `/orders then:close ap:charge fire:nearest repair:true initiative:take power:default` sets for a side. */
export function closeOrders(state: State, side: string): impulse.Command[] {
  return [
    { type: 'setOrders', side, orders: { initiative: 'take', power: 'default' } },
    ...state.ships
      .filter((s) => s.side === side && s.status === 'active')
      .map((s): impulse.Command => ({
        type: 'setOrders',
        side,
        ship: s.id,
        orders: {
          thenMove: 'close',
          ap: s.groups.map((_, group) => ({ kind: 'chargeYellow' as const, group })),
          fire: { target: 'nearest' },
          repair: true,
        },
      })),
  ];
}

/** The centre of the scenario's ships, the hex nearest their mean. */
function centreOf(state: State): Hex {
  const n = state.ships.length;
  const q = Math.round(state.ships.reduce((a, s) => a + s.hex.q, 0) / n);
  const r = Math.round(state.ships.reduce((a, s) => a + s.hex.r, 0) / n);
  return { q, r };
}

const usable = (state: State, h: Hex, taken: readonly Hex[]): boolean =>
  !isPlanet(state, h) && !taken.some((t) => hexEquals(t, h));

const step = (h: Hex, facing: number, n: number): Hex => {
  let at = h;
  for (let i = 0; i < n; i += 1) at = hexAdd(at, direction((((facing % 6) + 6) % 6) as Facing));
  return at;
};

/** A random free hex within `radius` of `centre` (the centre itself when free and `radius` is 0). */
function randomHex(state: State, centre: Hex, radius: number, taken: readonly Hex[], pick: Pick): Hex {
  for (let tries = 0; ; tries += 1) {
    const spread = radius + Math.floor(tries / 50);
    const h = { q: centre.q + pick(2 * spread + 1) - spread, r: centre.r + pick(2 * spread + 1) - spread };
    if (hexDistance(h, centre) <= spread && usable(state, h, taken)) return h;
  }
}

export interface StartSpec {
  /** Hexes between the two sides' leading ships (on one hex line). */
  readonly gap: number;
  /** Each side's other ships stand within this many hexes of its leading ship. */
  readonly spread: number;
  /** Every ship faces straight away from the other side (else each faces at random). */
  readonly apart: boolean;
}

/**
 * The scenario's ships at random places: each side's first ship on one hex line through the
 * scenario's centre, `gap` hexes apart in a random direction, the rest of each side within `spread`
 * of it; each ship faces at random or, with `apart`, straight away from the other side (the case one
 * move ahead never turns out of).
 */
export function randomStart(start: State, pick: Pick, spec: StartSpec): State {
  const centre = centreOf(start);
  const line = pick(6);
  const anchors = [step(centre, line + 3, Math.floor(spec.gap / 2))];
  anchors.push(step(anchors[0] as Hex, line, spec.gap));
  const taken: Hex[] = [];
  const ships = start.ships.map((s) => ({ ...s }));
  start.sides.forEach((side, i) => {
    const anchor = anchors[i] as Hex;
    const away = i === 0 ? line + 3 : line;
    ships
      .filter((s) => s.side === side.id)
      .forEach((ship, n) => {
        const h = n === 0 && usable(start, anchor, taken) ? anchor : randomHex(start, anchor, spec.spread, taken, pick);
        taken.push(h);
        Object.assign(ship, { hex: h, facing: (spec.apart ? away % 6 : pick(6)) as Facing });
      });
  });
  return { ...start, ships };
}

/** The longest reach of a ship's direct-fire weapons (seed 000 section 1.3: the range bands). */
export function weaponRange(state: State, ship: impulse.ShipState): number {
  const cls = state.catalog.classes[ship.classId];
  let reach = 0;
  for (const g of cls?.groups ?? []) {
    const weapon = state.catalog.weapons[g.weapon];
    if (weapon?.kind === 'direct') reach = Math.max(reach, ...weapon.bands.map((b) => b.to));
  }
  return reach;
}

/** The least distance between enemy ships now, and whether some ship has an enemy within its weapons' reach. */
export function gap(state: State): { distance: number; inRange: boolean } {
  const active = state.ships.filter((s) => s.status === 'active');
  let distance = Infinity;
  let inRange = false;
  for (const a of active)
    for (const b of active) {
      if (a.side === b.side) continue;
      const d = hexDistance(a.hex, b.hex);
      distance = Math.min(distance, d);
      if (d <= weaponRange(state, a)) inRange = true;
    }
  return { distance, inRange };
}

export interface ClosingRun {
  /** The least distance between enemies at the start and at the end of each round. */
  readonly distances: number[];
  /** The first round that ended with an enemy within a ship's weapons' reach (0: at the start). */
  readonly inRangeRound: number | null;
  /** Impulses played before the first shot at a ship (1 = in the first impulse), or null. */
  readonly firstShotImpulse: number | null;
  readonly leftMap: boolean;
  readonly state: State;
}

/** Both sides on `then:close` for `rounds` rounds (or to the end), only the orders playing. */
export function playClosing(start: State, rounds: number): ClosingRun {
  let state = start;
  // Orders play as soon as they are given: a ship that starts next to a charged enemy may be gone at once.
  for (const side of start.sides)
    for (const cmd of closeOrders(start, side.id)) {
      const ship = 'ship' in cmd ? state.ships.find((s) => s.id === cmd.ship) : undefined;
      if (state.outcome === null && ship?.status !== 'destroyed') state = applyAccepted(state, cmd).state;
    }
  const distances = [gap(state).distance];
  let inRangeRound: number | null = gap(state).inRange ? 0 : null;
  let impulses = 0;
  let firstShotImpulse: number | null = null;
  let leftMap = false;
  for (let i = 0; i < 5000 && state.outcome === null; i += 1) {
    const cmd = impulse.IMPULSE.autoplay(state);
    if (!cmd) break;
    const { state: next, events } = applyAccepted(state, cmd);
    for (const e of events) {
      if (e.type === 'impulseStarted') impulses += 1;
      if (e.type === 'shipRetreated' || (e.type === 'ordersSuspended' && e.reason === 'leavesMap')) leftMap = true;
      if (e.type === 'shotResolved' && e.target.kind === 'ship' && firstShotImpulse === null)
        firstShotImpulse = impulses;
      if (e.type === 'roundStarted' || e.type === 'gameEnded') {
        const g = gap(next);
        distances.push(g.distance);
        if (inRangeRound === null && g.inRange) inRangeRound = distances.length - 1;
      }
    }
    state = next;
    if (state.flow.phase !== 'over' && state.flow.round > rounds) break;
  }
  return { distances, inRangeRound, firstShotImpulse, leftMap, state };
}

/** A `vector` game from the same random start (seed 002 over the impulse board): the board's ships placed, velocities kept. */
export function vectorStart<S extends { readonly board: State }>(game: S, pick: Pick, spec: StartSpec): S {
  return { ...game, board: randomStart(game.board, pick, spec) };
}

export interface AiRun {
  /** The least distance between enemies at the start and at each round's (impulse) or turn's (vector) start, and at the end. */
  readonly distances: number[];
  /** The first round (or turn) that began with an enemy within a ship's weapons' reach, or the game over. */
  readonly inRangeRound: number | null;
  /** Impulses (impulse) or turns (vector) begun before the first shot at a ship, or null. */
  readonly firstShot: number | null;
  /** Afterburner moves in the first round (impulse). */
  readonly afterburnersRoundOne: number;
  readonly leftMap: boolean;
}

/** The easy AI on both sides (issue 18) for `rounds` rounds or turns, from `start`. */
export function playEasy(
  rules: AnyRuleset,
  start: unknown,
  board: (s: unknown) => State,
  rounds: number,
  seed: string,
): AiRun {
  let state = start;
  const distances = [gap(board(state)).distance];
  let inRangeRound: number | null = gap(board(state)).inRange ? 0 : null;
  let periods = 0;
  let firstShot: number | null = null;
  let afterburnersRoundOne = 0;
  let leftMap = false;
  for (let n = 0; n < 6000 && rules.outcome(state) === null; n += 1) {
    const side = rules.awaiting(state).sides[0];
    if (side === undefined) break;
    const command = chooseCommand(rules, state, side, 'easy', `${seed}:${n}`);
    if (!command) throw new Error(`no order for ${side}`);
    const applied = rules.applyCommand(state, command);
    if (!applied.ok) throw new Error(`refused: ${applied.error.code} ${JSON.stringify(command)}`);
    for (const e of applied.value.events as { type: string; [k: string]: unknown }[]) {
      if (e.type === 'impulseStarted' || e.type === 'vectorTurnStarted') periods += 1;
      if (e.type === 'shipRetreated' || e.type === 'disengaged') leftMap = true;
      if (e.type === 'shipMoved' && e.afterburner === true && board(state).flow.round === 1) afterburnersRoundOne += 1;
      const target = e.target as { kind?: string } | undefined;
      if (e.type === 'shotResolved' && target?.kind === 'ship' && firstShot === null) firstShot = Math.max(1, periods);
      if (e.type === 'roundStarted' || e.type === 'vectorTurnStarted' || e.type === 'gameEnded') {
        const g = gap(board(applied.value.state));
        distances.push(g.distance);
        if (inRangeRound === null && (g.inRange || e.type === 'gameEnded')) inRangeRound = distances.length - 1;
      }
    }
    state = applied.value.state;
    if (distances.length > rounds + 1) break;
  }
  return { distances, inRangeRound, firstShot, afterburnersRoundOne, leftMap };
}
