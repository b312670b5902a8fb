/**
 * /fleet: building the fleets before the start, within the host's points limit. Imported files are
 * validated with the engine's own ship-class schema and every problem names where it is.
 */
import { z } from 'zod';
import { impulse, ok, err, type Result } from '../../../engine/index.js';
import type { FleetShip, GameRecord } from '../../../store/index.js';
import { describeIssues } from '../../../assets/load-catalog.js';
import type { CommandContext } from '../../app/context.js';
import type { Attachment } from '../../pipeline/request.js';
import { isAdmin } from '../../games/game-change.js';
import { problem, say, type Problem } from '../../pipeline/problem.js';
import { bold, cleanName, echo, mention } from '../../presentation/sanitize.js';
import { classesFor, findScenario } from './setup.js';
import { factionWord, localClassName, namesClass } from './catalog-words.js';
import { localScenario } from '../scenario-words.js';
import { deliverOwed, owe } from '../../presentation/outbox.js';
import type { MessageKey } from '../../locales/index.js';

const IMPORT_LIMIT_BYTES = 256 * 1024;
const FLEET_LIMIT = 24;
const DOWNLOAD_TIMEOUT_MS = 15_000;

const FleetFileSchema = z
  .object({
    classes: z.array(z.unknown()).max(40).optional(),
    fleet: z
      .array(
        z
          .object({
            class: z.string().min(1).max(60),
            name: z.string().min(1).max(32),
            side: z.string().min(1).max(40),
          })
          .strict(),
      )
      .max(FLEET_LIMIT)
      .optional(),
  })
  .strict()
  .refine((f) => f.classes !== undefined || f.fleet !== undefined, 'the file needs "classes", "fleet" or both');

const pointsOf = (classes: readonly impulse.ShipClass[], fleet: readonly FleetShip[], side: string): number =>
  fleet
    .filter((s) => s.side === side)
    .reduce((sum, s) => sum + (classes.find((c) => c.id === s.classId)?.points ?? 0), 0);

type Decision = { save?: GameRecord; result: Result<string, Problem> };
const no = (key: MessageKey, vars?: Record<string, string | number>): Decision => ({ result: err(problem(key, vars)) });

/** May this user change the fleet of `side`? The host, an admin, or a player of that side. */
function mayEdit(ctx: CommandContext, record: GameRecord, side: string): boolean {
  return isAdmin(ctx, record) || record.players.some((p) => p.userId === ctx.request.actor.id && p.side === side);
}

/**
 * May this user bring these classes into the lobby? Classes are shared by both sides and their
 * numbers are not shown in the lobby, so a changed class is a silent sabotage (issue 11). A player
 * brings new classes only: never one that replaces a class already here (bundled or imported), nor
 * one whose name passes for another class's id or name (the fleet finds classes by either). Only a
 * referee (a host or Manage Server member who is not playing) may replace an imported class.
 */
function mayDefine(
  ctx: CommandContext,
  record: GameRecord,
  classes: readonly impulse.ShipClass[],
): Result<true, Problem> {
  const mine = record.players.find((p) => p.userId === ctx.request.actor.id);
  if (classes.length > 0 && !mine && !isAdmin(ctx, record)) return err(problem('reply.notPlayer'));
  const referee = !mine && isAdmin(ctx, record);
  const here = classesFor(ctx.app.catalog, record);
  const bundled = new Set(ctx.app.catalog.classes.map((c) => c.id));
  for (const cls of classes) {
    if (bundled.has(cls.id)) return err(problem('reply.fleetClassBundled', { class: cls.id }));
    if (!referee && here.some((c) => c.id === cls.id)) return err(problem('reply.fleetClassExists', { class: cls.id }));
    const alike = here.find(
      (c) => c.id !== cls.id && (c.id.toLowerCase() === cls.name.toLowerCase() || namesClass(cls.name, c)),
    );
    if (alike) return err(problem('reply.fleetClassNameTaken', { class: cls.id, name: cleanName(cls.name, 40) }));
  }
  return ok(true);
}

/** Adds ships to a lobby's fleet, checking class, faction, name and points. */
function addShips(
  ctx: CommandContext,
  record: GameRecord,
  ships: readonly { classId: string; name: string; side: string }[],
  extraClasses: readonly impulse.ShipClass[] = [],
): Result<GameRecord, Problem> {
  const allowed = mayDefine(ctx, record, extraClasses);
  if (!allowed.ok) return allowed;
  const bundled = findScenario(ctx.app.catalog, record.scenario);
  const scenario = bundled && localScenario(ctx.t, bundled);
  const withExtra: GameRecord = {
    ...record,
    customClasses: [
      ...record.customClasses.filter((c) => !extraClasses.some((e) => e.id === c.id)),
      ...(extraClasses as unknown as GameRecord['customClasses']),
    ],
  };
  const classes = classesFor(ctx.app.catalog, withExtra);
  // Each side by its name, with the id `side:` takes (for a refusal that names them).
  const sides = (scenario?.sides ?? []).map((s) => `${cleanName(s.name, 40)} (\`${s.id}\`)`).join(', ');
  let fleet = [...record.fleet];
  for (const ship of ships) {
    // By id, or by its name in the reader's language or the scenario's own.
    const named = (s: { id: string; name: string }): boolean => s.name.toLowerCase() === ship.side.toLowerCase();
    const side = scenario?.sides.find(
      (s) => s.id === ship.side || named(s) || bundled?.sides.some((b) => b.id === s.id && named(b)),
    );
    if (!side)
      return err(
        ship.side.trim() === ''
          ? problem('reply.fleetNeedsSide', { sides })
          : problem('reply.sideFull', { side: echo(ship.side), sides }),
      );
    if (!mayEdit(ctx, record, side.id)) return err(problem('reply.notHost', { host: mention(record.host) }));
    // By id first: a name (in any of the catalogue's languages) never shadows another class's id.
    const cls = classes.find((c) => c.id === ship.classId) ?? classes.find((c) => namesClass(ship.classId, c));
    if (!cls) return err(problem('reply.fleetUnknownClass', { class: echo(ship.classId) }));
    if (cls.faction !== side.faction)
      return err(
        problem('reply.fleetWrongFaction', {
          class: cleanName(localClassName(ctx.t, cls), 40),
          faction: factionWord(ctx.t, cls.faction),
          side: side.name,
          sideFaction: factionWord(ctx.t, side.faction),
        }),
      );
    const name = cleanName(ship.name);
    if (name === '' || fleet.some((s) => s.name.toLowerCase() === name.toLowerCase()))
      return err(problem('reply.fleetNameTaken', { ship: name || '?' }));
    if (fleet.length >= FLEET_LIMIT)
      return err(
        problem('reply.badOption', { option: 'fleet', problem: problem('problems.fleetFull', { limit: FLEET_LIMIT }) }),
      );
    fleet = [...fleet, { side: side.id, classId: cls.id, name, addedBy: ctx.request.actor.id }];
    const total = pointsOf(classes, fleet, side.id);
    if (record.pointsLimit !== null && total > record.pointsLimit)
      return err(problem('reply.fleetOverLimit', { side: side.name, total, limit: record.pointsLimit }));
  }
  return ok({ ...withExtra, fleet, version: record.version + 1 });
}

async function inLobby(ctx: CommandContext, decide: (record: GameRecord) => Decision): Promise<void> {
  const result = await ctx.app.store.update(ctx.request.channelId, (record): Decision => {
    if (!record) return no('reply.noGame');
    if (record.status !== 'lobby') return no('reply.alreadyStarted');
    const decided = decide(record);
    // The pinned status follows the fleet: owed in the same save.
    return decided.save ? { ...decided, save: owe(decided.save, { kind: 'status' }) } : decided;
  });
  if (!result.ok) return ctx.respond.reply({ content: say(ctx.t, result.error) }, true);
  await ctx.respond.reply({ content: result.value });
  await deliverOwed(ctx.app, ctx.request.channelId);
}

export async function add(
  ctx: CommandContext,
  o: { readonly class: string; readonly name: string; readonly side?: string },
): Promise<void> {
  const { request, t } = ctx;
  const classId = o.class;
  const name = o.name;
  const sideText = o.side;
  await inLobby(ctx, (record) => {
    const player = record.players.find((p) => p.userId === request.actor.id);
    const side = sideText ?? player?.side ?? '';
    const next = addShips(ctx, record, [{ classId, name, side }]);
    if (!next.ok) return { result: next };
    const added = next.value.fleet.at(-1);
    const classes = classesFor(ctx.app.catalog, next.value);
    const cls = classes.find((c) => c.id === added?.classId);
    const scenario = findScenario(ctx.app.catalog, record.scenario);
    const scenarioSide = scenario && localScenario(t, scenario).sides.find((s) => s.id === added?.side);
    return {
      save: next.value,
      result: ok(
        t('reply.fleetAdded', {
          ship: bold(added?.name ?? ''),
          class: cleanName(cls ? localClassName(t, cls) : '', 40),
          points: cls?.points ?? 0,
          side: scenarioSide?.name ?? '',
          total: pointsOf(classes, next.value.fleet, added?.side ?? ''),
          limit: record.pointsLimit ?? '∞',
        }),
      ),
    };
  });
}

export async function remove(ctx: CommandContext, o: { readonly ship: string }): Promise<void> {
  const name = o.ship.toLowerCase();
  await inLobby(ctx, (record) => {
    const ship = record.fleet.find((s) => s.name.toLowerCase() === name);
    if (!ship) return no('reply.noSuchShip', { ship: echo(name) });
    if (!mayEdit(ctx, record, ship.side)) return no('reply.notHost', { host: mention(record.host) });
    return {
      save: { ...record, fleet: record.fleet.filter((s) => s !== ship), version: record.version + 1 },
      result: ok(ctx.t('reply.fleetRemoved', { ship: bold(ship.name) })),
    };
  });
}

export async function list(ctx: CommandContext): Promise<void> {
  const record = await ctx.app.store.get(ctx.request.channelId);
  if (!record) return ctx.respond.reply({ content: ctx.t('reply.noGame') }, true);
  if (record.fleet.length === 0) return ctx.respond.reply({ content: ctx.t('reply.fleetEmpty') }, true);
  const classes = classesFor(ctx.app.catalog, record);
  const bundled = findScenario(ctx.app.catalog, record.scenario);
  const scenario = bundled && localScenario(ctx.t, bundled);
  const className = (id: string): string => {
    const cls = classes.find((c) => c.id === id);
    return cleanName(cls ? localClassName(ctx.t, cls) : id, 40);
  };
  const lines = (scenario?.sides ?? []).map((side) => {
    const ships = record.fleet
      .filter((s) => s.side === side.id)
      .map((s) => `${cleanName(s.name)} (${className(s.classId)})`);
    return ctx.t('reply.fleetListSide', {
      side: side.name,
      total: pointsOf(classes, record.fleet, side.id),
      limit: record.pointsLimit ?? '∞',
      ships: ships.join(', ') || '—',
    });
  });
  await ctx.respond.reply({ content: lines.join('\n').slice(0, 2000) }, true);
}

/**
 * The body as text, or undefined once it passes `limit` bytes: the download stops there, whatever
 * size the attachment declared (a small declared size does not let a 20 MB body in).
 */
async function readAtMost(response: Response, limit: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** Reads and checks an uploaded fleet file; every problem names its place in the file. */
export async function readFleetFile(
  url: string,
  size: number,
  fetcher: typeof fetch = fetch,
): Promise<Result<z.infer<typeof FleetFileSchema> & { parsedClasses: impulse.ShipClass[] }, string>> {
  if (size > IMPORT_LIMIT_BYTES)
    return err(`the file is ${Math.ceil(size / 1024)} KB; the limit is ${IMPORT_LIMIT_BYTES / 1024} KB`);
  let json: unknown;
  try {
    const response = await fetcher(url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!response.ok) return err(`could not download the file (HTTP ${response.status})`);
    const body = await readAtMost(response, IMPORT_LIMIT_BYTES);
    if (body === undefined) return err(`the file is over ${IMPORT_LIMIT_BYTES / 1024} KB`);
    json = JSON.parse(body);
  } catch (error) {
    return err(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const file = FleetFileSchema.safeParse(json);
  if (!file.success) return err(describeIssues('file', file.error).slice(0, 3).join('; '));
  const parsedClasses: impulse.ShipClass[] = [];
  for (const [i, raw] of (file.data.classes ?? []).entries()) {
    const cls = impulse.ShipClassSchema.safeParse(raw);
    if (!cls.success) return err(describeIssues(`classes[${i}]`, cls.error).slice(0, 3).join('; '));
    // A class's name reaches public replies, lists, menus and pictures: plain text only.
    parsedClasses.push({ ...cls.data, name: cleanName(cls.data.name, 40) || cls.data.id });
  }
  return ok({ ...file.data, parsedClasses });
}

export async function importFleet(ctx: CommandContext, o: { readonly file: Attachment }): Promise<void> {
  const file = o.file;
  if (!file)
    return ctx.respond.reply(
      { content: ctx.t('reply.fleetImportBad', { problem: ctx.t('problems.attachJson') }) },
      true,
    );
  await ctx.respond.defer(false);
  const read = await readFleetFile(file.url, file.size);
  // The problem quotes the file (a key, a snippet of bad JSON): shown as typed, never as markup.
  if (!read.ok)
    return ctx.respond.reply({ content: ctx.t('reply.fleetImportBad', { problem: echo(read.error, 600) }) }, true);
  const unknownWeapon = read.value.parsedClasses
    .flatMap((c) => c.groups.map((g) => g.weapon))
    .find((w) => !ctx.app.catalog.weapons.some((k) => k.id === w));
  if (unknownWeapon)
    return ctx.respond.reply(
      {
        content: ctx.t('reply.fleetImportBad', {
          problem: ctx.t('problems.unknownWeapon', {
            weapon: cleanName(unknownWeapon),
            known: ctx.app.catalog.weapons.map((w) => w.id).join(', '),
          }),
        }),
      },
      true,
    );
  await inLobby(ctx, (record) => {
    const next = addShips(
      ctx,
      record,
      (read.value.fleet ?? []).map((s) => ({ classId: s.class, name: s.name, side: s.side })),
      read.value.parsedClasses,
    );
    if (!next.ok) return { result: next };
    return {
      save: next.value,
      result: ok(
        ctx.t('reply.fleetImported', {
          classes: read.value.parsedClasses.length,
          ships: read.value.fleet?.length ?? 0,
        }),
      ),
    };
  });
}
