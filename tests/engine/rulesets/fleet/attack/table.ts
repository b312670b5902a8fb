/**
 * Hand-built `fleet` states for the attack and geometry tests (the brief: table tests with scripted
 * dice, faces 1..8 in dice.ts order). A small catalog of our own test classes, ships and squadrons
 * placed by hex, an activation for the attacking ship, and the damage deck in a known order
 * (structural damage on top, so a faceup card changes nothing unless a test puts another first).
 */
import type { Facing, Hex } from '../../../../../src/engine/core/hex.js';
import { scriptedRng, seedRng } from '../../../../../src/engine/core/rng.js';
import type {
  DefenceTokenType,
  ShipClass,
  SquadronClass,
  SquadronClassInput,
} from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import { SquadronClassSchema } from '../../../../../src/engine/rulesets/fleet/data/schema.js';
import type {
  Activation,
  FleetShip,
  FleetSquadron,
  FleetState,
} from '../../../../../src/engine/rulesets/fleet/state.js';
import {
  damageDeck,
  makeActivation,
  makeShip,
  makeSquadron,
  readyTokens,
  shipClass,
  stateSkeleton,
} from '../../../../helpers/fleet-state.js';

/** Red faces (1-based, dice.ts order): 1-2 hit, 3-4 crit, 5 hit+hit, 6 accuracy, 7-8 blank. */
export const RED = { hit: 1, crit: 3, hitHit: 5, accuracy: 6, blank: 7 } as const;
/** Blue: 1-4 hit, 5-6 crit, 7-8 accuracy. */
export const BLUE = { hit: 1, crit: 5, accuracy: 7 } as const;
/** Black: 1-4 hit, 5-6 hit+crit, 7-8 blank. */
export const BLACK = { hit: 1, hitCrit: 5, blank: 7 } as const;

const ship = (over: Partial<ShipClass> & Pick<ShipClass, 'id' | 'size'>): ShipClass =>
  shipClass({
    name: over.id,
    faction: 'test',
    points: 50,
    hull: 6,
    command: 2,
    squadron: 2,
    engineering: 4,
    shields: { front: 3, right: 2, rear: 1, left: 2 },
    battery: { front: [2, 2, 2], right: [1, 1, 0], rear: [1, 0, 0], left: [1, 1, 0] },
    antiSquadron: [0, 1, 0],
    tokens: ['brace', 'redirect', 'evade'],
    speedChart: [[2], [1, 1], [0, 1, 1]],
    ...over,
  });

const squadron = (over: SquadronClassInput): SquadronClass => SquadronClassSchema.parse(over);

export const CATALOG = {
  ships: [
    ship({ id: 'cruiser', size: 'medium' }),
    ship({ id: 'frigate', size: 'small', hull: 4, tokens: ['evade', 'contain', 'salvo'] }),
    ship({ id: 'battleship', size: 'large', hull: 9, tokens: ['brace', 'brace', 'redirect', 'contain'] }),
    // Long-range guns only: red dice everywhere, for the range-colour tables.
    ship({
      id: 'gunboat',
      size: 'small',
      battery: { front: [2, 2, 2], right: [0, 0, 0], rear: [0, 0, 0], left: [0, 0, 0] },
      tokens: [],
    }),
    ship({ id: 'carrier', size: 'medium', antiSquadron: [1, 1, 0], tokens: [] }),
  ],
  squadrons: [
    squadron({
      id: 'fighter',
      name: 'Fighter',
      faction: 'test',
      points: 10,
      hull: 4,
      speed: 3,
      antiSquadron: [0, 3, 0],
      battery: [0, 1, 0],
    }),
    squadron({
      id: 'bomber',
      name: 'Bomber',
      faction: 'test',
      points: 10,
      hull: 4,
      speed: 3,
      antiSquadron: [0, 1, 0],
      battery: [0, 2, 0],
      keywords: ['bomber'],
    }),
    squadron({
      id: 'escort',
      name: 'Escort',
      faction: 'test',
      points: 10,
      hull: 4,
      speed: 3,
      antiSquadron: [0, 2, 0],
      battery: [0, 1, 0],
      keywords: ['escort'],
    }),
    squadron({
      id: 'guard',
      name: 'Guard',
      faction: 'test',
      points: 10,
      hull: 4,
      speed: 3,
      antiSquadron: [0, 2, 0],
      battery: [0, 1, 0],
      keywords: ['counter'],
      counter: 2,
    }),
    squadron({
      id: 'swarmer',
      name: 'Swarmer',
      faction: 'test',
      points: 10,
      hull: 4,
      speed: 3,
      antiSquadron: [0, 2, 0],
      battery: [0, 1, 0],
      keywords: ['swarm'],
    }),
    squadron({
      id: 'heavy',
      name: 'Heavy',
      faction: 'test',
      points: 10,
      hull: 5,
      speed: 2,
      antiSquadron: [0, 1, 0],
      battery: [0, 1, 0],
      keywords: ['heavy'],
    }),
    squadron({
      id: 'ace',
      name: 'Ace',
      faction: 'test',
      points: 20,
      hull: 4,
      speed: 4,
      antiSquadron: [0, 3, 0],
      battery: [0, 1, 0],
      tokens: ['brace', 'scatter'],
      unique: true,
    }),
  ],
};

export interface ShipSpec {
  readonly id: string;
  readonly side?: string;
  readonly class?: string;
  readonly at: Hex;
  readonly facing?: Facing;
  readonly speed?: number;
  readonly tokens?: readonly DefenceTokenType[];
  readonly shields?: Partial<FleetShip['shields']>;
  readonly commandTokens?: FleetShip['commandTokens'];
}

export interface SquadronSpec {
  readonly id: string;
  readonly side?: string;
  readonly class?: string;
  readonly at: Hex;
  readonly hull?: number;
}

export interface TableSpec {
  readonly ships: readonly ShipSpec[];
  readonly squadrons?: readonly SquadronSpec[];
  readonly obstacles?: FleetState['obstacles'];
  /** Scripted dice faces (1..8), or a seed string. */
  readonly dice?: readonly number[] | string;
  /** The ship being activated (its attack step), and anything else of its activation. */
  readonly active?: string;
  readonly activation?: Partial<Activation>;
  /** Cards on top of the damage deck, in order. */
  readonly deckTop?: readonly string[];
}

export function table(spec: TableSpec): FleetState {
  const ships: FleetShip[] = spec.ships.map((s) => {
    const cls = CATALOG.ships.find((c) => c.id === (s.class ?? 'cruiser')) as ShipClass;
    return makeShip(
      s.id,
      s.side ?? 'red',
      cls,
      { anchor: s.at, facing: s.facing ?? 0 },
      {
        speed: s.speed ?? 2,
        shields: { ...cls.shields, ...s.shields },
        tokens: readyTokens(s.tokens ?? cls.tokens),
        commandTokens: s.commandTokens ?? [],
      },
    );
  });
  const squadrons: FleetSquadron[] = (spec.squadrons ?? []).map((q) => {
    const cls = CATALOG.squadrons.find((c) => c.id === (q.class ?? 'fighter')) as SquadronClass;
    return makeSquadron(q.id, q.side ?? 'blue', cls, q.at, { hull: q.hull ?? cls.hull });
  });
  const top = spec.deckTop ?? ['structural-damage-1', 'structural-damage-2', 'structural-damage-3'];
  const active = spec.active ?? ships[0]?.id;
  return {
    ...stateSkeleton({
      scenario: 'test',
      catalog: CATALOG,
      board: { cols: 30, rows: 20 },
      sides: [
        { id: 'red', name: 'Red', faction: 'test' },
        { id: 'blue', name: 'Blue', faction: 'test' },
      ],
      ships,
      squadrons,
      deck: damageDeck(
        ships.map((s) => s.id),
        top,
      ),
      rng: typeof spec.dice === 'string' ? seedRng(spec.dice) : scriptedRng(spec.dice ?? []),
    }),
    activation: active ? makeActivation(active, { step: 'attack', ...spec.activation }) : null,
    obstacles: spec.obstacles ?? [],
    objectivePoints: {},
  };
}

export const hex = (q: number, r: number): Hex => ({ q, r });

export function must<T>(r: { ok: true; value: T } | { ok: false; error: { code: string } }): T {
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}`);
  return r.value;
}

export const codeOf = (r: { ok: boolean; error?: { code: string } }): string | undefined =>
  r.ok ? undefined : r.error?.code;
