/**
 * Squadron moves (issue 43; other-systems.md 5.7 and 5.9; the shared brief "Squadrons"): a squadron
 * moves up to its speed in hexes (a hex is one distance band) to a free hex on the board: no ship,
 * no other squadron (5.9: "one per hex; the hex may also hold nothing else"). It flies over whatever
 * lies between and ignores obstacles, except that one ending beside (or on) a station repairs 1 hull,
 * never above its class's hull. Engaged (5.7): an enemy squadron, not heavy, adjacent and not
 * obstructed; an engaged squadron cannot move (it may still stay where it is).
 */
import { type Hex, hexDistance, hexEquals, hexKey, hexRing } from '../../../core/hex.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import { lineOfSight } from '../../../core/sight.js';
import type { FleetStep } from '../damage/deal.js';
import type { FleetError } from '../errors.js';
import type { FleetEvent } from '../events.js';
import { liveSquadrons, squadronClassOf } from '../geometry/base.js';
import type { FleetSquadron, FleetState } from '../state.js';
import { hexFree, onBoard, shipHexKeys } from './board.js';

const liveSquadron = (state: Pick<FleetState, 'squadrons'>, sqId: string): FleetSquadron | undefined =>
  state.squadrons.find((s) => s.id === sqId && !s.destroyed);

const isHeavy = (state: Pick<FleetState, 'catalog'>, sq: FleetSquadron): boolean =>
  squadronClassOf(state, sq).keywords.includes('heavy');

/**
 * True when the line between two hexes is obstructed (seed 004 pp. 19-20): it crosses an obstacle
 * hex, a ship's hex or another squadron's hex (the ends never count; a grazed hex does not).
 */
function obstructedBetween(state: FleetState, a: Hex, b: Hex): boolean {
  const obstacles = new Set(state.obstacles.map((o) => hexKey(o.hex)));
  const ships = shipHexKeys(state);
  const squadrons = new Set(liveSquadrons(state).map((s) => hexKey(s.hex)));
  const sight = lineOfSight(a, b, (h, crossed) => {
    if (!crossed) return 'clear';
    const k = hexKey(h);
    return obstacles.has(k) || ships.has(k) || squadrons.has(k) ? 'obstructs' : 'clear';
  });
  return !sight.visible || sight.obstructed;
}

/** The enemy squadrons engaging this one (5.7): adjacent, not heavy, the line between not obstructed. */
export function engagingSquadrons(state: FleetState, sqId: string): FleetSquadron[] {
  const sq = liveSquadron(state, sqId);
  if (!sq) return [];
  return liveSquadrons(state).filter(
    (e) =>
      e.side !== sq.side &&
      hexDistance(e.hex, sq.hex) === 1 &&
      !isHeavy(state, e) &&
      !obstructedBetween(state, sq.hex, e.hex),
  );
}

export const isEngaged = (state: FleetState, sqId: string): boolean => engagingSquadrons(state, sqId).length > 0;

/**
 * Where the squadron may move: its own hex first (staying put), then every free hex on the board
 * within its speed, nearest first; only its own hex when it is engaged.
 */
export function squadronMoveChoices(state: FleetState, sqId: string): Hex[] {
  const sq = liveSquadron(state, sqId);
  if (!sq) return [];
  const hexes: Hex[] = [sq.hex];
  if (isEngaged(state, sqId)) return hexes;
  const speed = squadronClassOf(state, sq).speed;
  for (let d = 1; d <= speed; d++)
    for (const h of hexRing(sq.hex, d)) if (onBoard(state, h) && hexFree(state, h, sqId)) hexes.push(h);
  return hexes;
}

/** Moves the squadron to `to` (its own hex: it stays), and a station beside it repairs 1 hull. */
export function moveSquadron(state: FleetState, sqId: string, to: Hex): Result<FleetStep, FleetError> {
  const sq = liveSquadron(state, sqId);
  if (!sq) return err(ruleError('NO_SUCH_SQUADRON', { squadron: sqId }));
  const cls = squadronClassOf(state, sq);
  if (!hexEquals(to, sq.hex)) {
    if (isEngaged(state, sqId))
      return err(ruleError('ENGAGED', { squadron: sqId, by: engagingSquadrons(state, sqId).map((e) => e.id) }));
    const distance = hexDistance(sq.hex, to);
    if (distance > cls.speed) return err(ruleError('TOO_FAR', { squadron: sqId, distance, speed: cls.speed }));
    if (!hexFree(state, to, sqId)) return err(ruleError('HEX_TAKEN', { squadron: sqId, hex: to }));
    if (!onBoard(state, to)) return err(ruleError('OFF_BOARD', { squadron: sqId, hex: to }));
  }
  const hex = { q: to.q, r: to.r };
  const events: FleetEvent[] = [{ type: 'squadronMoved', squadron: sqId, from: sq.hex, to: hex }];
  const byStation = state.obstacles.some((o) => o.kind === 'station' && hexDistance(o.hex, hex) <= 1);
  const hull = byStation && sq.hull < cls.hull ? sq.hull + 1 : sq.hull;
  if (hull !== sq.hull) events.push({ type: 'squadronRepaired', squadron: sqId, hull, by: 'station' });
  return ok({
    state: { ...state, squadrons: state.squadrons.map((s) => (s.id === sqId ? { ...s, hex, hull } : s)) },
    events,
  });
}
