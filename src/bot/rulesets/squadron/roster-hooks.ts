/**
 * `squadron` at the roster flow (issue 42; seed 001's squad building): `/roster add unit:` names a
 * pilot of the side's faction (by id, or by its name in any language of the catalogue) and
 * `upgrades:` the cards it carries, each in a free slot of its ship; a named ace flies once a
 * squad, at most eight ships. Without a list a side flies the scenario's own squad; the points
 * limit is the host's, else the scenario's.
 */
import { err, ok, squadron, type Result } from '../../../engine/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App, CommandContext } from '../../app/context.js';
import type { MessageKey, Translate } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Choice } from '../../pipeline/request.js';
import { echo } from '../../presentation/sanitize.js';
import type { RosterAddOptions, RosterBasis, RosterTable } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { freeName } from '../../games/roster-lobby.js';
import { channelT } from '../../records/channel-locale.js';
import { squadronContent } from './content.js';
import { localName, localSquadronCatalog, names, slotWord } from './content-words.js';

type Content = NonNullable<ReturnType<typeof squadronContent>>;
const sq = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

export const pointsLimitOf = (record: GameRecord, scenario: squadron.SquadronScenario): number =>
  record.pointsLimit ?? scenario.pointsLimit;

function basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined {
  const content = squadronContent(app);
  const bundled = content?.scenarios.find((s) => s.id === record.scenario);
  if (!content || !bundled) return undefined;
  const scenario = localScenario(t, bundled);
  const catalog = localSquadronCatalog(t, content.catalog);
  return { scenario, catalog, sides: scenario.sides, defaultLimit: scenario.pointsLimit };
}

const findPilot = (content: Content, typed: string): squadron.Pilot | undefined =>
  content.catalog.pilots.find((p) => p.id === typed.trim().toLowerCase()) ??
  content.catalog.pilots.find((p) => names(typed, 'pilot', p));

/** The upgrade ids typed (comma- or space-separated), each found and in a free slot of `type`. */
function upgradesFor(
  t: Translate,
  content: Content,
  type: squadron.ShipType,
  typed: string,
): Result<string[], Problem> {
  const slots: string[] = [...type.slots];
  const ids: string[] = [];
  for (const word of typed.split(/[\s,]+/).filter(Boolean)) {
    const upgrade = content.catalog.upgrades.find((u) => u.id === word.toLowerCase() || names(word, 'upgrade', u));
    if (!upgrade) return err(sq('squadron.squad.unknownUpgrade', { upgrade: echo(word) }));
    const slot = slots.indexOf(upgrade.slot);
    if (slot < 0)
      return err(
        sq('squadron.squad.noSlot', { ship: localName(t, 'ship', type), upgrade: localName(t, 'upgrade', upgrade) }),
      );
    slots.splice(slot, 1);
    ids.push(upgrade.id);
  }
  return ok(ids);
}

/** A pilot for `side`, with its upgrades, checked as the squad's own rules say; named after it. */
function unit(ctx: CommandContext, record: GameRecord, o: RosterAddOptions, side: string, taken: readonly string[]) {
  const content = squadronContent(ctx.app);
  const own = content && basis(ctx.app, record, ctx.t)?.sides.find((s) => s.id === side);
  const scenarioSide = content?.scenarios.find((s) => s.id === record.scenario)?.sides.find((s) => s.id === side);
  if (!content || !own || !scenarioSide) return err(problem('reply.noGame'));
  const pilot = findPilot(content, o.unit);
  if (!pilot) return err(sq('squadron.squad.unknownPilot', { pilot: echo(o.unit) }));
  const type = content.catalog.ships.find((s) => s.id === pilot.ship);
  if (!type || type.faction !== scenarioSide.faction)
    return err(sq('squadron.squad.wrongFaction', { pilot: localName(ctx.t, 'pilot', pilot), side: own.name }));
  const upgrades = upgradesFor(ctx.t, content, type, o.upgrades ?? '');
  if (!upgrades.ok) return upgrades;
  const listed = squadron.SquadronRosterSchema.safeParse(record.roster);
  const squad = listed.success ? (listed.data[side] ?? []) : [];
  if (pilot.unique && squad.some((u) => u.classId === pilot.id))
    return err(sq('squadron.squad.uniqueTwice', { pilot: localName(ctx.t, 'pilot', pilot) }));
  if (squad.length >= squadron.SQUAD_LIMIT) return err(sq('squadron.squad.full', { limit: squadron.SQUAD_LIMIT }));
  // Named after its pilot in the game's own language, as the map will name it (names then stay as they are).
  const name = o.name === undefined ? freeName(localName(channelT(record), 'pilot', pilot), taken) : o.name;
  return ok({ classId: pilot.id, name, upgrades: upgrades.value });
}

/** Pilots of the side's faction (name, ship, skill, cost), or every upgrade with its slot and cost. */
function suggest(
  ctx: CommandContext,
  record: GameRecord,
  focused: 'unit' | 'upgrades',
  side: string | undefined,
): Choice[] {
  const content = squadronContent(ctx.app);
  if (!content) return [];
  if (focused === 'upgrades')
    return content.catalog.upgrades.map((u) => ({
      name: `${localName(ctx.t, 'upgrade', u)} (${slotWord(ctx.t, u.slot)}, ${u.cost})`,
      value: u.id,
    }));
  const faction = content.scenarios.find((s) => s.id === record.scenario)?.sides.find((s) => s.id === side)?.faction;
  const shipOf = (p: squadron.Pilot) => content.catalog.ships.find((t) => t.id === p.ship);
  return content.catalog.pilots
    .filter((p) => faction === undefined || shipOf(p)?.faction === faction)
    .map((p) => {
      const ship = shipOf(p);
      const type = ship ? localName(ctx.t, 'ship', ship) : p.ship;
      return { name: `${localName(ctx.t, 'pilot', p)} · ${type} · ${p.skill} · ${p.cost}`, value: p.id };
    });
}

export const SQUADRON_ROSTER: RosterTable = { basis, unit, suggest };
