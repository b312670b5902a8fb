/** From a lobby to a `vector` game (issue 15): an impulse scenario and its ship data, flown with inertia. */
import { err, ok, type Result } from '../../../engine/index.js';
import { VECTOR, VectorScenarioSchema } from '../../../engine/rulesets/vector/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Started } from '../table.js';
import { classesFor, findScenario } from '../impulse/setup.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { localCatalog } from '../impulse/catalog-words.js';

export function startVector(app: App, record: GameRecord): Result<Started, Problem> {
  const bundled = findScenario(app.catalog, record.scenario);
  // Its name, briefing and sides in the channel's language, once, for the whole game.
  const base = bundled && localScenario(channelT(record), bundled);
  if (!base)
    return err(
      problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: app.catalog.scenarios.map((s) => s.id).join(', '),
      }),
    );
  const scenario = VectorScenarioSchema.parse({ scenario: base });
  const classes = classesFor(app.catalog, record);
  const used = new Set(base.ships.map((s) => s.class));
  // Ship classes' and weapons' names in the channel's language too (ships.class, ships.weapon).
  const catalog = localCatalog(channelT(record), {
    classes: classes.filter((c) => used.has(c.id)),
    weapons: [...app.catalog.weapons],
  });
  const created = VECTOR.createGame(scenario, catalog, record.seed);
  if (!created.ok)
    return err(problem('reply.fleetImportBad', { problem: `${created.error.path}: ${created.error.message}` }));
  return ok({ setup: { scenario, catalog }, applied: created.value });
}
