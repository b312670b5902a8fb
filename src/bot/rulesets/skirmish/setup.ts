/**
 * From a lobby to a `skirmish` game (issue 44): the mission from the skirmish content, its names in the
 * channel's language, with each side's list as built with `/roster` (or the mission's own forces);
 * then the engine's `createGame`.
 */
import { err, isEmptyRoster, ok, type Result } from '../../../engine/index.js';
import type { SkirmishEvent, SkirmishMission, SkirmishState } from '../../../engine/rulesets/skirmish/index.js';
import { SKIRMISH } from '../../../engine/rulesets/skirmish/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import type { MessageKey } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import type { Started } from '../table.js';
import { skirmishContent } from './content.js';

export function startSkirmish(app: App, record: GameRecord): Result<Started<SkirmishState, SkirmishEvent>, Problem> {
  const content = skirmishContent(app);
  const bundled = content?.missions.find((m) => m.id === record.scenario);
  if (!content || !bundled)
    return err(
      problem('reply.scenarioUnknown', {
        scenario: record.scenario,
        list: (content?.missions ?? []).map((m) => m.id).join(', '),
      }),
    );
  // Its name and sides in the channel's language, once, for the whole game.
  const scenario: SkirmishMission = {
    ...localScenario(channelT(record), bundled),
    ...(record.pointsLimit ? { points: record.pointsLimit } : {}),
  };
  const listed = SKIRMISH.schemas.roster.safeParse(record.roster ?? {});
  if (!listed.success)
    return err(
      problem('skirmish.reply.cannotStart' as MessageKey, { problem: listed.error.issues[0]?.message ?? '?' }),
    );
  const roster = isEmptyRoster(listed.data) ? null : listed.data;
  const catalog = content.catalog;
  const created = SKIRMISH.createGame(scenario, roster, catalog, record.seed);
  if (!created.ok)
    return err(
      problem('skirmish.reply.cannotStart' as MessageKey, {
        problem: `${created.error.path}: ${created.error.message}`,
      }),
    );
  return ok({ setup: { scenario, roster, catalog }, applied: created.value });
}
