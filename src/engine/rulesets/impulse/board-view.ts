/**
 * What a picture of the board needs, computed by the engine so the renderer imports engine types
 * only (DESIGN.md section 3): every ship with its shields, hull and markers, missiles with their
 * targets, terrain, the header facts, and this impulse's moves, shots and explosions from its events.
 */
import type { Arc } from './firing/arcs.js';
import { ARCS, isInArc } from './firing/arcs.js';
import type { Facing, Hex } from '../../core/hex.js';
import { formatHex } from '../../core/hex-label.js';
import { awaiting } from './flow/advance.js';
import { reachableHexes } from './queries.js';
import type { GameEvent } from './events.js';
import { afterburnersLeft, currentCurve, effectivePower, shipClass, turnRadius } from './ships.js';
import type { GameState, ShipState, TerrainKind } from './state.js';

export interface BoardShip {
  readonly id: string;
  readonly name: string;
  readonly side: 0 | 1;
  readonly status: 'active' | 'destroyed' | 'retreated';
  readonly hex: Hex;
  /** The hex as players and commands write it, such as "0712". */
  readonly label: string;
  readonly facing: Facing;
  readonly className: string;
  readonly shields: Readonly<Record<Arc, { readonly left: number; readonly max: number; readonly reinforced: number }>>;
  readonly shieldsOffline: boolean;
  readonly hull: { readonly left: number; readonly max: number };
  /** The current curve after modifiers (power) and thruster damage (turn). */
  readonly curve: { readonly power: number; readonly speed: number; readonly turn: number };
  /** The class's curves as printed, and which one the ship is on. */
  readonly curves: readonly { readonly power: number; readonly speed: number; readonly turn: number }[];
  readonly curveIndex: number;
  readonly hullBoxes: readonly { readonly power: number; readonly critical: boolean; readonly marked: boolean }[];
  readonly batteries: number;
  readonly afterburners: number;
  readonly turnCountdown: number | null;
  readonly sideslip: boolean;
  readonly criticals: readonly string[];
  readonly batteriesCharged: number;
  readonly afterburnersLeft: number;
  /** Weapon groups: arcs, longest range, and whether every charge box is full. */
  readonly groups: readonly {
    readonly weapon: string;
    readonly count: number;
    readonly arcs: readonly Arc[];
    readonly range: number;
    readonly red: { readonly charged: number; readonly of: number };
    readonly yellow: { readonly charged: number; readonly of: number };
    readonly ready: boolean;
    readonly destroyed: boolean;
  }[];
}

export interface BoardView {
  readonly scenario: string;
  readonly round: number;
  readonly impulse: string | null;
  readonly phase: 'turn' | 'initiative' | 'power' | 'over';
  readonly sides: readonly [string, string];
  readonly initiative: 0 | 1 | null;
  readonly awaiting: readonly (0 | 1)[];
  readonly winner: 0 | 1 | 'draw' | null;
  readonly ships: readonly BoardShip[];
  readonly missiles: readonly {
    readonly id: string;
    readonly side: 0 | 1;
    readonly hex: Hex;
    readonly target: Hex | null;
    readonly damaged: boolean;
  }[];
  readonly terrain: readonly {
    readonly kind: TerrainKind;
    readonly name: string | null;
    readonly hexes: readonly Hex[];
  }[];
  /** This impulse's moves: ships' (and, thinner, missiles') steps from hex to hex. */
  readonly trails: readonly { readonly from: Hex; readonly to: Hex; readonly side: 0 | 1; readonly missile?: true }[];
  readonly shots: readonly { readonly from: Hex; readonly to: Hex; readonly damage: number; readonly side: 0 | 1 }[];
  readonly explosions: readonly Hex[];
  /** What this impulse did that a picture numbers, in the order it happened (1, 2, 3 ...). */
  readonly happenings: readonly BoardHappening[];
  /** One ship picked out: where its next move can take it, and the hexes its weapons cover. */
  readonly focus: { readonly ship: string; readonly reach: readonly Hex[]; readonly fireZone: readonly Hex[] } | null;
  /**
   * The moment the picture shows, from its recent events, which may lie behind the flow's (the
   * events of an impulse that ended are drawn once the flow is at the next): `during` an impulse
   * whose turns the events hold, or `before` one that has begun with nothing played in it yet
   * (after the Power Phase). Null, or left out, when the events say nothing: the flow's moment.
   */
  readonly pictured?: PicturedMoment | null;
}

export interface PicturedMoment {
  readonly round: number;
  readonly impulse: string;
  readonly when: 'during' | 'before';
}

/** The moment `recent` shows: the impulse of its last turn, or the impulse it ends by starting. */
export function picturedMoment(recent: readonly GameEvent[]): PicturedMoment | null {
  const turn = recent.findLast((e) => e.type === 'turnStarted');
  if (turn?.type === 'turnStarted') return { round: turn.round, impulse: turn.impulse, when: 'during' };
  const last = recent.at(-1);
  return last?.type === 'impulseStarted' ? { round: last.round, impulse: last.impulse, when: 'before' } : null;
}

/**
 * One numbered thing of the impulse: a volley (a weapon group's shots at one target), a missile's
 * hit, or a ship destroyed (its wreck is drawn where it died). Hexes are where the ships stood at
 * that moment, so a line ends where its target was hit, even if it moved on or was destroyed.
 */
export type BoardHappening =
  | {
      readonly kind: 'volley';
      readonly n: number;
      readonly side: 0 | 1;
      readonly ship: string;
      readonly weapon: string;
      readonly target: string;
      readonly from: Hex;
      readonly to: Hex;
      /** Each shot's damage, 0 for a miss. */
      readonly damages: readonly number[];
    }
  | {
      readonly kind: 'missileHit';
      readonly n: number;
      readonly side: 0 | 1;
      readonly missile: string;
      readonly target: string;
      readonly from: Hex;
      readonly to: Hex;
      readonly damage: number;
    }
  | { readonly kind: 'destroyed'; readonly n: number; readonly side: 0 | 1; readonly ship: string; readonly hex: Hex };

/** Hexes within `range` of the ship that lie in one of `arcs` (its own hex excluded). */
function zoneOf(ship: { hex: Hex; facing: Facing }, arcs: readonly Arc[], range: number): Hex[] {
  const zone: Hex[] = [];
  for (let q = -range; q <= range; q++) {
    for (let r = Math.max(-range, -q - range); r <= Math.min(range, -q + range); r++) {
      const h = { q: ship.hex.q + q, r: ship.hex.r + r };
      if ((q !== 0 || r !== 0) && arcs.some((arc) => isInArc(ship.hex, ship.facing, h, arc))) zone.push(h);
    }
  }
  return zone;
}

type SideIndex = (id: string) => 0 | 1;

/** A weapon group as a picture shows it: what it is, its reach and its charge bar. */
function boardGroup(state: GameState, ship: ShipState, i: number): BoardShip['groups'][number] {
  const g = shipClass(state, ship).groups[i];
  if (!g) throw new Error(`no weapon group ${i} on ${ship.id}`);
  const w = state.catalog.weapons[g.weapon];
  const range =
    w?.kind === 'direct'
      ? (w.bands[w.bands.length - 1]?.to ?? 0)
      : w?.kind === 'missile'
        ? w.missile.strandedAt - 1
        : 0;
  const now = ship.groups[i];
  return {
    weapon: w?.name ?? g.weapon,
    count: g.count,
    arcs: g.arcs,
    range,
    red: { charged: now?.red ?? 0, of: g.red },
    yellow: { charged: now?.yellow ?? 0, of: g.yellow },
    ready: !!now && !now.destroyed && now.red === g.red && now.yellow === g.yellow,
    destroyed: !!now?.destroyed,
  };
}

/** A ship as a picture shows it: where, which way, shields, hull, power and weapons. */
function boardShip(state: GameState, s: ShipState, sideIndex: SideIndex): BoardShip {
  const c = shipClass(state, s);
  return {
    id: s.id,
    name: s.name,
    side: sideIndex(s.side),
    status: s.status,
    hex: s.hex,
    label: formatHex(s.hex),
    facing: s.facing,
    className: c.name,
    shields: Object.fromEntries(
      ARCS.map((arc) => [
        arc,
        { left: s.shields[arc], max: c.shields[arc], reinforced: s.reinforcements.filter((r) => r.arc === arc).length },
      ]),
    ) as BoardShip['shields'],
    shieldsOffline: s.criticals.some((x) => x.effect === 'shieldsDown'),
    hull: { left: c.hull.length - s.hullMarked, max: c.hull.length },
    curve: { ...currentCurve(state, s), power: effectivePower(state, s), turn: turnRadius(state, s) },
    curves: c.curves,
    curveIndex: s.curve,
    hullBoxes: c.hull.map((b, i) => ({ power: b.power, critical: b.critical, marked: i < s.hullMarked })),
    batteries: c.batteries,
    afterburners: c.afterburners,
    turnCountdown: s.turnCountdown,
    sideslip: s.sideslip,
    criticals: s.criticals.map((x) => x.effect),
    batteriesCharged: s.batteriesCharged,
    afterburnersLeft: afterburnersLeft(state, s),
    groups: c.groups.map((_, i) => boardGroup(state, s, i)),
  };
}

const keyOf = (h: Hex): string => `${h.q},${h.r}`;

/** Where every ship and missile stood when `recent` began: today's hexes with this stretch's moves undone. */
function positionsBefore(state: GameState, recent: readonly GameEvent[]): Map<string, Hex> {
  const at = new Map<string, Hex>([...state.ships.map((s) => [s.id, s.hex] as const)]);
  for (const m of state.missiles) at.set(m.id, m.hex);
  for (const e of [...recent].reverse()) {
    if (e.type === 'shipMoved') at.set(e.ship.id, e.from);
    else if (e.type === 'missileMoved') at.set(e.missile, e.from);
    else if (e.type === 'missileLaunched') at.delete(e.missile);
    // A missile shot down is gone from the state: the shot that did it is drawn to where it was.
    else if (e.type === 'missileDestroyed') at.set(e.missile, e.hex);
  }
  return at;
}

/** Events that belong to the shot before them, so they do not end its volley. */
const VOLLEY_PARTS = new Set<GameEvent['type']>(['shotResolved', 'diceRolled', 'damageApplied', 'criticalRolled']);

/**
 * Each missile's side: those still flying from the state, those launched in this stretch from their
 * launch, and one gone by now (it hit) from its target, which is always the other side's.
 */
function missileSides(state: GameState, recent: readonly GameEvent[], sideIndex: SideIndex): Map<string, 0 | 1> {
  const sides = new Map<string, 0 | 1>(state.missiles.map((m) => [m.id, sideIndex(m.side)]));
  for (const e of recent) {
    if (e.type === 'missileLaunched') sides.set(e.missile, sideIndex(e.ship.side));
    else if (e.type === 'missileDetonated' && !sides.has(e.missile))
      sides.set(e.missile, (1 - sideIndex(e.target.side)) as 0 | 1);
  }
  return sides;
}

type Recent = Pick<BoardView, 'trails' | 'shots' | 'explosions' | 'happenings'>;

/**
 * This stretch of play as a picture tells it: moves as trails, shots as lines, explosions, and the
 * numbered happenings, with every line drawn between the hexes the ships held at that moment.
 */
function recentLines(state: GameState, recent: readonly GameEvent[], sideIndex: SideIndex): Recent {
  const at = positionsBefore(state, recent);
  const out = { trails: [] as Recent['trails'][number][], shots: [] as Recent['shots'][number][] };
  const explosions: Hex[] = [];
  const happenings: BoardHappening[] = [];
  const missileSide = missileSides(state, recent, sideIndex);
  let volley: Extract<BoardHappening, { kind: 'volley' }> | null = null;
  const next = () => happenings.length + 1;
  for (const e of recent) {
    // A volley is one group's shots at one target: it ends when anything but its shots' own dice,
    // damage and criticals comes (a wreck is a happening of its own, so it ends the volley too).
    if (!VOLLEY_PARTS.has(e.type)) volley = null;
    if (e.type === 'shipMoved') {
      at.set(e.ship.id, e.to);
      out.trails.push({ from: e.from, to: e.to, side: sideIndex(e.ship.side) });
    } else if (e.type === 'missileLaunched') {
      at.set(e.missile, e.hex);
    } else if (e.type === 'missileMoved') {
      at.set(e.missile, e.to);
      out.trails.push({ from: e.from, to: e.to, side: missileSide.get(e.missile) ?? 0, missile: true });
    } else if (e.type === 'shotResolved') {
      const from = at.get(e.ship.id);
      const targetId = e.target.kind === 'ship' ? e.target.ship.id : e.target.missile;
      const to = at.get(targetId);
      if (!from || !to) continue;
      const side = sideIndex(e.ship.side);
      out.shots.push({ from, to, damage: e.damage, side });
      const target = e.target.kind === 'ship' ? e.target.ship.name : e.target.missile;
      // Shots of one group at one target, one after the other, are one volley.
      if (volley && volley.ship === e.ship.name && volley.target === target && keyOf(volley.to) === keyOf(to)) {
        const grown: Extract<BoardHappening, { kind: 'volley' }> = {
          ...volley,
          damages: [...volley.damages, e.damage],
        };
        happenings[happenings.length - 1] = grown;
        volley = grown;
      } else {
        volley = {
          kind: 'volley',
          n: next(),
          side,
          ship: e.ship.name,
          weapon: e.weaponName,
          target,
          from,
          to,
          damages: [e.damage],
        };
        happenings.push(volley);
      }
    } else if (e.type === 'missileDetonated') {
      const to = at.get(e.target.id);
      const from = at.get(e.missile) ?? to;
      if (to && from) {
        const side = missileSide.get(e.missile) ?? ((1 - sideIndex(e.target.side)) as 0 | 1);
        happenings.push({
          kind: 'missileHit',
          n: next(),
          side,
          missile: e.missile,
          target: e.target.name,
          from,
          to,
          damage: e.damage,
        });
      }
    } else if (e.type === 'exploded') {
      explosions.push(e.hex);
    } else if (e.type === 'shipDestroyed') {
      const hex = at.get(e.ship.id);
      if (hex) happenings.push({ kind: 'destroyed', n: next(), side: sideIndex(e.ship.side), ship: e.ship.name, hex });
    }
  }
  return { ...out, explosions, happenings };
}

export function boardView(state: GameState, recent: readonly GameEvent[] = [], focusShip?: string): BoardView {
  const sideIndex: SideIndex = (id) => (state.sides[0].id === id ? 0 : 1);
  const hexOf = new Map(state.ships.map((s) => [s.id, s.hex]));
  const ships = state.ships.map((s) => boardShip(state, s, sideIndex));
  const flow = state.flow;
  const { trails, shots, explosions, happenings } = recentLines(state, recent, sideIndex);
  return {
    scenario: state.scenario.name,
    round: flow.round,
    impulse: flow.phase === 'turn' || flow.phase === 'initiative' ? flow.impulse : null,
    phase: flow.phase,
    sides: [state.sides[0].name, state.sides[1].name],
    initiative: flow.phase === 'over' ? null : sideIndex(flow.initiative),
    awaiting: awaiting(state).map(sideIndex),
    winner: state.outcome ? (state.outcome.winner === null ? 'draw' : sideIndex(state.outcome.winner)) : null,
    ships,
    missiles: state.missiles.map((m) => ({
      id: m.id,
      side: sideIndex(m.side),
      hex: m.hex,
      target: hexOf.get(m.target) ?? null,
      damaged: m.damaged,
    })),
    terrain: state.terrain.map((t) => ({ kind: t.kind, name: t.name, hexes: t.hexes })),
    trails,
    shots,
    explosions,
    happenings,
    focus: focusOn(state, ships, focusShip),
    pictured: picturedMoment(recent),
  };
}

function focusOn(state: GameState, ships: readonly BoardShip[], id: string | undefined): BoardView['focus'] {
  const ship = ships.find((s) => s.id === id && s.status === 'active');
  if (!ship) return null;
  const seen = new Map<string, Hex>();
  for (const g of ship.groups)
    if (!g.destroyed) for (const h of zoneOf(ship, g.arcs, g.range)) seen.set(`${h.q},${h.r}`, h);
  return { ship: ship.id, reach: reachableHexes(state, ship.id).map((r) => r.hex), fireZone: [...seen.values()] };
}
