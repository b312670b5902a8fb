/**
 * What a `skirmish` picture draws (issue 44; other-systems.md 4.5 "Rendering"): the board and its
 * terrain by kind and height; objectives with their controller, each side's level of control and the
 * 3-hex control area; every unit's placed models with the unit's short tag ("S1": the datasheet's
 * initial and its number among the game's units of that initial), wounded models, large bases (the
 * hex and its six neighbours, core/footprint.ts FLOWER), characters; battle-shocked units; coherency
 * links (each model to its nearest unit mate within 2); engaged pairs of enemy units (within 2 hexes
 * across and 5 up or down: the brief's engagement range); this stretch's moves (`unitMoved`,
 * `unitArrived`, `modelAdjusted`: each model's from and to), attacks (`attackDeclared` and what the
 * hits, wounds and damage did) drawn between the closest models where the units stood when declared,
 * charges (succeeded or failed, with the roll); the side panel's round, turn, phase, CP and VP, and
 * the units still to act this phase. Also a unit's sheet (its datasheet's profiles and weapons and its
 * state now). Pure: ids and numbers only, the renderer and the table put words on them.
 *
 * Every rule it shows is the engine's own: bases, engagement range and coherency from geometry/,
 * objective range and levels of control from score/, and the units still to act from queries.ts
 * `skirmishTasks` (the engine's word on what each awaited side's units may still do), so the picture
 * never tells a player anything the rules would not.
 */
import { occupiedHexes } from '../../core/footprint.js';
import { type Hex, hexDistance, hexKey } from '../../core/hex.js';
import type { DiceValue, ModelKeyword, TerrainKind, UnitAbilities, Weapon } from './data/schema.js';
import type { SkirmishEvent } from './events.js';
import {
  COHERENCY,
  baseAt,
  inEngagementRange,
  modelDistance,
  modelHexes,
  onBoard,
  onTable,
  placedModels,
  profileOf,
  unitById,
  unitsEngaged,
} from './geometry/index.js';
import { skirmishAwaiting, skirmishTasks } from './queries.js';
import { OBJECTIVE_RANGE, levelsOfControl } from './score/index.js';
import type { Movement, Phase, SkirmishModel, SkirmishState, SkirmishUnit } from './state.js';

export interface BoardModel {
  readonly n: number;
  readonly profile: string;
  /** Its (centre) hex, and every hex its base covers (seven for a large base). */
  readonly hex: Hex;
  readonly hexes: readonly Hex[];
  readonly wounds: number;
  readonly maxWounds: number;
  /** Wounds below its profile's. */
  readonly wounded: boolean;
  readonly large: boolean;
  readonly character: boolean;
}

export interface BoardUnit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  readonly datasheet: string;
  /** Short and unique in the game: the datasheet name's initial and a number ("S1", "S2", "P1"). */
  readonly tag: string;
  /** Living models on the table, in model order (none in reserve or once destroyed). */
  readonly models: readonly BoardModel[];
  readonly startingModels: number;
  readonly shocked: boolean;
  readonly reserve: boolean;
  readonly destroyed: boolean;
  readonly movement: Movement | null;
  readonly shot: boolean;
  readonly charged: boolean;
  readonly fought: boolean;
}

export interface BoardTerrain {
  readonly kind: TerrainKind;
  readonly height: number;
  readonly hexes: readonly Hex[];
}

export interface BoardObjective {
  readonly id: string;
  readonly hex: Hex;
  readonly value: number;
  readonly controller: string | null;
  /** Each side's level of control now: the OC of its models in range (a shocked unit's count 0). */
  readonly levels: Readonly<Record<string, number>>;
  /** The hexes within 3 of the marker, on the board: the renderer outlines them (the control ring). */
  readonly area: readonly Hex[];
}

/** A coherency link: a model to its nearest mate of the same unit within 2. */
export interface BoardLink {
  readonly unit: string;
  readonly a: Hex;
  readonly b: Hex;
}

/** Two enemy units in engagement range, and their closest models' hexes (where the mark goes). */
export interface BoardEngagement {
  readonly units: readonly [string, string];
  readonly a: Hex;
  readonly b: Hex;
}

export interface BoardMove {
  readonly unit: string;
  readonly side: string;
  readonly movement: 'normal' | 'advance' | 'fallBack' | 'arrived' | 'charge' | 'heroic' | 'pileIn' | 'adjust';
  /** Each model's hex before (null: it came from reserve) and after. */
  readonly steps: readonly { readonly model: number; readonly from: Hex | null; readonly to: Hex }[];
}

export interface BoardAttack {
  readonly id: string;
  readonly kind: 'shooting' | 'fight' | 'overwatch';
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  /** The weapon's name as the catalog has it (the table may translate it by id). */
  readonly weaponName: string;
  /** The closest attacking and target models' hexes when it was declared (null: none left to show). */
  readonly from: Hex | null;
  readonly to: Hex | null;
  readonly models: number;
  readonly attacks: number;
  /** Hits and wounds once rolled, and models slain and wounds lost once resolved (null before). */
  readonly hits: number | null;
  readonly wounds: number | null;
  readonly slain: number | null;
  readonly woundsLost: number | null;
}

export interface BoardCharge {
  readonly unit: string;
  readonly side: string;
  readonly targets: readonly string[];
  /** The 2D6 rolled (after a reroll), when rolled. */
  readonly roll: number | null;
  readonly succeeded: boolean;
  readonly reason: 'noTarget' | 'cannotReach' | 'declined' | null;
}

export interface BoardSide {
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  readonly edge: 'north' | 'south';
  /** Its deployment zone's first and last row (hex-label rows). */
  readonly deployment: { readonly fromRow: number; readonly toRow: number };
  readonly cp: number;
  readonly vp: number;
}

export interface SkirmishBoard {
  readonly board: { readonly cols: number; readonly rows: number };
  readonly sides: readonly BoardSide[];
  readonly round: number;
  readonly rounds: number;
  readonly active: string;
  readonly phase: Phase;
  readonly units: readonly BoardUnit[];
  readonly terrain: readonly BoardTerrain[];
  readonly objectives: readonly BoardObjective[];
  readonly links: readonly BoardLink[];
  readonly engagements: readonly BoardEngagement[];
  readonly moves: readonly BoardMove[];
  readonly attacks: readonly BoardAttack[];
  readonly charges: readonly BoardCharge[];
  /** The units the rules still wait on (queries.ts `skirmishTasks` of each awaited side: a non-empty `can`), in unit order. */
  readonly toAct: readonly string[];
  /** Units destroyed this stretch. */
  readonly destroyed: readonly string[];
  readonly outcome: SkirmishState['outcome'];
}

/** The hexes a model's base covers about `at` (geometry's base; alive or not: where it stood then). */
const baseHexes = (state: SkirmishState, unit: SkirmishUnit, model: SkirmishModel, at: Hex): Hex[] =>
  occupiedHexes(baseAt(state, unit, model, at));

/** Each unit's short tag: the datasheet name's initial (A-Z, else U) and its number among that initial's units. */
export function skirmishUnitTags(state: SkirmishState): Map<string, string> {
  const counts = new Map<string, number>();
  const tags = new Map<string, string>();
  for (const unit of state.units) {
    const name = state.catalog.datasheets[unit.datasheet]?.name ?? unit.name;
    const initial = /[A-Za-z]/.exec(name)?.[0]?.toUpperCase() ?? 'U';
    const n = (counts.get(initial) ?? 0) + 1;
    counts.set(initial, n);
    tags.set(unit.id, `${initial}${n}`);
  }
  return tags;
}

function boardUnit(state: SkirmishState, unit: SkirmishUnit, tag: string): BoardUnit {
  const models = unit.destroyed
    ? []
    : unit.models.flatMap((m) => {
        if (!m.alive || m.hex === null) return [];
        const p = profileOf(state, unit, m);
        const large = p.base === 'large';
        return [
          {
            n: m.n,
            profile: m.profile,
            hex: m.hex,
            hexes: modelHexes(state, unit, m),
            wounds: m.wounds,
            maxWounds: p.wounds,
            wounded: m.wounds < p.wounds,
            large,
            character: p.keywords.includes('character'),
          },
        ];
      });
  return {
    id: unit.id,
    side: unit.side,
    name: unit.name,
    datasheet: unit.datasheet,
    tag,
    models,
    startingModels: unit.models.length,
    shocked: unit.shocked,
    reserve: unit.reserve,
    destroyed: unit.destroyed,
    movement: unit.movement,
    shot: unit.shot,
    charged: unit.charged,
    fought: unit.fought,
  };
}

/** The least distance between two bases, and the pair of hexes it is between. */
function closest(a: readonly Hex[], b: readonly Hex[]): { d: number; a: Hex; b: Hex } | null {
  let best: { d: number; a: Hex; b: Hex } | null = null;
  for (const x of a)
    for (const y of b) {
      const d = hexDistance(x, y);
      if (!best || d < best.d) best = { d, a: x, b: y };
    }
  return best;
}

/** Each model to its nearest mate within coherency (geometry COHERENCY, between bases), each pair once. */
function coherencyLinks(state: SkirmishState): BoardLink[] {
  const links: BoardLink[] = [];
  for (const unit of state.units) {
    if (unit.destroyed) continue;
    const models = placedModels(unit);
    const seen = new Set<string>();
    for (const m of models) {
      let best: { d: number; other: (typeof models)[number] } | null = null;
      for (const o of models) {
        if (o.n === m.n) continue;
        const d = modelDistance(state, unit, m, unit, o);
        if (d <= COHERENCY && (!best || d < best.d)) best = { d, other: o };
      }
      if (!best) continue;
      const key = [m.n, best.other.n].sort((x, y) => x - y).join('-');
      if (seen.has(key)) continue;
      seen.add(key);
      links.push({ unit: unit.id, a: m.hex, b: best.other.hex });
    }
  }
  return links;
}

/**
 * Enemy units in engagement range (geometry `unitsEngaged`), each pair once, marked between the
 * models whose bases hold the closest pair of hexes within engagement range (`inEngagementRange`).
 */
function engagements(state: SkirmishState): BoardEngagement[] {
  const units = state.units.filter(onTable);
  const pairs: BoardEngagement[] = [];
  units.forEach((u, i) => {
    for (const v of units.slice(i + 1)) {
      if (u.side === v.side || !unitsEngaged(state, u, v)) continue;
      let best: { d: number; a: Hex; b: Hex } | null = null;
      for (const m of placedModels(u))
        for (const o of placedModels(v))
          for (const x of modelHexes(state, u, m))
            for (const y of modelHexes(state, v, o)) {
              if (!inEngagementRange(state, x, y)) continue;
              const d = hexDistance(x, y);
              if (!best || d < best.d) best = { d, a: m.hex, b: o.hex };
            }
      if (best) pairs.push({ units: [u.id, v.id], a: best.a, b: best.b });
    }
  });
  return pairs;
}

/** The hexes within objective range (score OBJECTIVE_RANGE) of the marker, on the board (geometry `onBoard`). */
function objectiveArea(state: SkirmishState, hex: Hex): Hex[] {
  const area: Hex[] = [];
  for (let dq = -OBJECTIVE_RANGE; dq <= OBJECTIVE_RANGE; dq++)
    for (let dr = -OBJECTIVE_RANGE; dr <= OBJECTIVE_RANGE; dr++) {
      const h = { q: hex.q + dq, r: hex.r + dr };
      if (hexDistance(h, hex) <= OBJECTIVE_RANGE && onBoard(state, h)) area.push(h);
    }
  return area;
}

/**
 * The units still to act, as the rules have it: for each side the engine awaits (queries.ts
 * `skirmishAwaiting`), its `skirmishTasks` with something it `can` do; in unit order. None once the
 * game is over.
 */
function stillToAct(state: SkirmishState): string[] {
  const waiting = new Set(
    skirmishAwaiting(state).sides.flatMap((side) =>
      skirmishTasks(state, side)
        .filter((t) => t.can.length > 0)
        .map((t) => t.unit),
    ),
  );
  return state.units.filter((u) => waiting.has(u.id)).map((u) => u.id);
}

type Places = Map<string, Map<number, Hex>>;

function placesNow(state: SkirmishState): Places {
  return new Map(
    state.units.map((u) => [
      u.id,
      new Map(u.models.flatMap((m) => (m.alive && m.hex ? [[m.n, m.hex] as [number, Hex]] : []))),
    ]),
  );
}

/** Where each model stood at the stretch's start: the moves walked back from where they stand now. */
function startingPlaces(state: SkirmishState, recent: readonly SkirmishEvent[]): Places {
  const places = placesNow(state);
  const put = (unit: string, model: number, hex: Hex | null) => {
    const models = places.get(unit) ?? new Map<number, Hex>();
    if (hex) models.set(model, hex);
    else models.delete(model);
    places.set(unit, models);
  };
  for (const e of [...recent].reverse()) {
    if (e.type === 'unitMoved' || e.type === 'unitArrived') for (const s of e.steps) put(e.unit, s.model, s.from);
    if (e.type === 'modelAdjusted') put(e.unit, e.model, e.from);
  }
  return places;
}

/** An attack as declared, between the closest models of the two units where they stand then. */
function declared(
  state: SkirmishState,
  e: Extract<SkirmishEvent, { type: 'attackDeclared' }>,
  places: Places,
): BoardAttack {
  // Each placed model's base where it stood then, with its own hex (a large base's centre).
  const basesOf = (id: string): { at: Hex; hexes: Hex[] }[] => {
    const unit = unitById(state, id);
    if (!unit) return [];
    return [...(places.get(id) ?? new Map<number, Hex>())].flatMap(([n, at]) => {
      const model = unit.models.find((m) => m.n === n);
      return model ? [{ at, hexes: baseHexes(state, unit, model, at) }] : [];
    });
  };
  const attacker = basesOf(e.attacker);
  const target = basesOf(e.target);
  const pair = closest(
    attacker.flatMap((b) => b.hexes),
    target.flatMap((b) => b.hexes),
  );
  // The model's own hex whose base holds the closest hex.
  const centre = (bases: readonly { at: Hex; hexes: Hex[] }[], hex: Hex | undefined): Hex | null => {
    if (!hex) return null;
    return bases.find((b) => b.hexes.some((h) => hexKey(h) === hexKey(hex)))?.at ?? hex;
  };
  return {
    id: e.attack,
    kind: e.kind,
    attacker: e.attacker,
    target: e.target,
    weapon: e.weapon,
    weaponName: state.catalog.weapons[e.weapon]?.name ?? e.weapon,
    from: centre(attacker, pair?.a),
    to: centre(target, pair?.b),
    models: e.models,
    attacks: e.attacks,
    hits: null,
    wounds: null,
    slain: null,
    woundsLost: null,
  };
}

interface Stretch {
  readonly moves: BoardMove[];
  readonly attacks: BoardAttack[];
  readonly charges: BoardCharge[];
  readonly destroyed: string[];
}

/** The stretch walked forward from the starting places: each attack drawn where the units stood when declared. */
function stretchOf(state: SkirmishState, recent: readonly SkirmishEvent[]): Stretch {
  const sideOf = new Map(state.units.map((u) => [u.id, u.side]));
  const places = startingPlaces(state, recent);
  const moves: BoardMove[] = [];
  const attacks = new Map<string, BoardAttack>();
  const destroyed: string[] = [];
  const patch = (id: string, over: Partial<BoardAttack>) => {
    const a = attacks.get(id);
    if (a) attacks.set(id, { ...a, ...over });
  };
  const slay = (unit: string, model: number | null) => {
    if (model !== null) places.get(unit)?.delete(model);
  };
  for (const e of recent) {
    switch (e.type) {
      case 'unitMoved':
      case 'unitArrived': {
        const movement = e.type === 'unitArrived' ? 'arrived' : e.movement;
        moves.push({ unit: e.unit, side: sideOf.get(e.unit) ?? '', movement, steps: e.steps });
        for (const s of e.steps) places.get(e.unit)?.set(s.model, s.to);
        break;
      }
      case 'modelAdjusted':
        moves.push({
          unit: e.unit,
          side: sideOf.get(e.unit) ?? '',
          movement: 'adjust',
          steps: [{ model: e.model, from: e.from, to: e.to }],
        });
        places.get(e.unit)?.set(e.model, e.to);
        break;
      case 'attackDeclared':
        attacks.set(e.attack, declared(state, e, places));
        break;
      case 'hitsRolled':
        patch(e.attack, { hits: e.hits });
        break;
      case 'woundsRolled':
        patch(e.attack, { wounds: e.wounds });
        break;
      case 'attackResolved':
        patch(e.attack, { slain: e.slain, woundsLost: e.woundsLost });
        break;
      case 'savesRolled': {
        const target = [...attacks.values()].find((a) => a.id === e.attack)?.target;
        if (target) for (const s of e.saves) if (s.slain) slay(target, s.model);
        break;
      }
      case 'mortalWoundsInflicted':
        if (e.slain) slay(e.unit, e.model);
        break;
      case 'unitDestroyed':
        destroyed.push(e.unit);
        break;
      default:
        break;
    }
  }
  return { moves, attacks: [...attacks.values()], charges: chargesOf(state, recent), destroyed };
}

/** The stretch's charges: the roll (after a reroll), the targets, and whether it succeeded. */
function chargesOf(state: SkirmishState, recent: readonly SkirmishEvent[]): BoardCharge[] {
  const sideOf = new Map(state.units.map((u) => [u.id, u.side]));
  const charges = new Map<string, BoardCharge>();
  const chargeOf = (unit: string): BoardCharge =>
    charges.get(unit) ?? {
      unit,
      side: sideOf.get(unit) ?? '',
      targets: [],
      roll: null,
      succeeded: false,
      reason: null,
    };
  for (const e of recent) {
    if (e.type === 'chargeRolled') charges.set(e.unit, { ...chargeOf(e.unit), roll: e.total });
    if (e.type === 'rollRerolled' && e.kind === 'charge') charges.set(e.unit, { ...chargeOf(e.unit), roll: e.after });
    if (e.type === 'chargeTargetsChosen') charges.set(e.unit, { ...chargeOf(e.unit), targets: e.targets });
    if (e.type === 'chargeSucceeded')
      charges.set(e.unit, { ...chargeOf(e.unit), targets: e.targets, succeeded: true, reason: null });
    if (e.type === 'chargeFailed') charges.set(e.unit, { ...chargeOf(e.unit), succeeded: false, reason: e.reason });
  }
  return [...charges.values()];
}

/** The board for a picture after `recent` (this stretch's events): units as they stand now, the stretch's moves, attacks and charges. */
export function skirmishBoardView(state: SkirmishState, recent: readonly SkirmishEvent[]): SkirmishBoard {
  const tags = skirmishUnitTags(state);
  const units = state.units.map((u) => boardUnit(state, u, tags.get(u.id) ?? u.id));
  const { moves, attacks, charges, destroyed } = stretchOf(state, recent);
  return {
    board: state.board,
    sides: state.sides.map((s) => ({
      id: s.id,
      name: s.name,
      faction: s.faction,
      edge: s.edge,
      deployment: s.deployment,
      cp: state.cp[s.id] ?? 0,
      vp: state.vp[s.id] ?? 0,
    })),
    round: state.round,
    rounds: state.rounds,
    active: state.active,
    phase: state.phase,
    units,
    terrain: state.terrain.map((t) => ({ kind: t.kind, height: t.height, hexes: t.hexes })),
    objectives: state.objectives.map((o) => ({
      id: o.id,
      hex: o.hex,
      value: o.value,
      controller: o.controller,
      levels: levelsOfControl(state, o),
      area: objectiveArea(state, o.hex),
    })),
    links: coherencyLinks(state),
    engagements: engagements(state),
    moves,
    attacks,
    charges,
    toAct: stillToAct(state),
    destroyed,
    outcome: state.outcome,
  };
}

/** A weapon ability as the sheet lists it: its name and its number, if it has one. */
export interface SheetAbility {
  readonly ability: string;
  readonly value?: number;
  /** Anti-X: the keyword. */
  readonly keyword?: ModelKeyword;
}

export interface SheetWeapon {
  readonly id: string;
  readonly name: string;
  readonly kind: 'ranged' | 'melee';
  readonly range: number;
  readonly attacks: DiceValue;
  readonly skill: number;
  readonly strength: number;
  readonly ap: number;
  readonly damage: DiceValue;
  readonly abilities: readonly SheetAbility[];
}

/** One model profile's line: M T Sv InSv W Ld OC FNP, and how many of it are left of how many. */
export interface SheetProfile {
  readonly id: string;
  readonly name: string;
  readonly alive: number;
  readonly count: number;
  readonly move: number;
  readonly toughness: number;
  readonly save: number;
  readonly invulnerable: number | null;
  readonly wounds: number;
  readonly leadership: number;
  readonly control: number;
  readonly feelNoPain: number | null;
  readonly base: 'single' | 'large';
  readonly keywords: readonly ModelKeyword[];
  readonly weapons: readonly string[];
}

export interface SkirmishUnitSheet {
  readonly unit: BoardUnit;
  readonly datasheetName: string;
  readonly role: string;
  readonly points: number;
  readonly abilities: UnitAbilities;
  readonly profiles: readonly SheetProfile[];
  /** Every model: wounds left of its profile's, alive or slain. */
  readonly models: readonly {
    readonly n: number;
    readonly profile: string;
    readonly wounds: number;
    readonly maxWounds: number;
    readonly alive: boolean;
  }[];
  readonly weapons: readonly SheetWeapon[];
  readonly status: {
    readonly shocked: boolean;
    readonly reserve: boolean;
    readonly destroyed: boolean;
    readonly movement: Movement | null;
    readonly shot: boolean;
    readonly chargeDeclared: boolean;
    readonly charged: boolean;
    readonly fought: boolean;
  };
}

const ABILITY_ORDER = [
  'assault',
  'heavy',
  'pistol',
  'rapidFire',
  'melta',
  'torrent',
  'sustainedHits',
  'lethalHits',
  'twinLinked',
  'anti',
  'devastatingWounds',
  'lance',
] as const;

function sheetAbilities(weapon: Weapon): SheetAbility[] {
  const a = weapon.abilities;
  return ABILITY_ORDER.flatMap<SheetAbility>((key) => {
    const value = a[key];
    if (value === undefined || value === false) return [];
    if (key === 'anti' && typeof value === 'object')
      return [{ ability: key, value: value.threshold, keyword: value.keyword }];
    return typeof value === 'number' ? [{ ability: key, value }] : [{ ability: key }];
  });
}

/** What a unit's sheet shows: its datasheet's profiles and weapons, its models' wounds and its state now. */
export function skirmishUnitSheet(state: SkirmishState, unitId: string): SkirmishUnitSheet | null {
  const unit = unitById(state, unitId);
  const sheet = unit && state.catalog.datasheets[unit.datasheet];
  if (!unit || !sheet) return null;
  const tag = skirmishUnitTags(state).get(unit.id) ?? unit.id;
  const weaponIds = [...new Set(sheet.models.flatMap((p) => p.weapons))];
  return {
    unit: boardUnit(state, unit, tag),
    datasheetName: sheet.name,
    role: sheet.role,
    points: sheet.points,
    abilities: sheet.abilities,
    profiles: sheet.models.map((p) => ({
      id: p.id,
      name: p.name,
      alive: unit.models.filter((m) => m.profile === p.id && m.alive).length,
      count: unit.models.filter((m) => m.profile === p.id).length,
      move: p.move,
      toughness: p.toughness,
      save: p.save,
      invulnerable: p.invulnerable,
      wounds: p.wounds,
      leadership: p.leadership,
      control: p.control,
      feelNoPain: p.feelNoPain,
      base: p.base,
      keywords: p.keywords,
      weapons: p.weapons,
    })),
    models: unit.models.map((m) => ({
      n: m.n,
      profile: m.profile,
      wounds: m.wounds,
      maxWounds: profileOf(state, unit, m).wounds,
      alive: m.alive,
    })),
    weapons: weaponIds.flatMap((id) => {
      const w = state.catalog.weapons[id];
      return w
        ? [
            {
              id: w.id,
              name: w.name,
              kind: w.kind,
              range: w.range,
              attacks: w.attacks,
              skill: w.skill,
              strength: w.strength,
              ap: w.ap,
              damage: w.damage,
              abilities: sheetAbilities(w),
            },
          ]
        : [];
    }),
    status: {
      shocked: unit.shocked,
      reserve: unit.reserve,
      destroyed: unit.destroyed,
      movement: unit.movement,
      shot: unit.shot,
      chargeDeclared: unit.chargeDeclared,
      charged: unit.charged,
      fought: unit.fought,
    },
  };
}
