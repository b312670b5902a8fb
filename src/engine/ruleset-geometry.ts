/**
 * A ruleset's geometry (issue 42; DESIGN.md section 4: "a ruleset brings ... its geometry"): how far
 * apart two units are and in which of the ruleset's named range bands, which of a unit's arcs (or
 * of a part's: Armada's hull zones) hold another, the hexes a unit's base covers, what a line of
 * sight crosses, and how a position is written and read. The core supplies the pieces
 * (core/hex.ts, core/footprint.ts, core/sector.ts, core/sight.ts, core/hex-label.ts); each ruleset
 * fills this with its own rules, and the bot's generic code asks it rather than measuring itself.
 *
 * Positions are hexes of one layout for every ruleset: flat-topped hexes in axial coordinates
 * (core/hex.ts: q the column, r along the q-axis diagonal, facing 0 = N, clockwise). The renderer
 * places them in pixels (src/render/layout.ts, the renderer's own concern); players write them as
 * the ruleset's labels (today all three rulesets use core/hex-label.ts: column then row, "0712").
 */
import type { PlacedFootprint } from './core/footprint.js';
import type { Hex } from './core/hex.js';
import type { Sector } from './core/sector.js';
import type { Sight } from './core/sight.js';

export type Position = Hex;

export interface RulesetGeometry<State> {
  /** The position a player's text names, or undefined when it names none. */
  parsePosition(text: string): Position | undefined;
  /** A position as players write it (what `parsePosition` reads back). */
  formatPosition(position: Position): string;
  /** Where a unit stands: its base's footprint, anchor and facing; undefined when no such unit is on the map. */
  footprint(state: State, unit: string): PlacedFootprint | undefined;
  /** The distance the rules measure between two units, in hexes; undefined when either is not on the map. */
  distance(state: State, from: string, to: string): number | undefined;
  /** The ruleset's named range bands, nearest first; empty when ranges belong to each weapon. */
  readonly rangeBands: readonly string[];
  /** The band `to` stands in from `from` (one of `rangeBands`), or undefined beyond the last or with none. */
  rangeBand(state: State, from: string, to: string): string | undefined;
  /** The unit's arcs (or its parts': hull zones) as sectors in its own frame, about its anchor hex. */
  arcs(state: State, unit: string): readonly Sector[];
  /** The names of the unit's arcs that hold `target` as the rules judge it (two on a shared boundary). */
  arcsContaining(state: State, unit: string, target: string): string[];
  /** What the line between two units crosses: blocked (no sight) or obstructed; undefined when either is off the map. */
  lineOfSight(state: State, from: string, to: string): Sight | undefined;
}
