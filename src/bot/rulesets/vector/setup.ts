/**
 * From a lobby to a `vector` game (issue 15): an impulse scenario and its ship data, flown with
 * inertia, with the lists the sides built with `/roster` (issue 42: vector's roster is impulse's).
 */
import { err, impulse, ok, type Result } from '../../../engine/index.js';
import {
  VECTOR,
  VectorScenarioSchema,
  type VectorEvent,
  type VectorState,
} from '../../../engine/rulesets/vector/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Started } from '../table.js';
import { classesFor, findScenario, rosterOf } from '../impulse/setup.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { localCatalog } from '../impulse/catalog-words.js';
import { IMPULSE_CATALOG } from '../impulse/catalog.js';

export function startVector(app: App, record: GameRecord): Result<Started<VectorState, VectorEvent>, Problem> {
  const ships = IMPULSE_CATALOG.of(app);
  const bundled = findScenario(ships, record.scenario);
  // Its name, briefing and sides in the channel's language, once, for the whole game.
  const base = bundled && localScenario(channelT(record), bundled);
  if (!base)
    return err(
      problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: ships.scenarios.map((s) => s.id).join(', '),
      }),
    );
  const scenario = VectorScenarioSchema.parse({ scenario: base });
  const read = rosterOf(record);
  if (!read.ok) return read;
  const roster = read.value;
  const classes = classesFor(ships, record);
  // The classes its ships fly, the listed ones with them (kept small: the export keeps them all).
  const used = new Set(impulse.deployImpulseRoster(base, roster).ships.map((s) => s.class));
  // Ship classes' and weapons' names in the channel's language too (ships.class, ships.weapon).
  const catalog = localCatalog(channelT(record), {
    classes: classes.filter((c) => used.has(c.id)),
    weapons: [...ships.weapons],
  });
  const created = VECTOR.createGame(scenario, roster, catalog, record.seed);
  if (!created.ok)
    return err(problem('reply.fleetImportBad', { problem: `${created.error.path}: ${created.error.message}` }));
  return ok({ setup: { scenario, roster, catalog }, applied: created.value });
}
