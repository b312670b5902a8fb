/**
 * A `vector` game from an `impulse` scenario (issue 15: "reuse impulse's ships, weapons, shields and
 * damage"): impulse builds the board, and every ship arrives from hyperspace at a velocity equal to
 * its tactical drives (seed 002), pointing as the scenario places it. Impulse only builds it: none of
 * its impulses is played (issue 41: its first impulse rolled a repair before turn 1, and a scenario's
 * preset critical could be gone before the battle began).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import {
  buildInitialState,
  deployImpulseRoster,
  impulseRosterProblems,
  type CatalogInput,
  type ImpulseRoster,
} from './from-impulse.js';
import { rosterSetupProblem } from '../../roster.js';
import { ScenarioSchema } from './from-impulse.js';
import type { Applied, SetupProblem } from '../../ruleset.js';
import { closeVector, openVector } from './context.js';
import type { VectorEvent } from './events.js';
import { advanceVector, startTurn } from './phases.js';
import { DEFAULT_VECTOR_SETTINGS, VectorSettingsSchema } from './settings.js';
import type { VectorState } from './state.js';
import { drivesRating } from './tracks.js';

export const VECTOR_RULES_VERSION = 'vector-1';

/** An impulse scenario flown under vector's rules, with the settings for seed 002's open points (named as its scenario, for the records). */
export const VectorScenarioSchema = z
  .object({
    id: z.string().min(1).optional(),
    scenario: ScenarioSchema,
    settings: VectorSettingsSchema.default(() => DEFAULT_VECTOR_SETTINGS),
  })
  .transform((v) => ({ ...v, id: v.id ?? v.scenario.id }));
export type VectorScenario = z.infer<typeof VectorScenarioSchema>;

/** A vector roster is impulse's (issue 42): ships by class and name, deployed as impulse deploys them. */
export function createVectorGame(
  input: VectorScenario,
  roster: ImpulseRoster | null,
  catalog: CatalogInput,
  seed: string,
): Result<Applied<VectorState, VectorEvent>, SetupProblem> {
  const problem = roster && impulseRosterProblems(roster, input.scenario, catalog, { points: null })[0];
  if (problem) return err(rosterSetupProblem(problem));
  const built = buildInitialState(deployImpulseRoster(input.scenario, roster), catalog, seed);
  if (!built.ok) return err({ code: built.error.code, path: built.error.path, message: built.error.message });
  const board = built.value;
  for (const [i, ship] of board.ships.entries()) {
    if (board.catalog.classes[ship.classId]?.drives === undefined)
      return err({
        code: 'NO_DRIVES',
        path: `scenario.ships[${i}]`,
        message: `${ship.name}: its class has no tactical drives rating`,
      });
  }
  const initiative = input.scenario.initiative;
  const state: VectorState = {
    rulesVersion: VECTOR_RULES_VERSION,
    settings: input.settings,
    board,
    turn: 0,
    phase: 'reaction',
    round: 0,
    initiative,
    ships: Object.fromEntries(
      board.ships.map((s) => [
        s.id,
        {
          velocity: drivesRating(board, s),
          order: null,
          turnsLeft: 0,
          stepsLeft: 0,
          moved: false,
          turnedHere: false,
          lostControl: false,
          track: [],
        },
      ]),
    ),
    orders: {},
    moving: null,
    firing: [],
    outcome: null,
  };
  const ctx = openVector(state);
  startTurn(ctx);
  advanceVector(ctx);
  return ok(closeVector(ctx));
}
