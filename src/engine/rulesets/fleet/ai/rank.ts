/**
 * How an AI player ranks `fleet`'s commands (issue 18, the easy level; issue 43): attack when it can
 * (with the attack effects that add or reroll dice first), then the moment's decisions (dials,
 * revealing, repairs, orders, tokens), then moves, the ones that end nearer an enemy first; end a
 * step (`done`) or place a displaced squadron only when nothing better is legal. Never concede, and
 * never send a whole turn card (`plan`): the AI gives single commands.
 */
import { hexDistance } from '../../../core/hex.js';
import { bestSpend, legalSpends, spendId } from '../attack/options.js';
import type { FleetCommand } from '../commands.js';
import { damageCount } from '../damage/deck.js';
import { HULL_ZONES, type FleetCommandName } from '../data/schema.js';
import { baseAt, liveShips, liveSquadrons, shipClassOf, shipHexes } from '../geometry/base.js';
import { baseOnBoard } from '../movement/board.js';
import { plotCourse } from '../movement/course.js';
import { occupiedHexes } from '../../../core/footprint.js';
import type { FleetShip, FleetState } from '../state.js';
import { gap, FACING_REACH } from './measure.js';
import { REPAIR_COST } from '../damage/repair.js';

const ATTACK = 5;
const EFFECTS = 4;
const DECIDE = 3;
const MOVE = 2;
const PASS = 1;

/** Enemy ship hexes and squadron hexes of sides other than `side`. */
const enemyHexes = (state: FleetState, side: string) => [
  ...liveShips(state)
    .filter((s) => s.side !== side)
    .flatMap((s) => shipHexes(state, s)),
  ...liveSquadrons(state)
    .filter((s) => s.side !== side)
    .map((s) => s.hex),
];

/** In (0, 1]: 1 for an end next to an enemy, less the farther it is; an end on an enemy is as bad as far. */
const nearness = (d: number): number => (Number.isFinite(d) && d > 0 ? 1 / d : 0.05);

/** A dial's worth for this ship now: concentrate with an enemy in reach, repair when hurt, navigate otherwise. */
function dialBonus(state: FleetState, ship: FleetShip, dial: FleetCommandName): number {
  const near = gap(shipHexes(state, ship), enemyHexes(state, ship.side)) <= FACING_REACH + 2;
  const cls = shipClassOf(state, ship);
  const hurt = damageCount(state, ship) > 0 || HULL_ZONES.some((z) => ship.shields[z] < cls.shields[z]);
  switch (dial) {
    case 'concentrate':
      return near ? 0.3 : 0;
    case 'repair':
      return hurt ? 0.2 : 0;
    case 'navigate':
      return near ? 0.05 : 0.25;
    case 'squadron':
      return cls.squadron > 0 && liveSquadrons(state).some((s) => s.side === ship.side) ? 0.15 : 0;
  }
}

export function rankForAi(command: FleetCommand, state: FleetState): number {
  switch (command.type) {
    case 'concede':
    case 'plan':
      return 0;
    case 'attack':
    case 'squadronAttack':
      return ATTACK;
    case 'effects':
      return EFFECTS + (command.add ? 0.3 : 0) + (command.reroll !== undefined ? 0.2 : 0) + command.lock.length * 0.05;
    case 'defend': {
      const a = state.attack;
      if (!a) return MOVE;
      const best = bestSpend(state, a, legalSpends(state, a));
      return spendId(best) === spendId(command.spend) ? MOVE + 0.5 : MOVE;
    }
    case 'dials': {
      const ship = state.ships.find((s) => s.id === command.ship);
      if (!ship) return DECIDE;
      const bonus = command.dials.reduce((sum, d) => sum + dialBonus(state, ship, d), 0) / command.dials.length;
      return DECIDE + bonus;
    }
    case 'activate':
      return command.use === 'command' ? DECIDE : DECIDE - 0.5;
    case 'repair':
      return DECIDE + REPAIR_COST[command.action] * 0.1;
    case 'token':
    case 'order':
      return DECIDE;
    case 'manoeuvre': {
      const ship = state.ships.find((s) => s.id === command.ship);
      if (!ship) return MOVE;
      const { end } = plotCourse(state, ship.id, command.speed, command.veers);
      const base = baseAt(shipClassOf(state, ship).size, end);
      if (!baseOnBoard(state, base)) return PASS / 2;
      return MOVE + 0.9 * nearness(gap(occupiedHexes(base), enemyHexes(state, ship.side)));
    }
    case 'squadronMove': {
      const sq = state.squadrons.find((s) => s.id === command.squadron);
      if (!sq) return MOVE;
      const d = Math.min(...enemyHexes(state, sq.side).map((h) => hexDistance(h, command.to)));
      return MOVE + 0.9 * nearness(d);
    }
    case 'place':
    case 'done':
      return PASS;
  }
}
