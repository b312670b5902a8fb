/**
 * From a lobby to a `squadron` game (issue 14): the scenario, with each side's squad as built with
 * `/roster` (or `/squad`; issue 42), which the engine places where the scenario's squad starts and
 * then along its row, or the scenario's own.
 */
import { err, isEmptyRoster, ok, squadron, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { MessageKey } from '../../locales/index.js';
import type { Started } from '../table.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { squadronContent } from './content.js';
import { localSquadronCatalog } from './content-words.js';
import { pointsLimitOf } from './roster-hooks.js';

export function startSquadron(
  app: App,
  record: GameRecord,
): Result<Started<squadron.SquadronState, squadron.SquadronEvent>, Problem> {
  const content = squadronContent(app);
  const bundled = content?.scenarios.find((s) => s.id === record.scenario);
  // Its name and sides in the channel's language, once, for the whole game.
  const base = bundled && localScenario(channelT(record), bundled);
  if (!content || !base)
    return err(
      problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: (content?.scenarios ?? []).map((s) => s.id).join(', '),
      }),
    );
  // The lobby's points limit replaces the scenario's: the engine checks each squad against it.
  const scenario: squadron.SquadronScenario = { ...base, pointsLimit: pointsLimitOf(record, base) };
  const listed = squadron.SquadronRosterSchema.safeParse(record.roster);
  if (!listed.success)
    return err(
      problem('squadron.squad.cannotStart' as MessageKey, { problem: listed.error.issues[0]?.message ?? '?' }),
    );
  const roster = isEmptyRoster(listed.data) ? null : listed.data;
  // Ships', pilots' and upgrades' names in the channel's language too: a ship is named after its pilot.
  const local = localSquadronCatalog(channelT(record), content.catalog);
  const created = squadron.SQUADRON.createGame(scenario, roster, local, record.seed);
  if (!created.ok)
    return err(
      problem('squadron.squad.cannotStart' as MessageKey, {
        problem: `${created.error.path}: ${created.error.message}`,
      }),
    );
  // Keep only the data the game uses, so the exported setup stays small and complete.
  const flown = squadron.deploySquadronRoster(scenario, roster);
  const pilots = new Set(flown.sides.flatMap((s) => s.squad.map((e) => e.pilot)));
  const catalog: squadron.SquadronCatalog = {
    pilots: local.pilots.filter((p) => pilots.has(p.id)),
    ships: local.ships.filter((t) => local.pilots.some((p) => pilots.has(p.id) && p.ship === t.id)),
    upgrades: local.upgrades.filter((u) => flown.sides.some((s) => s.squad.some((e) => e.upgrades.includes(u.id)))),
  };
  return ok({ setup: { scenario, roster, catalog }, applied: created.value });
}
