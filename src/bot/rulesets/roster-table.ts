/**
 * What a ruleset's table brings to the one roster flow (issue 42, src/bot/games/roster.ts): how the
 * lobby's roster is checked (the scenario and catalog, the engine's contract does the rest) and how
 * `/roster add`'s options become one unit of its roster. Everything else (who may edit a side, the
 * points limit, each problem named, list, remove, import, export) is the flow's, the same for all.
 */

// Declared in app/seam.ts with the app they take (one file, so no import loop).
export type { RosterUnit, RosterExtras, RosterAddOptions, RosterBasis, RosterTable } from '../app/seam.js';
