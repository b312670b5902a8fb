/**
 * Squadrons a ship's move landed on (seed 004, rulebook p. 17: «إذا انتهت سفينة فوق سرب أو أكثر،
 * تُكمل السفينة حركتها بشكل طبيعي، ويضع اللاعب غير المتحرك الأسراب المتداخلة بحيث تلامس قواعدها
 * السفينة»; other-systems.md 5.9: "the opponent re-places them in free hexes adjacent to the ship,
 * via an opponent prompt"). The mover's opponent places each, whoever owns it, in a free hex beside
 * the ship: a reaction (kind `placement`), one window per squadron still to place, worked out from
 * `state.displaced` and never stored. The clock's default is the first free hex clockwise from the
 * ship's front. Should no hex beside the ship be free, the nearest free hexes take their place.
 */
import { footprintDistance, occupiedHexes, place, SINGLE_HEX, type PlacedFootprint } from '../../../core/footprint.js';
import { type Hex, hexAdd, hexEquals, hexKey, hexRing, rotateVector } from '../../../core/hex.js';
import { formatHex } from '../../../core/hex-label.js';
import { awaitedReaction, openWindow, type AwaitedReaction } from '../../../core/reaction-window.js';
import { err, ok, ruleError, type Result } from '../../../core/result.js';
import type { FleetCommand, FleetCommandOf } from '../commands.js';
import type { FleetStep } from '../damage/deal.js';
import type { FleetError } from '../errors.js';
import { shipBase } from '../geometry/base.js';
import type { Displaced, FleetState } from '../state.js';
import { hexFree, onBoard } from './board.js';

/** The kind of window (and its words: `fleet.reactions.placement`). */
export const PLACEMENT_REACTION = 'placement';

/** The window of one squadron to place: unique in the game, as `displaced.id` is. */
export const placementWindowId = (displaced: Displaced, squadron: string): string => `${displaced.id}:${squadron}`;

/**
 * The hexes around a line base, clockwise from the one ahead of its front hex: in the frame of a
 * ship facing N with its hexes at (0, 0) .. (0, L-1), ahead (0, -1), down the right side (1, -1) ..
 * (1, L-1), behind (0, L), and up the left side (-1, L) .. (-1, 0); then turned to the ship's facing.
 */
export function ringClockwise(base: PlacedFootprint): Hex[] {
  const length = base.footprint.offsets.length;
  const frame: Hex[] = [{ q: 0, r: -1 }];
  for (let r = -1; r <= length - 1; r++) frame.push({ q: 1, r });
  frame.push({ q: 0, r: length });
  for (let r = length; r >= 0; r--) frame.push({ q: -1, r });
  return frame.map((o) => hexAdd(base.anchor, rotateVector(o, base.facing)));
}

/**
 * Where a displaced squadron may go: the free hexes on the board beside the ship, clockwise from its
 * front; if none is free, the free hexes nearest the ship (fewest steps, then nearest its front hex).
 */
export function placementHexes(state: FleetState, displaced: Displaced): Hex[] {
  const ship = state.ships.find((s) => s.id === displaced.ship);
  if (!ship) return [];
  const base = shipBase(state, ship);
  const free = (h: Hex) => onBoard(state, h) && hexFree(state, h);
  const beside = ringClockwise(base).filter(free);
  if (beside.length > 0) return beside;
  const limit = state.board.cols + state.board.rows;
  for (let d = 2; d <= limit; d++) {
    const seen = new Set<string>();
    const found: Hex[] = [];
    for (const h of occupiedHexes(base))
      for (const c of hexRing(h, d)) {
        if (seen.has(hexKey(c))) continue;
        seen.add(hexKey(c));
        if (footprintDistance(base, place(SINGLE_HEX, c)) === d && free(c)) found.push(c);
      }
    if (found.length > 0) return found.sort((a, b) => a.q - b.q || a.r - b.r);
  }
  return [];
}

/** The reaction the placer is asked now: where the first squadron still lifted goes. */
export function displacedReaction(state: FleetState): AwaitedReaction<FleetCommand> | undefined {
  const displaced = state.displaced;
  const squadron = displaced?.squadrons[0];
  if (!displaced || squadron === undefined) return undefined;
  const hexes = placementHexes(state, displaced);
  const first = hexes[0];
  if (!first) return undefined;
  const id = placementWindowId(displaced, squadron);
  const { window } = openWindow({
    id,
    trigger: `${displaced.ship}>${squadron}`,
    asks: [
      {
        side: displaced.side,
        options: hexes.map((hex) => ({ id: formatHex(hex), detail: { hex } })),
        mayPass: false,
        defaultOption: formatHex(first),
      },
    ],
  });
  return awaitedReaction<FleetCommand>(window, PLACEMENT_REACTION, displaced.side, (option) => ({
    type: 'place',
    side: displaced.side,
    window: id,
    squadron,
    // Options are never null: the placer may not pass.
    hex: (option?.detail?.['hex'] as Hex | undefined) ?? first,
  }));
}

/** The placer puts a displaced squadron down beside the ship; the last one placed ends the placing. */
export function placeSquadron(state: FleetState, cmd: FleetCommandOf<'place'>): Result<FleetStep, FleetError> {
  const displaced = state.displaced;
  if (!displaced || !displaced.squadrons.includes(cmd.squadron))
    return err(ruleError('NOT_DISPLACED', { squadron: cmd.squadron }));
  if (cmd.side !== displaced.side) return err(ruleError('NOT_YOUR_TURN', { side: cmd.side, placer: displaced.side }));
  if (cmd.window !== placementWindowId(displaced, cmd.squadron))
    return err(ruleError('WINDOW_CLOSED', { window: cmd.window }));
  if (!onBoard(state, cmd.hex)) return err(ruleError('OFF_BOARD', { squadron: cmd.squadron, hex: cmd.hex }));
  if (!hexFree(state, cmd.hex, cmd.squadron))
    return err(ruleError('HEX_TAKEN', { squadron: cmd.squadron, hex: cmd.hex }));
  if (!placementHexes(state, displaced).some((h) => hexEquals(h, cmd.hex)))
    return err(ruleError('NOT_ADJACENT', { squadron: cmd.squadron, hex: cmd.hex, ship: displaced.ship }));
  const left = displaced.squadrons.filter((id) => id !== cmd.squadron);
  const hex = { q: cmd.hex.q, r: cmd.hex.r };
  return ok({
    state: {
      ...state,
      squadrons: state.squadrons.map((sq) => (sq.id === cmd.squadron ? { ...sq, hex } : sq)),
      displaced: left.length > 0 ? { ...displaced, squadrons: left } : null,
    },
    events: [{ type: 'squadronPlaced', squadron: cmd.squadron, hex }],
  });
}
