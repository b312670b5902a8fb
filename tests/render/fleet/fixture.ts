/**
 * Hand-built `fleet` states for the picture tests (until setup.ts and assets/fleet scenarios exist):
 * a small catalog of our own classes, a 30 by 15 board, two sides, and a few moments: deployment (the
 * whole board), an activation mid-game (a move, a clear and an obstructed attack, squadrons, tokens
 * in every state, objective tokens) and the arcs of one ship.
 */
import type { Hex } from '../../../src/engine/core/hex.js';
import type { FleetEvent } from '../../../src/engine/rulesets/fleet/events.js';
import type { DefenceToken, FleetShip, FleetSquadron, FleetState } from '../../../src/engine/rulesets/fleet/state.js';
import type { FleetCatalog } from '../../../src/engine/rulesets/fleet/data/schema.js';
import { emptyDamageDeck, makeShip, makeSquadron, stateSkeleton } from '../../helpers/fleet-state.js';

/** A hex by its label's column and row ("0712": column 7, row 12). */
export const at = (col: number, row: number): Hex => ({ q: col, r: row - (col - (col & 1)) / 2 });

const arm = (red: number, blue: number, black: number): [number, number, number] => [red, blue, black];

export const CATALOG: FleetCatalog = {
  ships: [
    {
      id: 'lancer-frigate',
      name: 'Lancer Frigate',
      faction: 'concord',
      size: 'small',
      points: 45,
      hull: 4,
      command: 1,
      squadron: 1,
      engineering: 2,
      shields: { front: 2, right: 1, rear: 1, left: 1 },
      battery: { front: arm(1, 1, 0), right: arm(0, 1, 0), rear: arm(0, 1, 0), left: arm(0, 1, 0) },
      antiSquadron: arm(0, 2, 0),
      tokens: ['evade', 'evade', 'redirect'],
      speedChart: [[2], [1, 2], [0, 1, 2], [0, 1, 1, 2]],
    },
    {
      id: 'bastion-cruiser',
      name: 'Bastion Cruiser',
      faction: 'concord',
      size: 'medium',
      points: 80,
      hull: 6,
      command: 2,
      squadron: 2,
      engineering: 3,
      shields: { front: 3, right: 2, rear: 1, left: 2 },
      battery: { front: arm(2, 1, 0), right: arm(1, 1, 1), rear: arm(1, 0, 0), left: arm(1, 1, 1) },
      antiSquadron: arm(0, 1, 0),
      tokens: ['brace', 'redirect', 'evade'],
      speedChart: [[1], [1, 1], [0, 1, 1]],
    },
    {
      id: 'aegis-dreadnought',
      name: 'Aegis Dreadnought',
      faction: 'concord',
      size: 'large',
      points: 120,
      hull: 8,
      command: 3,
      squadron: 3,
      engineering: 4,
      shields: { front: 4, right: 3, rear: 2, left: 3 },
      battery: { front: arm(3, 2, 0), right: arm(2, 1, 1), rear: arm(1, 1, 0), left: arm(2, 1, 1) },
      antiSquadron: arm(0, 2, 0),
      tokens: ['brace', 'brace', 'redirect', 'contain'],
      speedChart: [[1], [0, 1]],
    },
    {
      id: 'reaver-corvette',
      name: 'Reaver Corvette',
      faction: 'horde',
      size: 'small',
      points: 40,
      hull: 3,
      command: 1,
      squadron: 1,
      engineering: 1,
      shields: { front: 1, right: 1, rear: 1, left: 1 },
      battery: { front: arm(1, 0, 1), right: arm(0, 0, 1), rear: arm(0, 0, 1), left: arm(0, 0, 1) },
      antiSquadron: arm(0, 1, 0),
      tokens: ['evade', 'salvo'],
      speedChart: [[2], [2, 2], [1, 1, 2], [0, 1, 1, 2]],
    },
    {
      id: 'ravager-carrier',
      name: 'Ravager Carrier',
      faction: 'horde',
      size: 'large',
      points: 110,
      hull: 7,
      command: 3,
      squadron: 4,
      engineering: 3,
      shields: { front: 3, right: 2, rear: 2, left: 2 },
      battery: { front: arm(2, 1, 0), right: arm(1, 1, 0), rear: arm(0, 1, 0), left: arm(1, 1, 0) },
      antiSquadron: arm(0, 2, 0),
      tokens: ['brace', 'redirect', 'redirect', 'salvo'],
      speedChart: [[1], [0, 1]],
    },
  ],
  squadrons: [
    {
      id: 'kestrel-wing',
      name: 'Kestrel Wing',
      faction: 'concord',
      points: 12,
      hull: 4,
      speed: 4,
      antiSquadron: arm(0, 3, 0),
      battery: arm(0, 1, 0),
      keywords: ['escort', 'counter'],
      counter: 1,
      tokens: [],
      unique: false,
    },
    {
      id: 'maul-bombers',
      name: 'Maul Bombers',
      faction: 'horde',
      points: 13,
      hull: 5,
      speed: 3,
      antiSquadron: arm(0, 1, 0),
      battery: arm(0, 1, 1),
      keywords: ['bomber', 'heavy'],
      counter: 0,
      tokens: [],
      unique: false,
    },
    {
      id: 'vex-ace',
      name: 'Vex the Quick',
      faction: 'horde',
      points: 20,
      hull: 4,
      speed: 5,
      antiSquadron: arm(0, 4, 0),
      battery: arm(0, 1, 0),
      keywords: ['swarm'],
      counter: 0,
      tokens: ['evade', 'scatter'],
      unique: true,
    },
  ],
};

const tokens = (...specs: (string | [string, 'ready' | 'exhausted' | 'discarded'])[]): DefenceToken[] =>
  specs.map((s) =>
    typeof s === 'string'
      ? ({ type: s, state: 'ready' } as DefenceToken)
      : ({ type: s[0], state: s[1] } as DefenceToken),
  );

function ship(
  id: string,
  side: string,
  name: string,
  cls: string,
  anchor: Hex,
  facing: 0 | 1 | 2 | 3 | 4 | 5,
  more: Partial<FleetShip> = {},
): FleetShip {
  const c = CATALOG.ships.find((x) => x.id === cls);
  if (!c) throw new Error(cls);
  return makeShip(id, side, c, { anchor, facing }, { name, ...more });
}

function squadron(
  id: string,
  side: string,
  name: string,
  cls: string,
  hex: Hex,
  more: Partial<FleetSquadron> = {},
): FleetSquadron {
  const c = CATALOG.squadrons.find((x) => x.id === cls);
  if (!c) throw new Error(cls);
  return makeSquadron(id, side, c, hex, { name, ...more });
}

function base(
  ships: FleetShip[],
  squadrons: FleetSquadron[],
  cards: Record<string, { id: string; faceup: boolean }[]> = {},
): FleetState {
  return {
    ...stateSkeleton({
      scenario: 'test-skirmish',
      catalog: CATALOG,
      board: { cols: 30, rows: 15 },
      sides: [
        { id: 'concord', name: 'Concord', faction: 'concord' },
        { id: 'horde', name: 'Horde', faction: 'horde' },
      ],
      ships,
      squadrons,
      deck: emptyDamageDeck(cards),
      rng: { seed: 1, calls: 0 } as unknown as FleetState['rng'],
    }),
    dials: Object.fromEntries(ships.map((s) => [s.id, []])),
  };
}

const sealed = (n: number) => Array.from({ length: n }, () => 'sealed' as const);

/** Round 1, Command Phase done: both fleets on their edges of the whole 30 by 15 board. */
export function deployment(): { state: FleetState; recent: FleetEvent[] } {
  const ships = [
    ship('aegis', 'concord', 'Aegis Resolute', 'aegis-dreadnought', at(4, 8), 2),
    ship('bastion', 'concord', 'Bastion Dawn', 'bastion-cruiser', at(4, 4), 2),
    ship('lancer', 'concord', 'Swift Lancer', 'lancer-frigate', at(3, 12), 1),
    ship('ravager', 'horde', 'Ravager Maw', 'ravager-carrier', at(27, 8), 5),
    ship('reaver', 'horde', 'Red Reaver', 'reaver-corvette', at(27, 3), 4),
  ];
  const squadrons = [
    squadron('k1', 'concord', 'Kestrel One', 'kestrel-wing', at(6, 10)),
    squadron('k2', 'concord', 'Kestrel Two', 'kestrel-wing', at(6, 6)),
    squadron('m1', 'horde', 'Maul One', 'maul-bombers', at(25, 10)),
    squadron('vex', 'horde', 'Vex', 'vex-ace', at(25, 6)),
  ];
  const state: FleetState = {
    ...base(ships, squadrons),
    dials: { aegis: sealed(3), bastion: sealed(2), lancer: sealed(1), ravager: sealed(3), reaver: sealed(1) },
    obstacles: [
      { kind: 'asteroids', hex: at(12, 5) },
      { kind: 'asteroids', hex: at(13, 5) },
      { kind: 'debris', hex: at(16, 11) },
      { kind: 'station', hex: at(15, 8) },
    ],
    objective: { kind: 'hold', tokens: [at(10, 8), at(20, 8)], points: 20, fromRound: 2 },
    objectiveTokens: [
      { id: 'o1', hex: at(10, 8), carrier: null, lost: false },
      { id: 'o2', hex: at(20, 8), carrier: null, lost: false },
    ],
  };
  return { state, recent: [{ type: 'phaseStarted', phase: 'ship', round: 1 }] };
}

/**
 * Round 3, Ship Phase: the Bastion Dawn attacked the Ravager Maw (clear) and the Maul bombers
 * (obstructed by asteroids), then manoeuvred at speed 2 with a veer; squadrons in close, tokens ready,
 * exhausted and gone, command tokens held, damage cards faceup.
 */
export function activation(): { state: FleetState; recent: FleetEvent[] } {
  const ships = [
    ship('bastion', 'concord', 'Bastion Dawn', 'bastion-cruiser', at(13, 6), 1, {
      speed: 2,
      activated: true,
      shields: { front: 2, right: 2, rear: 1, left: 0 },
      tokens: tokens('brace', ['redirect', 'exhausted'], 'evade'),
      commandTokens: ['navigate', 'repair'],
    }),
    ship('aegis', 'concord', 'Aegis Resolute', 'aegis-dreadnought', at(10, 10), 1, {
      speed: 1,
      shields: { front: 4, right: 1, rear: 2, left: 3 },
      tokens: tokens(['brace', 'discarded'], 'brace', ['redirect', 'exhausted'], 'contain'),
      commandTokens: ['concentrate'],
    }),
    ship('ravager', 'horde', 'Ravager Maw', 'ravager-carrier', at(18, 5), 4, {
      speed: 1,
      shields: { front: 1, right: 0, rear: 2, left: 2 },
      tokens: tokens(['brace', 'exhausted'], 'redirect', ['redirect', 'discarded'], 'salvo'),
      activated: true,
    }),
    ship('reaver', 'horde', 'Red Reaver', 'reaver-corvette', at(17, 11), 5, {
      speed: 3,
      shields: { front: 1, right: 1, rear: 0, left: 1 },
      tokens: tokens(['evade', 'exhausted'], 'salvo'),
    }),
  ];
  const squadrons = [
    squadron('k1', 'concord', 'Kestrel One', 'kestrel-wing', at(14, 8), { activated: true, hull: 3 }),
    squadron('k2', 'concord', 'Kestrel Two', 'kestrel-wing', at(12, 4)),
    squadron('m1', 'horde', 'Maul One', 'maul-bombers', at(11, 3), { hull: 2 }),
    squadron('vex', 'horde', 'Vex', 'vex-ace', at(15, 4), { tokens: tokens(['evade', 'exhausted'], 'scatter') }),
  ];
  const state: FleetState = {
    ...base(ships, squadrons, {
      ravager: [
        { id: 'structural-damage-1', faceup: false },
        { id: 'thruster-damage-2', faceup: true },
      ],
      aegis: [
        { id: 'structural-damage-2', faceup: false },
        { id: 'structural-damage-3', faceup: false },
        { id: 'sensor-damage-1', faceup: true },
      ],
    }),
    round: 3,
    phase: 'ship',
    toAct: 'horde',
    dials: { bastion: sealed(1), aegis: sealed(3), ravager: sealed(2), reaver: sealed(1) },
    obstacles: [
      { kind: 'asteroids', hex: at(11, 5) },
      { kind: 'debris', hex: at(8, 6) },
    ],
    objective: { kind: 'salvage', tokens: [at(16, 13), at(20, 9)], points: 15 },
    objectiveTokens: [
      { id: 's1', hex: at(16, 13), carrier: null, lost: false },
      { id: 's2', hex: at(20, 9), carrier: 'ravager', lost: false },
    ],
    objectivePoints: { concord: 0, horde: 0 },
  };
  const from = { anchor: at(11, 7), facing: 0 as const };
  const withRavager = {
    ...state,
    ships: state.ships.map((s) => (s.id === 'ravager' ? { ...s, salvage: 1 } : s)),
  };
  const recent: FleetEvent[] = [
    { type: 'shipActivated', ship: 'bastion', dial: 'concentrate', use: 'command' },
    {
      type: 'attackDeclared',
      attack: 'a7',
      kind: 'normal',
      attacker: { kind: 'ship', ship: 'bastion', zone: 'right' },
      defender: { kind: 'ship', ship: 'ravager', zone: 'left' },
      band: 'medium',
      distance: 3,
      obstructed: false,
      dropped: null,
    },
    {
      type: 'damageResolved',
      attack: 'a7',
      defender: { kind: 'ship', ship: 'ravager', zone: 'left' },
      total: 4,
      braced: false,
      shieldsLost: { right: 2 },
      cards: 2,
      hullLost: 0,
      critical: true,
    },
    {
      type: 'attackDeclared',
      attack: 'a8',
      kind: 'normal',
      attacker: { kind: 'ship', ship: 'bastion', zone: 'front' },
      defender: { kind: 'squadron', squadron: 'm1' },
      band: 'long',
      distance: 4,
      obstructed: true,
      dropped: 'red',
    },
    {
      type: 'damageResolved',
      attack: 'a8',
      defender: { kind: 'squadron', squadron: 'm1' },
      total: 2,
      braced: false,
      shieldsLost: {},
      cards: 0,
      hullLost: 2,
      critical: false,
    },
    {
      type: 'shipManoeuvred',
      ship: 'bastion',
      from,
      to: { anchor: at(13, 6), facing: 1 },
      path: [at(11, 7), at(11, 6), at(12, 5)],
      speed: 2,
      moved: 2,
      veers: [1, 0],
    },
  ];
  // The Bastion stood at 1107 facing N when it fired: its right zone's hex was its front hex there.
  return { state: withRavager, recent };
}
