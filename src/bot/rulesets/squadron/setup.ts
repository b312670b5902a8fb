/**
 * From a lobby to a `squadron` game (issue 14): the scenario, with each side's squad as built with
 * `/squad` (placed where the scenario's squad starts, then along its row) or the scenario's own.
 */
import { err, formatHex, ok, parseHex, squadron, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App } from '../../app/context.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { MessageKey } from '../../locales/index.js';
import type { Started } from '../table.js';
import { channelT } from '../../records/channel-locale.js';
import { localScenario } from '../scenario-words.js';
import { squadronContent } from './content.js';
import { localSquadronCatalog } from './content-words.js';
import { pointsLimitOf } from './squad.js';

type Side = squadron.SquadronScenario['sides'][number];

/** Where the built squad of a side starts: the scenario's own places first, then two columns on. */
function deploy(side: Side, record: GameRecord): Side['squad'] {
  const built = record.fleet.filter((s) => s.side === side.id);
  if (built.length === 0) return side.squad;
  const anchor = side.squad[side.squad.length - 1] ?? side.squad[0];
  const last = parseHex(anchor?.hex ?? '0101') ?? { q: 1, r: 1 };
  return built.map((entry, i) => {
    const own = side.squad[i];
    const hex = own
      ? own.hex
      : formatHex({ q: last.q + 2 * (i - side.squad.length + 1), r: last.r - (i - side.squad.length + 1) });
    return {
      pilot: entry.classId,
      upgrades: entry.upgrades ?? [],
      hex,
      facing: own?.facing ?? anchor?.facing ?? 'N',
      escort: own?.escort ?? false,
    };
  });
}

export function startSquadron(app: App, record: GameRecord): Result<Started, Problem> {
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
  const scenario: squadron.SquadronScenario = {
    ...base,
    pointsLimit: pointsLimitOf(record, base),
    sides: base.sides.map((side) => ({ ...side, squad: deploy(side, record) })) as typeof base.sides,
  };
  // Ships', pilots' and upgrades' names in the channel's language too: a ship is named after its pilot.
  const local = localSquadronCatalog(channelT(record), content.catalog);
  const created = squadron.SQUADRON.createGame(scenario, local, record.seed);
  if (!created.ok)
    return err(
      problem('squadron.squad.cannotStart' as MessageKey, {
        problem: `${created.error.path}: ${created.error.message}`,
      }),
    );
  // Keep only the data the game uses, so the exported setup stays small and complete.
  const pilots = new Set(scenario.sides.flatMap((s) => s.squad.map((e) => e.pilot)));
  const catalog: squadron.SquadronCatalog = {
    pilots: local.pilots.filter((p) => pilots.has(p.id)),
    ships: local.ships.filter((t) => local.pilots.some((p) => pilots.has(p.id) && p.ship === t.id)),
    upgrades: local.upgrades.filter((u) => scenario.sides.some((s) => s.squad.some((e) => e.upgrades.includes(u.id)))),
  };
  return ok({ setup: { scenario, catalog }, applied: created.value });
}
