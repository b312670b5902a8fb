/**
 * The board view's types, as the renderer reads them: from the engine's `skirmish` namespace (its
 * board-view.ts, through the ruleset's index), never from the ruleset's insides.
 */
import type { skirmish } from '../../engine/index.js';

export type BoardAttack = skirmish.BoardAttack;
export type BoardCharge = skirmish.BoardCharge;
export type BoardEngagement = skirmish.BoardEngagement;
export type BoardLink = skirmish.BoardLink;
export type BoardModel = skirmish.BoardModel;
export type BoardMove = skirmish.BoardMove;
export type BoardObjective = skirmish.BoardObjective;
export type BoardSide = skirmish.BoardSide;
export type BoardTerrain = skirmish.BoardTerrain;
export type BoardUnit = skirmish.BoardUnit;
export type SkirmishBoard = skirmish.SkirmishBoard;
export type SkirmishUnitSheet = skirmish.SkirmishUnitSheet;
export type SheetWeapon = skirmish.SheetWeapon;
export type SheetProfile = skirmish.SheetProfile;
export type SheetAbility = skirmish.SheetAbility;
