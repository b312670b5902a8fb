/**
 * The board view's types, as the renderer reads them: from the engine's `fleet` namespace (its
 * board-view.ts, through the ruleset's index), never from the ruleset's insides.
 */
import type { fleet } from '../../engine/index.js';

export type ArcHex = fleet.ArcHex;
export type BoardAttack = fleet.BoardAttack;
export type BoardObjective = fleet.BoardObjective;
export type BoardPath = fleet.BoardPath;
export type BoardShip = fleet.BoardShip;
export type BoardSquadron = fleet.BoardSquadron;
export type BoardToken = fleet.BoardToken;
export type FleetBoard = fleet.FleetBoard;
export type FleetShipSheet = fleet.FleetShipSheet;
export type FleetSquadronSheet = fleet.FleetSquadronSheet;
export type HullZone = fleet.HullZone;
