/**
 * What a `fleet` picture draws (issue 43 deliverable 8; other-systems.md 5.9 "Rendering"): every ship
 * on its hexes with its facing, each hull zone's shields and reference hex, speed, the depth of its
 * dial stack (never the dials: they are sealed), defence tokens ready, exhausted or gone, command
 * tokens and damage cards; squadrons with their hull; obstacles and objective tokens; this stretch's
 * paths (`shipManoeuvred`, `squadronMoved`) and attacks (`attackDeclared`, from the attacking zone's
 * reference hex to the defending zone's, clear or obstructed), measured where the units stood when
 * the attack was declared; the acting ship; on request, a ship's hull zones' arcs shaded by range band.
 * Pure: ids and numbers only, the renderer and the table put words on them.
 */
import { occupiedHexes } from '../../core/footprint.js';
import { type Hex, hexAdd, hexDistance, hexEquals, hexKey, rotateVector } from '../../core/hex.js';
import { queueDepth } from '../../core/sealed-queue.js';
import { sectorsContaining } from '../../core/sector.js';
import {
  HULL_ZONES,
  type DefenceTokenType,
  type FleetCommandName,
  type HullZone,
  type ObstacleKind,
  type ShipSize,
} from './data/schema.js';
import { shipPlace } from './data/damage-cards.js';
import type { FleetEvent } from './events.js';
import { baseAt, shipClassOf, squadronClassOf } from './geometry/base.js';
import { rangeBandOf } from './geometry/range.js';
import { zoneOffset, zoneSectors } from './geometry/zones.js';
import type {
  Attacker,
  Defender,
  FleetPhase,
  FleetShip,
  FleetSquadron,
  FleetState,
  RangeBand,
  ShipPlacement,
  TokenState,
} from './state.js';

export interface BoardToken {
  readonly type: DefenceTokenType;
  readonly state: TokenState;
}

export interface BoardShip {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly class: string;
  readonly size: ShipSize;
  /** The hexes it covers, front (the anchor) first. */
  readonly hexes: readonly Hex[];
  readonly facing: number;
  /** Each hull zone's reference hex (its targeting point and its arc's apex). */
  readonly zones: Readonly<Record<HullZone, Hex>>;
  readonly shields: Readonly<Record<HullZone, number>>;
  readonly shieldsMax: Readonly<Record<HullZone, number>>;
  readonly speed: number;
  readonly topSpeed: number;
  /** Sealed dials in its stack. */
  readonly dials: number;
  readonly command: number;
  readonly tokens: readonly BoardToken[];
  readonly commandTokens: readonly FleetCommandName[];
  /** Damage cards it holds, and the faceup ones by card id. */
  readonly damage: number;
  readonly faceup: readonly string[];
  readonly hull: number;
  readonly activated: boolean;
  readonly destroyed: boolean;
  /** Salvage tokens it carries. */
  readonly salvage: number;
}

export interface BoardSquadron {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly class: string;
  readonly hex: Hex;
  readonly hull: number;
  readonly hullMax: number;
  readonly tokens: readonly BoardToken[];
  readonly activated: boolean;
  readonly destroyed: boolean;
}

/** A move this stretch: a ship's front hex step by step (and where its base stood), or a squadron's hop. */
export interface BoardPath {
  readonly unit: string;
  readonly kind: 'ship' | 'squadron';
  readonly side: string;
  readonly hexes: readonly Hex[];
  /** A ship's base before the move (drawn as a ghost). */
  readonly from: readonly Hex[];
  /** A ship's speed set, and the speed it moved at after overlaps. */
  readonly speed?: number;
  readonly moved?: number;
}

/** An attack this stretch, between the reference hexes of the zones (or squadrons) where they stood. */
export interface BoardAttack {
  readonly id: string;
  readonly kind: 'normal' | 'salvo' | 'counter';
  readonly attacker: Attacker;
  readonly defender: Defender;
  readonly from: Hex;
  readonly to: Hex;
  readonly band: RangeBand;
  readonly distance: number;
  readonly obstructed: boolean;
  /** Damage dealt (after brace), shields lost and cards or hull, once resolved. */
  readonly result: {
    readonly total: number;
    readonly shields: number;
    readonly cards: number;
    readonly hull: number;
  } | null;
}

export interface BoardObjective {
  readonly id: string;
  readonly kind: 'hold' | 'salvage';
  readonly hex: Hex;
  readonly carrier: string | null;
  readonly lost: boolean;
}

/** One hex of a zone's arc, by range band (the `arcs` picture). */
export interface ArcHex {
  readonly zone: HullZone;
  readonly hex: Hex;
  readonly band: RangeBand;
}

export interface FleetBoard {
  readonly board: { readonly cols: number; readonly rows: number };
  readonly sides: readonly { readonly id: string; readonly name: string; readonly faction: string }[];
  readonly round: number;
  readonly rounds: number;
  readonly phase: FleetPhase;
  readonly initiative: string;
  readonly toAct: string;
  /** Each side's score so far: objective points and the fleet points of enemy units destroyed. */
  readonly score: Readonly<Record<string, number>>;
  readonly ships: readonly BoardShip[];
  readonly squadrons: readonly BoardSquadron[];
  readonly obstacles: readonly { readonly kind: ObstacleKind; readonly hex: Hex }[];
  readonly objectives: readonly BoardObjective[];
  readonly paths: readonly BoardPath[];
  readonly attacks: readonly BoardAttack[];
  /** The ship being activated (or the last one activated this stretch), else null. */
  readonly acting: string | null;
  /** Units destroyed this stretch (drawn as wrecks where they died; older wrecks are left off). */
  readonly wrecks: readonly string[];
  /** The focus ship, and its zones' arcs by range band when asked for. */
  readonly focus: string | null;
  readonly arcs: readonly ArcHex[];
  /** A manoeuvre previewed (`/navigate`), else null. */
  readonly preview: BoardPreview | null;
}

export interface BoardRequest {
  readonly focus?: string;
  readonly show?: 'arcs';
  /** Only this zone's arc (the arcs picture of one hull zone). */
  readonly zone?: HullZone;
  /**
   * A manoeuvre to preview (`/navigate`): the ship, and the course movement's `plotCourse` gives (the
   * front hex at each step, the start first, and where the base ends).
   */
  readonly preview?: { readonly ship: string; readonly path: readonly Hex[]; readonly end: ShipPlacement };
}

/** A previewed manoeuvre: the front hex's steps and the base's hexes where it would end. */
export interface BoardPreview {
  readonly ship: string;
  readonly side: string;
  readonly path: readonly Hex[];
  readonly end: readonly Hex[];
  readonly facing: number;
}

/** Hexes of a zone's reach (the longest band, other-systems.md 5.9: long is 4-5). */
const LONG_REACH = 5;

/** Each zone's reference hex of a base standing at `at` (geometry/zones.ts). */
const zonesAt = (size: ShipSize, at: ShipPlacement): Record<HullZone, Hex> =>
  Object.fromEntries(
    HULL_ZONES.map((z) => [z, hexAdd(at.anchor, rotateVector(zoneOffset(size, z), at.facing))]),
  ) as Record<HullZone, Hex>;

const shipHexesAt = (size: ShipSize, at: ShipPlacement): Hex[] => occupiedHexes(baseAt(size, at));

/** The bands at which a zone rolls dice: close any colour, medium red or blue, long red. */
function bandsWithDice(armament: readonly [number, number, number]): RangeBand[] {
  const [red, blue, black] = armament;
  return [
    ...(red + blue + black > 0 ? (['close'] as const) : []),
    ...(red + blue > 0 ? (['medium'] as const) : []),
    ...(red > 0 ? (['long'] as const) : []),
  ];
}

/**
 * A ship's hull zones' arcs, hex by hex with the range band from the zone's reference hex, for the
 * bands the zone has dice for; a boundary hex is in both zones (the brief); the ship's own hexes and
 * hexes off the board are left out.
 */
export function fleetArcs(state: FleetState, shipId: string): ArcHex[] {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || ship.destroyed) return [];
  const cls = shipClassOf(state, ship);
  const own = shipHexesAt(cls.size, ship.at);
  const refs = zonesAt(cls.size, ship.at);
  const sectors = zoneSectors(cls.size);
  const onBoard = (h: Hex) => {
    const col = h.q;
    const row = h.r + (h.q - (h.q & 1)) / 2;
    return col >= 1 && col <= state.board.cols && row >= 1 && row <= state.board.rows;
  };
  const arcs: ArcHex[] = [];
  HULL_ZONES.forEach((zone, z) => {
    const sector = sectors[z];
    const bands = bandsWithDice(cls.battery[zone]);
    const ref = refs[zone];
    for (let dq = -LONG_REACH; dq <= LONG_REACH; dq++)
      for (let dr = -LONG_REACH; dr <= LONG_REACH; dr++) {
        const h = { q: ref.q + dq, r: ref.r + dr };
        const band = rangeBandOf(hexDistance(ref, h));
        if (!band || !bands.includes(band) || !onBoard(h) || own.some((o) => hexEquals(o, h))) continue;
        if (sector && sectorsContaining([sector], ship.at.anchor, ship.at.facing, h).length > 0)
          arcs.push({ zone, hex: h, band });
      }
  });
  return arcs;
}

/** Points of a destroyed unit's class. */
function destroyedPoints(state: FleetState): Record<string, number> {
  const score: Record<string, number> = Object.fromEntries(state.sides.map((s) => [s.id, 0]));
  const credit = (loser: string, points: number) => {
    for (const side of state.sides) if (side.id !== loser) score[side.id] = (score[side.id] ?? 0) + points;
  };
  for (const ship of state.ships) if (ship.destroyed) credit(ship.side, shipClassOf(state, ship).points);
  for (const sq of state.squadrons) if (sq.destroyed) credit(sq.side, squadronClassOf(state, sq).points);
  return score;
}

function boardSquadron(state: FleetState, sq: FleetSquadron): BoardSquadron {
  return {
    id: sq.id,
    side: sq.side,
    name: sq.name,
    class: sq.class,
    hex: sq.hex,
    hull: sq.hull,
    hullMax: squadronClassOf(state, sq).hull,
    tokens: sq.tokens.map((t) => ({ type: t.type, state: t.state })),
    activated: sq.activated,
    destroyed: sq.destroyed,
  };
}

function boardShip(state: FleetState, ship: FleetShip): BoardShip {
  const cls = shipClassOf(state, ship);
  const hexes = shipHexesAt(cls.size, ship.at);
  const cards = state.deck.places[shipPlace(ship.id)]?.cards ?? [];
  return {
    id: ship.id,
    side: ship.side,
    name: ship.name,
    class: ship.class,
    size: cls.size,
    hexes,
    facing: ship.at.facing,
    zones: zonesAt(cls.size, ship.at),
    shields: ship.shields,
    shieldsMax: cls.shields,
    speed: ship.speed,
    topSpeed: cls.speedChart.length,
    dials: queueDepth(state.dials, ship.id),
    command: cls.command,
    tokens: ship.tokens.map((t) => ({ type: t.type, state: t.state })),
    commandTokens: ship.commandTokens,
    damage: cards.length,
    faceup: cards.filter((c) => c.faceup).map((c) => c.id),
    hull: cls.hull,
    activated: ship.activated,
    destroyed: ship.destroyed,
    salvage: ship.salvage,
  };
}

/**
 * The board for a picture after `recent` (this stretch's events): units as they stand now, and the
 * stretch's moves and attacks where they happened.
 */
export function fleetBoardView(
  state: FleetState,
  recent: readonly FleetEvent[],
  request: BoardRequest = {},
): FleetBoard {
  const { paths, attacks, wrecks, acting } = stretchOf(state, recent);
  const score = destroyedPoints(state);
  for (const [side, points] of Object.entries(state.objectivePoints)) score[side] = (score[side] ?? 0) + points;
  const focus = request.focus && state.ships.some((s) => s.id === request.focus) ? request.focus : null;
  const kind = state.objective?.kind ?? 'hold';
  return {
    board: state.board,
    sides: state.sides,
    round: state.round,
    rounds: state.rounds,
    phase: state.phase,
    initiative: state.initiative,
    toAct: state.toAct,
    score,
    ships: state.ships.map((s) => boardShip(state, s)),
    squadrons: state.squadrons.map((sq) => boardSquadron(state, sq)),
    obstacles: state.obstacles.map((o) => ({ kind: o.kind, hex: o.hex })),
    objectives: state.objectiveTokens.map((o) => ({ id: o.id, kind, hex: o.hex, carrier: o.carrier, lost: o.lost })),
    paths,
    attacks,
    acting: state.activation?.ship ?? acting,
    wrecks,
    focus,
    arcs:
      focus && request.show === 'arcs'
        ? fleetArcs(state, focus).filter((a) => !request.zone || a.zone === request.zone)
        : [],
    preview: previewOf(state, request.preview),
  };
}

function previewOf(state: FleetState, preview: BoardRequest['preview']): BoardPreview | null {
  const ship = preview && state.ships.find((s) => s.id === preview.ship);
  if (!preview || !ship) return null;
  const size = shipClassOf(state, ship).size;
  return {
    ship: ship.id,
    side: ship.side,
    path: preview.path,
    end: shipHexesAt(size, preview.end),
    facing: preview.end.facing,
  };
}

interface Stretch {
  readonly paths: BoardPath[];
  readonly attacks: BoardAttack[];
  readonly wrecks: string[];
  readonly acting: string | null;
}

/** Where each unit stood at the stretch's start: the first move's start, else where it stands now. */
function startingPlaces(state: FleetState, recent: readonly FleetEvent[]) {
  const shipAt = new Map<string, ShipPlacement>(state.ships.map((s) => [s.id, s.at]));
  const squadronAt = new Map<string, Hex>(state.squadrons.map((s) => [s.id, s.hex]));
  for (const e of [...recent].reverse()) {
    if (e.type === 'shipManoeuvred') shipAt.set(e.ship, e.from);
    if (e.type === 'squadronMoved') squadronAt.set(e.squadron, e.from);
  }
  return { shipAt, squadronAt };
}

/**
 * The stretch's moves, attacks, wrecks and acting ship, walked forward through the events from where
 * the units stood at its start, so an attack is drawn from where the attacker stood when it fired (a
 * ship attacks before it manoeuvres).
 */
/** An attack's result as the picture tells it: damage, shields lost, cards or hull. */
function resultOf(e: Extract<FleetEvent, { type: 'damageResolved' }>): BoardAttack['result'] {
  const shields = Object.values(e.shieldsLost).reduce((a, b) => a + (b ?? 0), 0);
  return { total: e.total, shields, cards: e.cards, hull: e.hullLost };
}

function stretchOf(state: FleetState, recent: readonly FleetEvent[]): Stretch {
  const sizeOf = new Map(state.ships.map((s) => [s.id, shipClassOf(state, s).size]));
  const sideOf = new Map([...state.ships, ...state.squadrons].map((u) => [u.id, u.side]));
  const { shipAt, squadronAt } = startingPlaces(state, recent);
  const paths: BoardPath[] = [];
  const attacks: BoardAttack[] = [];
  const results = new Map<string, BoardAttack['result']>();
  const wrecks: string[] = [];
  let acting: string | null = null;
  const refHex = (who: Attacker | Defender): Hex | null => {
    if (who.kind === 'squadron') return squadronAt.get(who.squadron) ?? null;
    const at = shipAt.get(who.ship);
    const size = sizeOf.get(who.ship);
    return at && size ? zonesAt(size, at)[who.zone] : null;
  };
  for (const e of recent) {
    switch (e.type) {
      case 'shipActivated':
        acting = e.ship;
        break;
      case 'shipManoeuvred': {
        const size = sizeOf.get(e.ship);
        paths.push({
          unit: e.ship,
          kind: 'ship',
          side: sideOf.get(e.ship) ?? '',
          hexes: e.path,
          from: size ? shipHexesAt(size, e.from) : [],
          speed: e.speed,
          moved: e.moved,
        });
        shipAt.set(e.ship, e.to);
        break;
      }
      case 'squadronMoved':
        paths.push({
          unit: e.squadron,
          kind: 'squadron',
          side: sideOf.get(e.squadron) ?? '',
          hexes: [e.from, e.to],
          from: [],
        });
        squadronAt.set(e.squadron, e.to);
        break;
      case 'squadronPlaced':
        squadronAt.set(e.squadron, e.hex);
        break;
      case 'attackDeclared': {
        const from = refHex(e.attacker);
        const to = refHex(e.defender);
        if (from && to)
          attacks.push({
            id: e.attack,
            kind: e.kind,
            attacker: e.attacker,
            defender: e.defender,
            from,
            to,
            band: e.band,
            distance: e.distance,
            obstructed: e.obstructed,
            result: null,
          });
        break;
      }
      case 'damageResolved':
        results.set(e.attack, resultOf(e));
        break;
      case 'shipDestroyed':
        wrecks.push(e.ship);
        break;
      case 'squadronDestroyed':
        wrecks.push(e.squadron);
        break;
      default:
        break;
    }
  }
  return { paths, attacks: attacks.map((a) => ({ ...a, result: results.get(a.id) ?? null })), wrecks, acting };
}

/** Every hex a board's picture must hold: units, paths, attacks, obstacles and objective tokens. */
export function fleetBoardHexes(board: FleetBoard): Hex[] {
  const shown = new Set(board.wrecks);
  const hexes = [
    ...board.ships.filter((s) => !s.destroyed || shown.has(s.id)).flatMap((s) => s.hexes),
    ...board.squadrons.filter((s) => !s.destroyed || shown.has(s.id)).map((s) => s.hex),
    ...board.paths.flatMap((p) => [...p.hexes, ...p.from]),
    ...board.attacks.flatMap((a) => [a.from, a.to]),
    ...board.objectives.filter((o) => !o.lost && o.carrier === null).map((o) => o.hex),
    ...(board.preview ? [...board.preview.path, ...board.preview.end] : []),
  ];
  const seen = new Set<string>();
  return hexes.filter((h) => (seen.has(hexKey(h)) ? false : (seen.add(hexKey(h)), true)));
}

/** What a ship's sheet shows (issue 43 deliverable 8): its class's numbers and its state now. */
export interface FleetShipSheet {
  readonly ship: BoardShip;
  readonly className: string;
  readonly points: number;
  readonly squadron: number;
  readonly engineering: number;
  readonly battery: Readonly<Record<HullZone, readonly [number, number, number]>>;
  readonly antiSquadron: readonly [number, number, number];
  /** Yaw clicks per joint, one row per speed from 1. */
  readonly speedChart: readonly (readonly number[])[];
}

export interface FleetSquadronSheet {
  readonly squadron: BoardSquadron;
  readonly className: string;
  readonly points: number;
  readonly speed: number;
  readonly antiSquadron: readonly [number, number, number];
  readonly battery: readonly [number, number, number];
  readonly keywords: readonly string[];
  readonly counter: number;
  readonly unique: boolean;
}

export function fleetShipSheet(state: FleetState, shipId: string): FleetShipSheet | null {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship) return null;
  const cls = shipClassOf(state, ship);
  return {
    ship: boardShip(state, ship),
    className: cls.name,
    points: cls.points,
    squadron: cls.squadron,
    engineering: cls.engineering,
    battery: cls.battery,
    antiSquadron: cls.antiSquadron,
    speedChart: cls.speedChart,
  };
}

export function fleetSquadronSheet(state: FleetState, squadronId: string): FleetSquadronSheet | null {
  const sq = state.squadrons.find((s) => s.id === squadronId);
  if (!sq) return null;
  const cls = squadronClassOf(state, sq);
  return {
    squadron: boardSquadron(state, sq),
    className: cls.name,
    points: cls.points,
    speed: cls.speed,
    antiSquadron: cls.antiSquadron,
    battery: cls.battery,
    keywords: cls.keywords,
    counter: cls.counter,
    unique: cls.unique,
  };
}
