/**
 * `skirmish` at the roster flow (issue 42; issue 44 deliverable 6: "points and army building on the
 * shared roster flow (an import of a plain list)"): `/roster add unit:` names a datasheet of the
 * side's faction (by id, or by its name in any language of the catalogue), `name:` the unit's own
 * name (else the datasheet's in the game's language, numbered apart), `upgrades:reserve` holds it in
 * reserve. `/roster import file:` takes, besides the shared `roster`, plain army lists as players
 * write them (`{ "lists": { "<side>": "2x Warden Line Squad\nWarden Captain (reserve)" } }`), read by
 * the engine's `parseArmyList`. The engine checks points and the reserve limit (`rosterProblems`).
 */
import { err, ok, type Result } from '../../../engine/index.js';
import { parseArmyList, type Datasheet, type SkirmishCatalog } from '../../../engine/rulesets/skirmish/index.js';
import type { GameRecord } from '../../../store/index.js';
import type { App, CommandContext } from '../../app/context.js';
import { freeName } from '../../games/roster-lobby.js';
import { hasText, LOCALES, loose, text, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, type Problem } from '../../pipeline/problem.js';
import type { Choice } from '../../pipeline/request.js';
import { echo } from '../../presentation/sanitize.js';
import { channelT } from '../../records/channel-locale.js';
import type { RosterAddOptions, RosterBasis, RosterExtras, RosterTable } from '../roster-table.js';
import { localScenario } from '../scenario-words.js';
import { skirmishContent } from './content.js';
import { localDatasheetName, localModelName, localWeaponName, namesDatasheet } from './content-words.js';

const sp = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

/** The catalog with its names in the reader's language (the roster's summaries and problems). */
export const localSkirmishCatalog = (t: Translate, catalog: SkirmishCatalog): SkirmishCatalog => ({
  ...catalog,
  datasheets: Object.fromEntries(
    Object.entries(catalog.datasheets).map(([id, d]) => [
      id,
      {
        ...d,
        name: localDatasheetName(t, d),
        models: d.models.map((m) => ({ ...m, name: localModelName(t, d, m) })),
      },
    ]),
  ),
  weapons: Object.fromEntries(
    Object.entries(catalog.weapons).map(([id, w]) => [id, { ...w, name: localWeaponName(t, w) }]),
  ),
});

const missionOf = (app: App, record: GameRecord) =>
  skirmishContent(app)?.missions.find((m) => m.id === record.scenario);

function basis(app: App, record: GameRecord, t: Translate): RosterBasis | undefined {
  const content = skirmishContent(app);
  const mission = missionOf(app, record);
  if (!content || !mission) return undefined;
  const scenario = localScenario(t, mission);
  return {
    scenario,
    catalog: localSkirmishCatalog(t, content.catalog),
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name })),
    defaultLimit: scenario.points,
  };
}

const factionOf = (app: App, record: GameRecord, side: string | undefined): string | undefined =>
  missionOf(app, record)?.sides.find((s) => s.id === side)?.faction;

const datasheets = (app: App): Datasheet[] => Object.values(skirmishContent(app)?.catalog.datasheets ?? {});

/** Whether `upgrades:` asks for the reserve, in any language of the catalogue. */
function wantsReserve(upgrades: string | undefined): boolean {
  const words =
    upgrades
      ?.toLowerCase()
      .split(/[\s,]+/)
      .filter(Boolean) ?? [];
  const reserve = hasText('skirmish.roster.reserveWord')
    ? LOCALES.map((l) => text(l, 'skirmish.roster.reserveWord').toLowerCase())
    : [];
  return words.some((w) => w === 'reserve' || reserve.includes(w));
}

function unit(ctx: CommandContext, record: GameRecord, o: RosterAddOptions, side: string, taken: readonly string[]) {
  const wanted = o.unit.trim().toLowerCase();
  const found =
    datasheets(ctx.app).find((d) => d.id === wanted) ?? datasheets(ctx.app).find((d) => namesDatasheet(o.unit, d));
  if (!found) return err(sp('skirmish.roster.unknownDatasheet', { datasheet: echo(o.unit) }));
  const faction = factionOf(ctx.app, record, side);
  if (faction !== undefined && found.faction !== faction)
    return err(
      sp('skirmish.roster.wrongFaction', {
        datasheet: localDatasheetName(ctx.t, found),
        side: basis(ctx.app, record, ctx.t)?.sides.find((s) => s.id === side)?.name ?? side,
      }),
    );
  // Named after its datasheet in the game's own language, as the map will name it.
  const own = localDatasheetName(channelT(record), found);
  const name = o.name === undefined || o.name.trim() === '' ? freeName(own, taken) : o.name.trim();
  return ok({ name, datasheet: found.id, ...(wantsReserve(o.upgrades) ? { reserve: true } : {}) });
}

/** The datasheets of the side's faction: "Warden Line Squad · battleline · 80 pts". */
function suggest(
  ctx: CommandContext,
  record: GameRecord,
  focused: 'unit' | 'upgrades',
  side: string | undefined,
): Choice[] {
  const say = loose(ctx.t);
  if (focused === 'upgrades') return [{ name: say('skirmish.roster.reserveChoice'), value: 'reserve' }];
  const faction = factionOf(ctx.app, record, side);
  return datasheets(ctx.app)
    .filter((d) => faction === undefined || d.faction === faction)
    .map((d) => ({
      name: say('skirmish.roster.choice', {
        datasheet: localDatasheetName(ctx.t, d),
        role: say(`skirmish.roster.roles.${d.role}`),
        points: d.points,
      }),
      value: d.id,
    }));
}

/**
 * A file's plain army lists (`lists`: side id or name -> the list as text), each read by the engine's
 * `parseArmyList` against that side's faction; the first line it cannot read refuses the import.
 */
function importExtras(
  ctx: CommandContext,
  record: GameRecord,
  file: Readonly<Record<string, unknown>>,
): Result<RosterExtras, Problem> {
  const lists = file['lists'];
  if (lists === undefined) return ok({ record, units: [] });
  const content = skirmishContent(ctx.app);
  const mission = missionOf(ctx.app, record);
  if (!content || !mission || typeof lists !== 'object' || lists === null || Array.isArray(lists))
    return err(sp('skirmish.roster.badLists'));
  const sides = localScenario(ctx.t, mission).sides;
  const units: { side: string; unit: unknown }[] = [];
  for (const [typed, list] of Object.entries(lists as Record<string, unknown>)) {
    const side = sides.find((s) => s.id === typed || s.name.toLowerCase() === typed.trim().toLowerCase());
    if (!side || typeof list !== 'string') return err(sp('skirmish.roster.badListSide', { side: echo(typed) }));
    const parsed = parseArmyList(list, content.catalog, mission.sides.find((s) => s.id === side.id)?.faction);
    if (!parsed.ok) {
      const first = parsed.error[0];
      return err(
        sp(`skirmish.roster.listProblems.${first?.code ?? 'badLine'}`, {
          line: first?.line ?? 0,
          text: echo(first?.text ?? '', 60),
        }),
      );
    }
    for (const u of parsed.value) units.push({ side: side.id, unit: u });
  }
  return ok({ record, units });
}

export const SKIRMISH_ROSTER: RosterTable = { basis, unit, suggest, importExtras };
