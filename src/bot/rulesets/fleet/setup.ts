/**
 * From a lobby to a `fleet` game (issue 43): the scenario from the fleet catalog, its names in the
 * channel's language, with each side's list as built with `/roster` (deployed where the scenario's
 * side deploys), or the scenario's own fleets; then the engine's `createGame`.
 */
import { err, isEmptyRoster, ok, type Result } from '../../../engine/index.js';
import type { FleetEvent, FleetScenario, FleetState } from '../../../engine/rulesets/fleet/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import type { MessageKey } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import type { Started } from '../table.js';
import { fleetContent } from './content.js';
import { FLEET } from '../../../engine/rulesets/fleet/index.js';

export function startFleet(app: App, record: GameRecord): Result<Started<FleetState, FleetEvent>, Problem> {
  const content = fleetContent(app);
  const bundled = content?.scenarios.find((s) => s.id === record.scenario);
  if (!content || !bundled)
    return err(
      problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: (content?.scenarios ?? []).map((s) => s.id).join(', '),
      }),
    );
  // Its name and sides in the channel's language, once, for the whole game.
  const scenario: FleetScenario = {
    ...localScenario(channelT(record), bundled),
    ...(record.pointsLimit ? { points: record.pointsLimit } : {}),
  };
  const listed = FLEET.schemas.roster.safeParse(record.roster ?? {});
  if (!listed.success)
    return err(problem('fleet.reply.cannotStart' as MessageKey, { problem: listed.error.issues[0]?.message ?? '?' }));
  const roster = isEmptyRoster(listed.data) ? null : listed.data;
  const catalog = content.catalog;
  const created = FLEET.createGame(scenario, roster, catalog, record.seed);
  if (!created.ok)
    return err(
      problem('fleet.reply.cannotStart' as MessageKey, { problem: `${created.error.path}: ${created.error.message}` }),
    );
  return ok({ setup: { scenario, roster, catalog }, applied: created.value });
}
