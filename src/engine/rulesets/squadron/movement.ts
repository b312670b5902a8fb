/**
 * Flying a manoeuvre (issue 14; seed 001's Activation phase and the FAQ's "Colisões" and
 * "Obstáculos"; the hex rule of ../shared/reference/other-systems.md section 2.8). The ship flies its
 * path; where it would end on another base it backs up along the path and skips its action step, and
 * the ships touch (in the first edition they may not attack each other this round). Each obstacle
 * on the way skips the action step and rolls for damage: an asteroid deals a damage card on a hit
 * and a faceup one on a critical; debris gives a stress token and deals a faceup card on a critical
 * only. Ending on an obstacle: no attack this round. Ending off the mat: the ship has fled.
 */
import { rollPool } from '../../core/symbol-dice.js';
import { type Hex, hexEquals, hexKey } from '../../core/hex.js';
import { land, overlaps } from './collisions.js';
import { type Ctx, type DraftShip } from './context.js';
import { destroy, removeWrecks, sufferDamage } from './damage.js';
import { readDialEntry } from './data/dial.js';
import { ATTACK_DIE } from './dice.js';
import { onMat } from './geometry.js';
import { fly, type Flight } from './manoeuvres.js';
import { difficultyOf } from './ships.js';
import { stressAfter } from './stress.js';
import type { Deck } from '../../core/deck.js';
import type { SquadShip } from './state.js';

/** Rolls one attack die for an obstacle and applies what it shows. */
function obstacleRoll(ctx: Ctx, ship: DraftShip, kind: 'asteroid' | 'debris'): void {
  const rolled = rollPool(ctx.rng, ATTACK_DIE, 1, `obstacle:${ship.id}`);
  ctx.events.push(rolled.event);
  const face = ATTACK_DIE.faces[rolled.pool.dice[0]?.face ?? 7] ?? {};
  if (kind === 'debris') {
    ship.stress += 1;
    ctx.events.push({ type: 'stressChanged', ship: ship.id, stress: ship.stress });
    if (face['crit']) sufferDamage(ctx, ship.id, 0, 1);
    return;
  }
  if (face['hit']) sufferDamage(ctx, ship.id, 1, 0);
  if (face['crit']) sufferDamage(ctx, ship.id, 0, 1);
}

/**
 * Lands a flight (a manoeuvre or a SLAM): collisions, obstacles, fleeing. The ship's new place and
 * facing are set; whether it skips its action step is marked on it.
 */
export function landFlight(ctx: Ctx, ship: DraftShip, flight: Flight, dial: string): void {
  const others = ctx.s.ships.filter((o) => o.id !== ship.id && !o.destroyed);
  const landing = land(
    ship.hex,
    ship.stats.size,
    flight,
    others.map((o) => ({ hex: o.hex, size: o.stats.size })),
    ctx.s.obstacles.map((o) => o.hex),
  );
  const from = ship.hex;
  const arrived = !landing.bumped;
  const pathTaken = flight.path.slice(0, flight.path.findIndex((h) => hexEquals(h, landing.end)) + 1);
  ship.hex = landing.end;
  if (arrived) ship.facing = flight.facing;
  ship.trail.push(...pathTaken);
  ship.flown = dial;
  ctx.events.push({ type: 'shipMoved', ship: ship.id, dial, from, to: ship.hex, facing: ship.facing, path: pathTaken });
  if (landing.bumped) {
    // The ships it touches are the ones it would have overlapped one hex further along its path.
    const blockedAt = flight.path[pathTaken.length] ?? flight.end;
    const touched = others.filter((o) =>
      overlaps({ hex: blockedAt, size: ship.stats.size }, { hex: o.hex, size: o.stats.size }),
    );
    ship.skipsActionStep = true;
    for (const o of touched) {
      if (!ship.touching.includes(o.id)) ship.touching.push(o.id);
      if (!o.touching.includes(ship.id)) o.touching.push(ship.id);
    }
    ctx.events.push({ type: 'collided', ship: ship.id, with: touched.map((o) => o.id) });
  }
  if (ctx.s.settings.fleeingDestroys && !onMat(ctx.s, ship.hex)) {
    destroy(ctx, ship);
    ctx.events.push({ type: 'fled', ship: ship.id });
    return;
  }
  const passed = new Set(landing.obstacles.map(hexKey));
  for (const obstacle of ctx.s.obstacles.filter((o) => passed.has(hexKey(o.hex)))) {
    ship.skipsActionStep = true;
    ctx.events.push({ type: 'obstacleHit', ship: ship.id, obstacle: obstacle.id, kind: obstacle.kind });
    obstacleRoll(ctx, ship, obstacle.kind);
  }
  if (ctx.s.obstacles.some((o) => hexEquals(o.hex, ship.hex))) ship.onObstacle = true;
  removeWrecks(ctx);
}

/** Executes a dial entry from where the ship is: the flight, then the stress its colour gives. */
export function executeManoeuvre(ctx: Ctx, ship: DraftShip, dial: string): void {
  const entry = readDialEntry(dial);
  if (typeof entry === 'string') throw new Error(entry);
  const difficulty = difficultyOf(ctx.s.deck as Deck, ship as SquadShip, dial);
  const flight = fly(ship.hex, ship.facing, entry, ship.stats.size);
  if (!flight) throw new Error(`no flight for ${dial}`);
  landFlight(ctx, ship, flight, dial);
  if (ship.destroyed) return;
  const stress = stressAfter(ship.stress, difficulty);
  if (stress !== ship.stress) {
    ship.stress = stress;
    ctx.events.push({ type: 'stressChanged', ship: ship.id, stress });
  }
}

/** The refusal of a blocked sideways or short move, by its cause. */
export const BLOCKED_CODE = {
  offMat: 'MOVE_OFF_MAT',
  ship: 'MOVE_ONTO_SHIP',
  obstacle: 'MOVE_THROUGH_OBSTACLE',
} as const;

/** Why a sideways or short move (boost, roll, decloak) may not be made: off the mat, onto a base, through a rock. */
export function moveBlocked(ctx: Ctx, ship: DraftShip, flight: Flight): 'offMat' | 'ship' | 'obstacle' | null {
  if (!onMat(ctx.s, flight.end)) return 'offMat';
  const others = ctx.s.ships.filter((o) => o.id !== ship.id && !o.destroyed);
  if (others.some((o) => overlaps({ hex: flight.end, size: ship.stats.size }, { hex: o.hex, size: o.stats.size })))
    return 'ship';
  const rocks = new Set(ctx.s.obstacles.map((o) => hexKey(o.hex)));
  if (flight.path.some((h: Hex) => rocks.has(hexKey(h)))) return 'obstacle';
  return null;
}

/** Makes a move that `moveBlocked` allowed: the ship's place and facing, its trail. */
export function shift(ship: DraftShip, flight: Flight): void {
  ship.hex = flight.end;
  ship.facing = flight.facing;
  ship.trail.push(...flight.path);
}
