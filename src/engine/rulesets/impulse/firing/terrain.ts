/**
 * Terrain effects on fire (talon-mechanics.md sections 6.9 and 7.6, as game settings): every asteroid
 * or nebula hex a line of fire crosses changes the die by the setting's modifier (-1 by default); a
 * line that runs exactly along a hexside counts that stretch once, and only when the hexes on both
 * sides are of that terrain (doubt goes to the firer). The firer's own hex never counts. Inside a
 * nebula, shields stop nothing.
 */
import { type Hex, hexDistance, hexEquals } from '../../../core/hex.js';
import { lineOfFire } from '../../../core/hex-line.js';
import type { GameState, ShipState, TerrainKind } from '../state.js';

export const terrainAt = (state: GameState, h: Hex): TerrainKind | null =>
  state.terrain.find((t) => t.hexes.some((x) => hexEquals(x, h)))?.kind ?? null;

/** Ships never enter a planet hex; missiles that do are destroyed; a line touching one is blocked. */
export const isPlanet = (state: GameState, h: Hex): boolean => terrainAt(state, h) === 'planet';

function modifierOf(state: GameState, kind: TerrainKind | null): number {
  if (kind === 'asteroids') return state.settings.asteroidModifier;
  if (kind === 'nebula') return state.settings.nebulaModifier;
  return 0;
}

/** The die modifier for a shot from `from` to `to`. */
export function fireModifier(state: GameState, from: Hex, to: Hex): number {
  if (state.terrain.length === 0) return 0;
  let total = 0;
  const grazedByDistance = new Map<number, (TerrainKind | null)[]>();
  for (const { hex, crossed } of lineOfFire(from, to)) {
    if (hexEquals(hex, from)) continue;
    const kind = terrainAt(state, hex);
    if (crossed) total += modifierOf(state, kind);
    else {
      // Hexes grazed along one hexside stretch lie at the same distance from the firer.
      const d = hexDistance(from, hex);
      grazedByDistance.set(d, [...(grazedByDistance.get(d) ?? []), kind]);
    }
  }
  for (const kinds of grazedByDistance.values()) {
    if (kinds.length === 2 && kinds[0] !== null && kinds[0] === kinds[1]) total += modifierOf(state, kinds[0] ?? null);
  }
  return total;
}

/** The ship sits in a nebula, whose shields are then offline (when the setting says so). */
export const inNebula = (state: GameState, ship: ShipState): boolean =>
  state.settings.nebulaStopsShields && terrainAt(state, ship.hex) === 'nebula';
