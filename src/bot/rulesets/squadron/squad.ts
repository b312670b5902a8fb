/**
 * `/squad`: building each side's squad before the start, to the points limit (issue 14, deliverable
 * 5): pilots of the side's faction, upgrades in the ship's free slots, a named ace once. Without a
 * built squad a side flies the scenario's own.
 */
import type { squadron } from '../../../engine/index.js';
import { err, ok, type Result } from '../../../engine/index.js';
import type { FleetShip, GameRecord } from '../../../store/index.js';
import type { CommandContext } from '../../app/context.js';
import { isAdmin } from '../../games/game-change.js';
import { loose, type MessageKey, type Translate } from '../../locales/index.js';
import { problem, say, type Problem } from '../../pipeline/problem.js';
import { deliverOwed, owe } from '../../presentation/outbox.js';
import { cleanName, echo, mention } from '../../presentation/sanitize.js';
import { squadronContent } from './content.js';
import { localName, names } from './content-words.js';
import { localScenario } from '../scenario-words.js';

const SQUAD_LIMIT = 8;
const sq = (key: string, vars?: Record<string, string | number>): Problem => problem(key as MessageKey, vars);

type Content = NonNullable<ReturnType<typeof squadronContent>>;

export const entryPoints = (content: Content, entry: Pick<FleetShip, 'classId' | 'upgrades'>): number =>
  (content.catalog.pilots.find((p) => p.id === entry.classId)?.cost ?? 0) +
  (entry.upgrades ?? []).reduce((sum, id) => sum + (content.catalog.upgrades.find((u) => u.id === id)?.cost ?? 0), 0);

/** " + Heavy Torpedo, Rail Cannon": the upgrades as the reader reads them. */
function upgradeNames(t: Translate, content: Content, ids: readonly string[] | undefined): string {
  const named = (id: string): string => {
    const upgrade = content.catalog.upgrades.find((u) => u.id === id);
    return upgrade ? localName(t, 'upgrade', upgrade) : id;
  };
  return (ids ?? []).length === 0 ? '' : ` + ${(ids ?? []).map(named).join(', ')}`;
}

/**
 * A squad entry's name in the reader's language: its pilot's, with the copy's number the entry was
 * saved with ("Lance Cadet 2" reads "长枪学员 2").
 */
export function entryName(t: Translate, content: Content, entry: Pick<FleetShip, 'classId' | 'name'>): string {
  const pilot = content.catalog.pilots.find((p) => p.id === entry.classId);
  if (!pilot || !entry.name.startsWith(pilot.name)) return cleanName(entry.name);
  return cleanName(`${localName(t, 'pilot', pilot)}${entry.name.slice(pilot.name.length)}`);
}

const sidePoints = (content: Content, fleet: readonly FleetShip[], side: string): number =>
  fleet.filter((s) => s.side === side).reduce((sum, s) => sum + entryPoints(content, s), 0);

export const pointsLimitOf = (record: GameRecord, scenario: squadron.SquadronScenario): number =>
  record.pointsLimit ?? scenario.pointsLimit;

function findPilot(content: Content, typed: string): squadron.Pilot | undefined {
  const wanted = typed.trim().toLowerCase();
  return (
    content.catalog.pilots.find((p) => p.id === wanted) ?? content.catalog.pilots.find((p) => names(typed, 'pilot', p))
  );
}

/** The entry added, checked against the side, the ship's slots, uniqueness and the points limit. */
function addEntry(
  ctx: CommandContext,
  content: Content,
  record: GameRecord,
  o: { pilot: string; upgrades?: string; side?: string },
): Result<{ record: GameRecord; entry: FleetShip }, Problem> {
  const scenario = content.scenarios.find((s) => s.id === record.scenario);
  if (!scenario) return err(problem('reply.noGame'));
  const player = record.players.find((p) => p.userId === ctx.request.actor.id);
  const sideId = o.side ?? player?.side;
  const side = localScenario(ctx.t, scenario).sides.find(
    (s) => s.id === sideId || s.name.toLowerCase() === (sideId ?? '').toLowerCase(),
  );
  if (!side) return err(sq('squadron.squad.whichSide', { sides: scenario.sides.map((s) => s.id).join(', ') }));
  if (!isAdmin(ctx, record) && player?.side !== side.id)
    return err(problem('reply.notHost', { host: mention(record.host) }));
  const pilot = findPilot(content, o.pilot);
  if (!pilot) return err(sq('squadron.squad.unknownPilot', { pilot: echo(o.pilot) }));
  const type = content.catalog.ships.find((s) => s.id === pilot.ship);
  if (!type || type.faction !== side.faction)
    return err(sq('squadron.squad.wrongFaction', { pilot: localName(ctx.t, 'pilot', pilot), side: side.name }));
  const upgrades = (o.upgrades ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((u) => u.toLowerCase());
  const slots = [...type.slots];
  for (const id of upgrades) {
    const upgrade = content.catalog.upgrades.find((u) => u.id === id || names(id, 'upgrade', u));
    if (!upgrade) return err(sq('squadron.squad.unknownUpgrade', { upgrade: echo(id) }));
    const slot = slots.indexOf(upgrade.slot);
    if (slot < 0)
      return err(
        sq('squadron.squad.noSlot', {
          ship: localName(ctx.t, 'ship', type),
          upgrade: localName(ctx.t, 'upgrade', upgrade),
        }),
      );
    slots.splice(slot, 1);
  }
  const ids = upgrades.map(
    (id) => content.catalog.upgrades.find((u) => u.id === id || names(id, 'upgrade', u))?.id ?? id,
  );
  if (pilot.unique && record.fleet.some((s) => s.classId === pilot.id && s.side === side.id))
    return err(sq('squadron.squad.uniqueTwice', { pilot: localName(ctx.t, 'pilot', pilot) }));
  if (record.fleet.filter((s) => s.side === side.id).length >= SQUAD_LIMIT)
    return err(sq('squadron.squad.full', { limit: SQUAD_LIMIT }));
  const copies = record.fleet.filter((s) => s.classId === pilot.id).length;
  const entry: FleetShip = {
    side: side.id,
    classId: pilot.id,
    name: cleanName(copies === 0 ? pilot.name : `${pilot.name} ${copies + 1}`),
    addedBy: ctx.request.actor.id,
    ...(ids.length > 0 ? { upgrades: ids } : {}),
  };
  const fleet = [...record.fleet, entry];
  const total = sidePoints(content, fleet, side.id);
  const limit = pointsLimitOf(record, scenario);
  if (total > limit) return err(sq('squadron.squad.overLimit', { side: side.name, total, limit }));
  return ok({ record: { ...record, fleet, version: record.version + 1 }, entry });
}

type Decision = { save?: GameRecord; result: Result<string, Problem> };

async function inLobby(ctx: CommandContext, decide: (record: GameRecord, content: Content) => Decision): Promise<void> {
  const content = squadronContent(ctx.app);
  const result = await ctx.app.store.update(ctx.request.channelId, (record): Decision => {
    if (!record) return { result: err(problem('reply.noGame')) };
    if (record.ruleset !== 'squadron') return { result: err(sq('squadron.squad.notSquadron')) };
    if (record.status !== 'lobby') return { result: err(problem('reply.alreadyStarted')) };
    if (!content) return { result: err(problem('reply.noGame')) };
    const decided = decide(record, content);
    return decided.save ? { ...decided, save: owe(decided.save, { kind: 'status' }) } : decided;
  });
  if (!result.ok) return ctx.respond.reply({ content: say(ctx.t, result.error) }, true);
  await ctx.respond.reply({ content: result.value });
  await deliverOwed(ctx.app, ctx.request.channelId);
}

export async function add(ctx: CommandContext, o: { pilot: string; upgrades?: string; side?: string }): Promise<void> {
  await inLobby(ctx, (record, content) => {
    const added = addEntry(ctx, content, record, o);
    if (!added.ok) return { result: added };
    const { entry } = added.value;
    const bundled = content.scenarios.find((s) => s.id === record.scenario);
    const scenario = bundled && localScenario(ctx.t, bundled);
    return {
      save: added.value.record,
      result: ok(
        loose(ctx.t)('squadron.squad.added', {
          pilot: entryName(ctx.t, content, entry),
          points: entryPoints(content, entry),
          side: scenario?.sides.find((s) => s.id === entry.side)?.name ?? entry.side,
          total: sidePoints(content, added.value.record.fleet, entry.side),
          limit: scenario ? pointsLimitOf(record, scenario) : 0,
        }),
      ),
    };
  });
}

export async function remove(ctx: CommandContext, o: { pilot: string }): Promise<void> {
  await inLobby(ctx, (record, content) => {
    const wanted = o.pilot.trim().toLowerCase();
    const entry =
      record.fleet.find((s) => s.name.toLowerCase() === wanted) ??
      record.fleet.find((s) => entryName(ctx.t, content, s).toLowerCase() === wanted) ??
      record.fleet.find((s) => s.classId === wanted);
    if (!entry) return { result: err(problem('reply.noSuchShip', { ship: echo(o.pilot) })) };
    const player = record.players.find((p) => p.userId === ctx.request.actor.id);
    if (!isAdmin(ctx, record) && player?.side !== entry.side)
      return { result: err(problem('reply.notHost', { host: mention(record.host) })) };
    return {
      save: { ...record, fleet: record.fleet.filter((s) => s !== entry), version: record.version + 1 },
      result: ok(loose(ctx.t)('squadron.squad.removed', { pilot: entryName(ctx.t, content, entry) })),
    };
  });
}

/** The squads as built so far, with their points, or the scenario's own when none is built. */
export async function show(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  const content = squadronContent(ctx.app);
  const bundled = content?.scenarios.find((s) => s.id === record?.scenario);
  const scenario = bundled && localScenario(ctx.t, bundled);
  if (!record || !content || !scenario) return ctx.respond.reply({ content: ctx.t('reply.noGame') }, true);
  const say2 = loose(ctx.t);
  const limit = pointsLimitOf(record, scenario);
  // Named as the map names them (issue 39: "Shard Drone" twice where the map says "Shard Drone 2"):
  // a pilot's second copy and on are numbered, counted over the sides in order, as the game does.
  const copies = new Map<string, number>();
  const mapName = (pilotId: string, fallback: string): string => {
    const n = (copies.get(pilotId) ?? 0) + 1;
    copies.set(pilotId, n);
    const pilot = content.catalog.pilots.find((p) => p.id === pilotId);
    const base = pilot ? localName(ctx.t, 'pilot', pilot) : fallback;
    return cleanName(n === 1 ? base : `${base} ${n}`);
  };
  const lines = scenario.sides.flatMap((side) => {
    const built = record.fleet.filter((s) => s.side === side.id);
    const entries =
      built.length > 0
        ? built
        : side.squad.map((e) => ({
            classId: e.pilot,
            upgrades: e.upgrades,
            name: findPilot(content, e.pilot)?.name ?? e.pilot,
          }));
    const total = entries.reduce((sum, e) => sum + entryPoints(content, e), 0);
    return [
      say2(built.length > 0 ? 'squadron.squad.sideBuilt' : 'squadron.squad.sideScenario', {
        side: side.name,
        total,
        limit,
      }),
      ...entries.map(
        (e) =>
          `• ${mapName(e.classId, entryName(ctx.t, content, e))} (${entryPoints(content, e)})${upgradeNames(ctx.t, content, e.upgrades)}`,
      ),
    ];
  });
  await ctx.respond.reply({ content: lines.join('\n').slice(0, 2000) }, true);
}
