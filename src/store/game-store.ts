/**
 * Where games live (DESIGN.md section 7). A game is stored in parts, so that the cost of a command
 * does not grow with the game:
 *
 *   game:<channel>          the head: players, settings, the state snapshot, clocks, the outbox
 *   log:<game>:<n>          one command log entry each, written once
 *   opening:<game>          the initial state and what built it, written once at the start
 *   present:<channel>       message ids, last pings, delivered outbox items (small, written often)
 *   due:<channel>           the earliest timer of the game (never later than the truth) and its guild
 *   index:open              the channels with an open game (written when one opens or closes)
 *   archive:<game>          the head of a game that ended; its log and opening stay where they are
 *   index:archive:<channel> the games a channel has archived
 *   quarantine:<channel>:<ms> a record that could not be read, set aside untouched
 *
 * A save writes the new log entries, the opening when it is new, and the head, in one atomic
 * statement on SQLite, in one transaction on PostgreSQL (head last in memory, so the head never
 * names entries that are not there).
 *
 * On PostgreSQL other processes write the same store (issue 45): every change runs under the lock
 * `kv.exclusive` gives (a transaction with an advisory lock per key), a cached record is used only
 * while its row's revision is unchanged, and the open-game and due indexes are read again at each
 * use instead of being kept in memory.
 * Reads never write. A record that cannot be read is never overwritten: every access to its channel
 * throws QuarantinedGame until the host ends it or restores it from its log.
 */
import { KeyedLock } from './lock.js';
import { KeyValue, StoreUnavailable, UnreadableValue, type Stored } from './kv.js';
import { LruCache } from './lru.js';
import { cacheValue, cachedValue } from './revved.js';
import { openBackend } from './backend.js';
import { type Change } from './collection.js';
import {
  GAME_HEAD,
  GAME_SCHEMA_VERSION,
  LEGACY_GAME_RECORD,
  SPLIT_SCHEMA_VERSION,
  LogEntrySchema,
  OPENING,
  PRESENTATION,
  emptyPresentation,
  fromLegacy,
  type GameHead,
  type GameRecord,
  type LogEntry,
  type Opening,
  type Presentation,
} from './game-record.js';
import { RecordError, readRecord } from './versioned.js';

/** Why a channel's game cannot be read. */
/** newer: a newer bot's record; damaged: unreadable; ruleset: it plays rules this bot does not have. */
export type QuarantineReason = 'newer' | 'damaged' | 'ruleset';

export class QuarantinedGame extends Error {
  constructor(
    readonly channelId: string,
    readonly reason: QuarantineReason,
    /** The host named in the record, when that much of it could be read. */
    readonly host: string | undefined,
    readonly gameId: string | undefined,
    detail: string,
  ) {
    super(`game in channel ${channelId} is quarantined (${reason}): ${detail}`);
  }
}

/** What is left of a quarantined game to rebuild it from. */
export interface Salvage {
  readonly head: Record<string, unknown> | undefined;
  readonly opening: Opening | undefined;
  /** The log entries read in order from the first, up to the first that is missing or unreadable. */
  readonly log: LogEntry[];
  /**
   * The numbers of the entries after those that the game had (by its head, or found stored) but that
   * cannot be used: a restore drops them, and says so (issue 41).
   */
  readonly dropped: readonly number[];
}

interface Loaded {
  readonly record: GameRecord;
  /** The head's revision when read or written (PostgreSQL). */
  readonly rev?: number | undefined;
  /** How many of its log entries are stored under the game's id (0 for a record from schema 2). */
  readonly storedLog: number;
  readonly openingStored: boolean;
  /** What the head, the opening and each log entry weigh as stored: the cache's measure. */
  readonly headBytes: number;
  readonly openingBytes: number;
  readonly entryBytes: readonly number[];
}

const weight = (loaded: Loaded): number =>
  loaded.headBytes + loaded.openingBytes + loaded.entryBytes.reduce((a, b) => a + b, 0);

/** Default bound of the record cache (STORE_CACHE_MB). */
export const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

export interface GameStoreOptions {
  /** Off for a process that only watches a store another process writes (tests, benchmarks). */
  readonly caching?: boolean;
  readonly cacheBytes?: number;
  /** The clock that timers are due by (the bot's own, which tests shift). */
  readonly now?: () => Date;
  /**
   * Whether this bot plays a ruleset id. A game of another ruleset is kept untouched and read as
   * quarantined, so its host can still end it and nothing else in the bot trips over it.
   */
  readonly plays?: (ruleset: string) => boolean;
  /** Told of every game record read (the bot's log lines name the game they are about: issue 45). */
  readonly onLoad?: (record: GameRecord) => void;
}

const headKey = (channelId: string) => `game:${channelId}`;
const logKey = (gameId: string, n: number) => `log:${gameId}:${n}`;
const OPEN_INDEX = 'index:open';
const NO_TIMER = Number.POSITIVE_INFINITY;

/**
 * Who a guild's games belong to: a process of a sharded bot owns the games of its guilds (issue 45);
 * a game without a guild is passed null.
 */
export type Owns = (guildId: string | null) => boolean;

/** What `due:<channel>` says: the earliest timer (or 0: look once) and the game's guild (undefined: not written by this version). */
interface Hint {
  readonly due: number;
  readonly guild: string | null | undefined;
}

const dueValue = (due: number, guild: string | null) => ({ due: Number.isFinite(due) ? due : null, guild });

const earliestTimer = (record: GameRecord): number =>
  record.timers.reduce((min, t) => Math.min(min, Date.parse(t.due)), NO_TIMER);

function headOf(record: GameRecord, done: ReadonlySet<string>): GameHead {
  const { log, initial: _initial, setup: _setup, ...rest } = record;
  return { ...rest, outbox: record.outbox.filter((item) => !done.has(item.id)), logLength: log.length };
}

function openingOf(record: GameRecord): Opening | undefined {
  if (record.initial === null) return undefined;
  const header = {
    id: record.id,
    channelId: record.channelId,
    guildId: record.guildId,
    host: record.host,
    name: record.name,
    players: record.players,
    ruleset: record.ruleset,
    rulesVersion: record.rulesVersion,
    scenario: record.scenario,
    pointsLimit: record.pointsLimit,
    createdAt: record.createdAt,
    roster: record.roster,
    customClasses: record.customClasses,
    seed: record.seed,
    seedHash: record.seedHash,
    clock: record.clock,
  };
  return { schemaVersion: 1, initial: record.initial, setup: record.setup, header };
}

export class GameStore {
  readonly lock: KeyedLock;
  private readonly cache: LruCache<unknown> | undefined;
  private readonly now: () => Date;
  /** The channels with an open game (loaded once; undefined until then, and always in watch mode). */
  private openSet: Set<string> | undefined;
  /** Each open game's earliest timer as last written to `due:` (or 0: not known, look once), and its guild. */
  private dueHints: Map<string, Hint> | undefined;
  /** Channels whose game was saved owing something not yet delivered. */
  private readonly owed = new Set<string>();
  /**
   * Bumped by every write of a key: a read that began before a write ended must not fill the cache
   * with what it read (it may be the value the write replaced).
   */
  private readonly generations = new Map<string, number>();
  private readonly presentFromLegacy = new Set<string>();

  private bump(key: string): void {
    this.generations.set(key, (this.generations.get(key) ?? 0) + 1);
  }

  private cacheIfCurrent(
    key: string,
    generation: number,
    value: unknown,
    bytes: number,
    rev: number | undefined,
  ): void {
    if ((this.generations.get(key) ?? 0) === generation) this.cacheSet(key, value, bytes, rev);
  }

  private cacheSet(key: string, value: unknown, bytes: number, rev: number | undefined): void {
    cacheValue(this.kv, this.cache, key, value, bytes, rev);
  }

  /** What the cache holds for a key (checked against its row's revision on a shared store). */
  private async cached(key: string): Promise<unknown> {
    return cachedValue(this.kv, this.cache, key);
  }

  /** Whether indexes may be kept in memory between calls: only a caching store that no other process writes. */
  private get keepsIndexes(): boolean {
    return this.cache !== undefined && !this.kv.shared;
  }

  private readonly plays: ((ruleset: string) => boolean) | undefined;
  private readonly onLoad: ((record: GameRecord) => void) | undefined;

  private seen(loaded: Loaded | undefined): Loaded | undefined {
    if (loaded !== undefined) this.onLoad?.(loaded.record);
    return loaded;
  }

  constructor(
    readonly kv: KeyValue,
    // On PostgreSQL a store built without a lock of its own still holds each game across processes
    // and saves it in one transaction (issue 45); elsewhere `kv.exclusive` only runs the work.
    lock: KeyedLock = new KeyedLock((key, work) => kv.exclusive(key, work)),
    options: GameStoreOptions = {},
  ) {
    this.lock = lock;
    this.cache = options.caching === false ? undefined : new LruCache(options.cacheBytes ?? DEFAULT_CACHE_BYTES);
    this.now = options.now ?? (() => new Date());
    this.plays = options.plays;
    this.onLoad = options.onLoad;
  }

  /** The shared record cache, for the other collections of the app (undefined in watch mode). */
  get recordCache(): LruCache<unknown> | undefined {
    return this.cache;
  }

  // ---- reading ---------------------------------------------------------------------------------

  /** The open game of a channel; throws QuarantinedGame when its record cannot be read. */
  async get(channelId: string): Promise<GameRecord | undefined> {
    return (await this.load(channelId))?.record;
  }

  private async load(channelId: string): Promise<Loaded | undefined> {
    const key = headKey(channelId);
    const cached = await this.cached(key);
    if (cached instanceof QuarantinedGame) throw cached;
    if (cached !== undefined) return this.seen(cached === null ? undefined : (cached as Loaded));
    const generation = this.generations.get(key) ?? 0;
    let loaded: Loaded | undefined;
    try {
      loaded = await this.readGame(key, channelId);
    } catch (error) {
      // Kept without a revision: on a shared store it is read again each time (rare, and may be repaired elsewhere).
      if (error instanceof QuarantinedGame) this.cacheIfCurrent(key, generation, error, 256, undefined);
      throw error;
    }
    this.cacheIfCurrent(key, generation, loaded ?? null, loaded ? weight(loaded) : 16, loaded?.rev);
    return this.seen(loaded);
  }

  /** Reads a head (open or archived) and puts its log and opening back. */
  private async readGame(key: string, channelId: string): Promise<Loaded | undefined> {
    let stored: Stored | undefined;
    try {
      stored = await this.kv.get(key);
    } catch (error) {
      if (error instanceof UnreadableValue)
        throw new QuarantinedGame(channelId, 'damaged', undefined, undefined, error.message);
      throw error;
    }
    if (stored === undefined) return undefined;
    const raw = stored.value as Record<string, unknown> | null;
    const host = typeof raw?.['host'] === 'string' ? raw['host'] : undefined;
    const gameId = typeof raw?.['id'] === 'string' ? raw['id'] : undefined;
    const version = typeof raw?.['schemaVersion'] === 'number' ? raw['schemaVersion'] : 0;
    const quarantine = (reason: QuarantineReason, detail: string) =>
      new QuarantinedGame(channelId, reason, host, gameId, detail);
    if (version > GAME_SCHEMA_VERSION)
      throw quarantine('newer', `schema ${version}, this bot reads up to ${GAME_SCHEMA_VERSION}`);
    try {
      if (version < SPLIT_SCHEMA_VERSION) {
        const { record } = fromLegacy(readRecord(LEGACY_GAME_RECORD, key, raw));
        return {
          record,
          rev: stored.rev,
          storedLog: 0,
          openingStored: false,
          headBytes: stored.bytes,
          openingBytes: 0,
          entryBytes: [],
        };
      }
      const head = readRecord(GAME_HEAD, key, raw);
      if (this.plays && !this.plays(head.ruleset))
        throw quarantine('ruleset', `it plays "${head.ruleset}", which this bot does not have`);
      const keys = [
        ...(head.state === null ? [] : [`opening:${head.id}`]),
        ...Array.from({ length: head.logLength }, (_, i) => logKey(head.id, i + 1)),
      ];
      const parts = await this.kv.getMany(keys);
      const sizes: number[] = [];
      const part = (i: number): unknown => {
        const value = parts[i];
        if (value instanceof UnreadableValue) throw new RecordError(value.message);
        if (value === undefined) throw new RecordError(`${keys[i] ?? '?'} is missing`);
        sizes.push(value.bytes);
        return value.value;
      };
      const offset = head.state === null ? 0 : 1;
      const opening = head.state === null ? undefined : readRecord(OPENING, keys[0] ?? '', part(0));
      const log = Array.from({ length: head.logLength }, (_, i) => {
        const parsed = LogEntrySchema.safeParse(part(i + offset));
        if (!parsed.success)
          throw new RecordError(`${keys[i + offset] ?? '?'}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
        return parsed.data;
      });
      const { logLength: _length, ...rest } = head;
      const record: GameRecord = { ...rest, log, initial: opening?.initial ?? null, setup: opening?.setup ?? null };
      const openingBytes = opening === undefined ? 0 : (sizes.shift() ?? 0);
      return {
        record,
        rev: stored.rev,
        storedLog: head.logLength,
        openingStored: opening !== undefined,
        headBytes: stored.bytes,
        openingBytes,
        entryBytes: sizes,
      };
    } catch (error) {
      if (error instanceof RecordError) throw quarantine('damaged', error.message);
      throw error;
    }
  }

  /** The channel's presentation bookkeeping for this game (a fresh one for a new game). */
  async presentation(channelId: string, gameId: string): Promise<Presentation> {
    const key = `present:${channelId}`;
    let present = (await this.cached(key)) as Presentation | undefined;
    if (present === undefined) {
      const generation = this.generations.get(key) ?? 0;
      const stored = await this.kv.get(key).catch(() => undefined);
      present = stored === undefined ? undefined : readRecordOrUndefined(PRESENTATION, key, stored.value);
      if (present === undefined) {
        // A game from schema 2 kept its message ids in its own record; they are written with its first save.
        present = await this.legacyPresentation(channelId);
        if (present !== undefined) this.presentFromLegacy.add(channelId);
      }
      if (present !== undefined) this.cacheIfCurrent(key, generation, present, 512, stored?.rev);
    }
    return present !== undefined && present.gameId === gameId ? present : emptyPresentation(gameId);
  }

  private async legacyPresentation(channelId: string): Promise<Presentation | undefined> {
    const stored = await this.kv.get(headKey(channelId)).catch(() => undefined);
    const raw = stored?.value as Record<string, unknown> | undefined;
    const version = raw?.['schemaVersion'];
    if (raw === undefined || (typeof version === 'number' && version >= SPLIT_SCHEMA_VERSION)) return undefined;
    try {
      return fromLegacy(readRecord(LEGACY_GAME_RECORD, headKey(channelId), raw)).presentation;
    } catch {
      return undefined;
    }
  }

  /** Changes the presentation record under its own lock (never the game's: posting never waits for a command). */
  async present(
    channelId: string,
    gameId: string,
    change: (current: Presentation) => Presentation,
  ): Promise<Presentation> {
    const key = `present:${channelId}`;
    return this.lock.run(key, async () => {
      const next = change(await this.presentation(channelId, gameId));
      // Done ids are kept while the game's outbox still lists them (the next save of the game drops both).
      const held = await this.cached(headKey(channelId));
      const cached = held instanceof QuarantinedGame ? undefined : (held as Loaded | null | undefined);
      const listed = cached && cached.record.id === gameId ? new Set(cached.record.outbox.map((i) => i.id)) : undefined;
      const pruned: Presentation = listed ? { ...next, done: next.done.filter((id) => listed.has(id)) } : next;
      this.cache?.delete(key);
      this.bump(key);
      const revs: (number | undefined)[] = [];
      await this.kv.write(`presentation of ${channelId}`, [[key, pruned]], revs).finally(() => this.bump(key));
      this.presentFromLegacy.delete(channelId);
      this.cacheSet(key, pruned, 512, revs[0]);
      return pruned;
    });
  }

  // ---- changing --------------------------------------------------------------------------------

  /**
   * Runs `change` on the channel's game under its lock and saves what it decides before resolving,
   * so an answer given to a player always describes something already on disk. A failed write
   * throws StoreWriteError and leaves the cache without the unsaved record.
   */
  async update<R>(
    channelId: string,
    change: (current: GameRecord | undefined) => Change<GameRecord, R> | Promise<Change<GameRecord, R>>,
  ): Promise<R> {
    return this.lock.run(headKey(channelId), async () => {
      const before = await this.load(channelId);
      const decided = await change(before?.record);
      if (decided.save === null) await this.remove(channelId, before);
      else if (decided.save !== undefined) await this.save(channelId, before, decided.save);
      return decided.result;
    });
  }

  private async save(channelId: string, before: Loaded | undefined, next: GameRecord): Promise<void> {
    const key = headKey(channelId);
    const same = before !== undefined && before.record.id === next.id;
    const previous = same ? before.record.log : [];
    let common = 0;
    // Entries are never changed once made, so the log shared with what is stored is found by identity.
    while (common < previous.length && common < next.log.length && previous[common] === next.log[common]) common += 1;
    common = Math.min(common, same ? before.storedLog : 0);
    const writes: [string, unknown][] = [];
    // A game that replaces a finished one in the channel: the old one goes to the archive in the same write.
    if (before !== undefined && !same) writes.push(...this.archiveWrites(before));
    const firstEntry = writes.length;
    for (let i = common; i < next.log.length; i += 1) writes.push([logKey(next.id, i + 1), next.log[i]]);
    const newEntries = next.log.length - common;
    const opening = openingOf(next);
    const openingNew =
      opening !== undefined && (!same || !before.openingStored || before.record.initial !== next.initial);
    if (openingNew) writes.push([`opening:${next.id}`, opening]);
    const present = await this.presentation(channelId, next.id);
    if (this.presentFromLegacy.has(channelId)) writes.push([`present:${channelId}`, present]);
    const head = headOf(next, new Set(present.done));
    const record: GameRecord = head.outbox.length === next.outbox.length ? next : { ...next, outbox: head.outbox };
    const due = this.dueWrite(channelId, record);
    if (due) writes.push(due);
    writes.push([key, head]);
    this.cache?.delete(key);
    this.bump(key);
    const newGame = before === undefined || !same;
    let sizes: number[] = [];
    const revs: (number | undefined)[] = [];
    try {
      // The index of open games changes in the same write as the game that opens.
      if (newGame) {
        await this.withOpenIndex(channelId, true, async (index) => {
          sizes = await this.kv.write(`the game in ${channelId}`, [...writes, ...index], revs);
        });
      } else sizes = await this.kv.write(`the game in ${channelId}`, writes, revs);
    } catch (error) {
      // What is on disk is the record before: its timers may be due sooner than the hint just written.
      this.dueHints?.set(channelId, { due: 0, guild: record.guildId });
      throw error;
    } finally {
      this.bump(key);
    }
    this.presentFromLegacy.delete(channelId);
    if (due)
      this.dueHints?.set(channelId, { due: (due[1] as { due: number | null }).due ?? NO_TIMER, guild: record.guildId });
    if (previous.length > next.log.length && same) {
      // Entries an undo took back are left behind the head's length; clear them (best effort).
      const stale = Array.from(
        { length: Math.max(0, Math.min(before.storedLog, previous.length) - next.log.length) },
        (_, i) => logKey(next.id, next.log.length + i + 1),
      );
      await this.kv.remove('undone log entries', stale).catch(() => undefined);
    }
    const entryBytes = [
      ...(same ? before.entryBytes.slice(0, common) : []),
      ...sizes.slice(firstEntry, firstEntry + newEntries),
    ];
    const openingBytes = openingNew ? (sizes[firstEntry + newEntries] ?? 0) : same ? before.openingBytes : 0;
    const loaded: Loaded = {
      record,
      rev: revs[writes.length - 1],
      storedLog: next.log.length,
      openingStored: opening !== undefined,
      headBytes: sizes[writes.length - 1] ?? 0,
      openingBytes,
      entryBytes,
    };
    this.cacheSet(key, loaded, weight(loaded), loaded.rev);
    // A game just made is read from here on: what is logged after its first save names it too.
    this.seen(loaded);
    if (head.outbox.length > 0) this.owed.add(channelId);
    if (before !== undefined && !same) await this.indexArchive(before.record);
  }

  private async remove(channelId: string, before: Loaded | undefined): Promise<void> {
    this.cache?.delete(headKey(channelId));
    this.bump(headKey(channelId));
    await this.kv
      .remove(`the game in ${channelId}`, [headKey(channelId), `due:${channelId}`])
      .finally(() => this.bump(headKey(channelId)));
    this.cacheSet(headKey(channelId), null, 16, undefined);
    this.dueHints?.delete(channelId);
    this.owed.delete(channelId);
    if (before !== undefined) await this.setOpen(channelId, false);
  }

  /** What moves a game's head to the archive, with any of its parts not stored under its id yet. */
  private archiveWrites(loaded: Loaded): [string, unknown][] {
    const record = loaded.record;
    const writes: [string, unknown][] = [];
    for (let i = loaded.storedLog; i < record.log.length; i += 1)
      writes.push([logKey(record.id, i + 1), record.log[i]]);
    const opening = openingOf(record);
    if (opening && !loaded.openingStored) writes.push([`opening:${record.id}`, opening]);
    // An archived game owes nothing (and keeps no interaction tokens).
    writes.push([`archive:${record.id}`, { ...headOf(record, new Set()), outbox: [] }]);
    return writes;
  }

  /** Moves a game to the archive (finished games are kept, never deleted) and frees its channel. */
  async archiveGame(channelId: string): Promise<GameRecord | undefined> {
    return this.lock.run(headKey(channelId), async () => {
      const loaded = await this.load(channelId);
      if (loaded === undefined) return undefined;
      await this.kv.write(`the archive of ${channelId}`, this.archiveWrites(loaded));
      await this.remove(channelId, loaded);
      await this.indexArchive(loaded.record);
      return loaded.record;
    });
  }

  /** Archived games, by game id. */
  readonly archive = {
    get: async (gameId: string): Promise<GameRecord | undefined> =>
      (await this.readGame(`archive:${gameId}`, gameId.replace(/-[^-]*$/, '')))?.record,
  };

  // ---- indexes ---------------------------------------------------------------------------------

  /** Whether `index:open` is on disk (a store from before it, or a new one, finds its games by one scan). */
  private openStored = false;

  private async openMembers(): Promise<Set<string>> {
    if (this.openSet && this.keepsIndexes) return this.openSet;
    const stored = await this.kv.get(OPEN_INDEX);
    this.openStored = Array.isArray(stored?.value);
    const ids = Array.isArray(stored?.value)
      ? (stored.value as unknown[]).filter((x): x is string => typeof x === 'string')
      : (await this.kv.keys('game:')).map((k) => k.slice('game:'.length));
    const members = new Set(ids);
    if (this.keepsIndexes) this.openSet = members;
    return members;
  }

  /**
   * Runs `write` under the index's lock with the index entry it must include (none when the index
   * already says so), then remembers the new membership.
   */
  private async withOpenIndex(
    channelId: string,
    open: boolean,
    write: (index: [string, unknown][]) => Promise<void>,
  ): Promise<void> {
    await this.lock.run(OPEN_INDEX, async () => {
      const members = new Set(await this.openMembers());
      const unchanged = members.has(channelId) === open && this.openStored;
      if (open) members.add(channelId);
      else members.delete(channelId);
      await write(unchanged ? [] : [[OPEN_INDEX, [...members]]]);
      this.openStored = true;
      if (this.keepsIndexes) this.openSet = members;
    });
  }

  private async setOpen(channelId: string, open: boolean): Promise<void> {
    await this.withOpenIndex(channelId, open, async (index) => {
      await this.kv.write('the index of open games', index);
    });
  }

  private async indexArchive(record: GameRecord): Promise<void> {
    const key = `index:archive:${record.channelId}`;
    await this.lock.run(key, async () => {
      const stored = await this.kv.get(key);
      const members = await this.archivedIds(record.channelId);
      if (Array.isArray(stored?.value) && members.includes(record.id)) return;
      await this.kv.write(`the archive index of ${record.channelId}`, [[key, [...new Set([...members, record.id])]]]);
    });
  }

  private async archivedIds(channelId: string): Promise<string[]> {
    const stored = await this.kv.get(`index:archive:${channelId}`);
    if (Array.isArray(stored?.value))
      return (stored.value as unknown[]).filter((x): x is string => typeof x === 'string');
    // A store from before the index: found by one scan, remembered by the next archive write.
    return (await this.kv.keys('archive:'))
      .map((k) => k.slice('archive:'.length))
      .filter((id) => id.startsWith(`${channelId}-`));
  }

  /** The channels with an open game (of the guilds `owns` accepts; all by default). */
  async openIds(owns?: Owns): Promise<string[]> {
    const ids = await this.lock.run(OPEN_INDEX, async () => [...(await this.openMembers())]);
    if (owns === undefined) return ids;
    const hints = await this.hints();
    const guilds = await this.guildsOf(ids.map((id) => [id, hints.get(id)?.guild]));
    return ids.filter((id) => owns(guilds.get(id) ?? null));
  }

  /**
   * Each channel's guild, from its `due:` entry, or (for an entry written before it carried the
   * guild) from the game's head: one read for all of those. An unreadable head counts as no guild.
   */
  private async guildsOf(
    channels: readonly (readonly [string, string | null | undefined])[],
  ): Promise<Map<string, string | null>> {
    const guilds = new Map<string, string | null>();
    const unknown: string[] = [];
    for (const [id, guild] of channels) {
      if (guild === undefined) unknown.push(id);
      else guilds.set(id, guild);
    }
    const heads = await this.kv.getMany(unknown.map(headKey));
    unknown.forEach((id, i) => {
      const head = heads[i];
      const guild =
        head instanceof UnreadableValue || head === undefined
          ? undefined
          : (head.value as { guildId?: unknown } | null)?.guildId;
      guilds.set(id, typeof guild === 'string' ? guild : null);
    });
    return guilds;
  }

  /** The most recently archived game of a channel (for /game log after the end). */
  async latestArchived(channelId: string): Promise<GameRecord | undefined> {
    const ids = await this.archivedIds(channelId);
    const newest = ids
      .sort((a, b) => parseInt(a.slice(channelId.length + 1), 36) - parseInt(b.slice(channelId.length + 1), 36))
      .at(-1);
    return newest === undefined ? undefined : this.archive.get(newest);
  }

  // ---- timers ----------------------------------------------------------------------------------

  /**
   * The `due:` entry a save must write, if any. The hint may be earlier than the game's first timer
   * (a visit that finds nothing due costs one cached read) but never later, so it is written only
   * when the first timer comes sooner than the hint, or when the hint has passed.
   */
  private dueWrite(channelId: string, record: GameRecord): [string, unknown] | undefined {
    const earliest = earliestTimer(record);
    const known = this.dueHints?.get(channelId);
    // An entry without the game's guild is written again, so a sharded bot knows who owns the game.
    const hint = known?.guild === record.guildId ? known.due : undefined;
    if (hint === earliest) return undefined;
    if (hint !== undefined && earliest > hint && hint > this.now().getTime()) return undefined;
    return [`due:${channelId}`, dueValue(earliest, record.guildId)];
  }

  private async hints(): Promise<Map<string, Hint>> {
    if (this.dueHints && this.keepsIndexes) return this.dueHints;
    const ids = [...(await this.openMembers())];
    const stored = await this.kv.getMany(ids.map((id) => `due:${id}`));
    const hints = new Map<string, Hint>();
    ids.forEach((id, i) => {
      const value = stored[i];
      const entry =
        value instanceof UnreadableValue || value === undefined
          ? undefined
          : (value.value as { due?: number | null; guild?: unknown } | null);
      const due = entry?.due;
      const guild = entry?.guild;
      hints.set(id, {
        due: typeof due === 'number' ? due : due === null && entry !== undefined && entry !== null ? NO_TIMER : 0,
        guild: typeof guild === 'string' || guild === null ? guild : undefined,
      });
    });
    if (this.keepsIndexes) this.dueHints = hints;
    return hints;
  }

  /**
   * Channels whose game may have a timer due by `now`: only these are loaded by the scheduler. With
   * `owns`, only those of the guilds it accepts (a sharded bot fires the timers of its own guilds).
   */
  async dueChannels(now: Date, owns?: Owns): Promise<string[]> {
    const at = now.getTime();
    const due: [string, string | null | undefined][] = [];
    for (const [channelId, hint] of await this.hints()) if (hint.due <= at) due.push([channelId, hint.guild]);
    if (owns === undefined) return due.map(([channelId]) => channelId);
    const guilds = await this.guildsOf(due);
    return due.map(([channelId]) => channelId).filter((channelId) => owns(guilds.get(channelId) ?? null));
  }

  /** After a visit that fired nothing: the hint becomes the game's true first timer. */
  async settleDue(channelId: string): Promise<void> {
    await this.lock.run(headKey(channelId), async () => {
      const loaded = await this.load(channelId).catch(() => undefined);
      const earliest = loaded ? earliestTimer(loaded.record) : NO_TIMER;
      const guild = loaded?.record.guildId ?? null;
      const known = this.dueHints?.get(channelId);
      if (known?.due === earliest && known.guild === guild) return;
      await this.kv.write(`the timers of ${channelId}`, [[`due:${channelId}`, dueValue(earliest, guild)]]);
      this.dueHints?.set(channelId, { due: earliest, guild });
    });
  }

  /** Channels whose game was saved owing deliveries since the last call (the deliverer re-checks each). */
  takeOwed(): string[] {
    const channels = [...this.owed];
    this.owed.clear();
    return channels;
  }

  // ---- quarantine ------------------------------------------------------------------------------

  /** Why the channel's game cannot be read, or undefined when it can (or there is none). */
  async quarantined(channelId: string): Promise<QuarantinedGame | undefined> {
    try {
      await this.load(channelId);
      return undefined;
    } catch (error) {
      if (error instanceof QuarantinedGame) return error;
      throw error;
    }
  }

  /** Whether the channel was already told about its quarantined game; marks it told. */
  async tellOnce(channelId: string, reason: QuarantineReason): Promise<boolean> {
    const key = `quarantine-told:${channelId}`;
    return this.lock.run(key, async () => {
      const told = await this.kv.get(key);
      if ((told?.value as { reason?: string } | undefined)?.reason === reason) return false;
      await this.kv.write(`the quarantine note of ${channelId}`, [[key, { reason, at: this.now().toISOString() }]]);
      return true;
    });
  }

  /** The readable parts of a quarantined game: its head as JSON (if it is JSON), its opening and log. */
  async salvage(channelId: string, gameIdHint?: string): Promise<Salvage> {
    const raw = await this.kv.get(headKey(channelId)).catch(() => undefined);
    const head =
      raw !== undefined && typeof raw.value === 'object' && raw.value !== null
        ? (raw.value as Record<string, unknown>)
        : undefined;
    const present = await this.kv.get(`present:${channelId}`).catch(() => undefined);
    const gameId =
      typeof head?.['id'] === 'string'
        ? head['id']
        : (gameIdHint ?? ((present?.value as { gameId?: unknown } | undefined)?.gameId as string | undefined));
    if (gameId === undefined) return { head, opening: undefined, log: [], dropped: [] };
    const openingRaw = await this.kv.get(`opening:${gameId}`).catch(() => undefined);
    const opening =
      openingRaw === undefined ? undefined : readRecordOrUndefined(OPENING, `opening:${gameId}`, openingRaw.value);
    // A schema-2 record kept its log inline; otherwise the entries are read in order until one is missing.
    const inline = Array.isArray(head?.['log']) ? (head['log'] as unknown[]) : undefined;
    const log: LogEntry[] = [];
    if (inline) {
      for (const entry of inline) {
        const parsed = LogEntrySchema.safeParse(entry);
        if (!parsed.success) break;
        log.push(parsed.data);
      }
    } else {
      const length = typeof head?.['logLength'] === 'number' ? head['logLength'] : Number.POSITIVE_INFINITY;
      for (let n = 1; n <= length; n += 100) {
        const batch = await this.kv.getMany(
          Array.from({ length: Math.min(100, length - n + 1) }, (_, i) => logKey(gameId, n + i)),
        );
        const parsed = batch.map((value) =>
          value instanceof UnreadableValue || value === undefined ? undefined : LogEntrySchema.safeParse(value.value),
        );
        const end = parsed.findIndex((p) => p === undefined || !p.success);
        for (const p of end < 0 ? parsed : parsed.slice(0, end)) if (p?.success) log.push(p.data);
        if (end >= 0) break;
      }
    }
    const legacyOpening =
      opening ??
      (head && typeof head['initial'] === 'object' && head['initial'] !== null
        ? readRecordOrUndefined(OPENING, 'inline opening', {
            schemaVersion: 1,
            initial: head['initial'],
            setup: head['setup'] ?? null,
            header: head,
          })
        : undefined);
    const last = inline ? inline.length : await this.lastLogEntry(gameId, head);
    const dropped = Array.from({ length: Math.max(0, last - log.length) }, (_, i) => log.length + i + 1);
    return { head, opening: legacyOpening, log, dropped };
  }

  /**
   * The number of the game's last log entry: the head's count, or the highest stored under the
   * game's id if higher or the head cannot say (a scan, as salvage is rare).
   */
  private async lastLogEntry(gameId: string, head: Record<string, unknown> | undefined): Promise<number> {
    const counted = typeof head?.['logLength'] === 'number' ? head['logLength'] : 0;
    const prefix = `log:${gameId}:`;
    const stored = (await this.kv.keys(prefix).catch(() => [])).map((key) => Number(key.slice(prefix.length)));
    return Math.max(counted, ...stored.filter((n) => Number.isInteger(n) && n > 0));
  }

  /**
   * Sets the unreadable record aside (kept as it was, under a quarantine key) and frees the channel,
   * or puts `replacement` in its place (a game restored from its log).
   */
  async setAside(channelId: string, replacement?: GameRecord): Promise<void> {
    await this.lock.run(headKey(channelId), async () => {
      const text = await this.kv.raw(headKey(channelId));
      const writes: [string, unknown][] = [
        [`quarantine:${channelId}:${this.now().getTime()}`, { text, at: this.now().toISOString() }],
      ];
      this.cache?.delete(headKey(channelId));
      this.bump(headKey(channelId));
      if (replacement) {
        const head = headOf(replacement, new Set());
        for (let i = 0; i < replacement.log.length; i += 1)
          writes.push([logKey(replacement.id, i + 1), replacement.log[i]]);
        const opening = openingOf(replacement);
        if (opening) writes.push([`opening:${replacement.id}`, opening]);
        writes.push([`due:${channelId}`, { due: 0, guild: replacement.guildId }], [headKey(channelId), head]);
        await this.kv.write(`the restored game in ${channelId}`, writes);
        this.dueHints?.set(channelId, { due: 0, guild: replacement.guildId });
        if (head.outbox.length > 0) this.owed.add(channelId);
        await this.kv.remove('the quarantine note', [`quarantine-told:${channelId}`]);
        return;
      }
      await this.kv.write(`the quarantined game in ${channelId}`, writes);
      await this.kv.remove(`the quarantined game in ${channelId}`, [
        headKey(channelId),
        `due:${channelId}`,
        `quarantine-told:${channelId}`,
      ]);
      this.cacheSet(headKey(channelId), null, 16, undefined);
      this.dueHints?.delete(channelId);
      await this.setOpen(channelId, false);
    });
  }

  // ---- life cycle ------------------------------------------------------------------------------

  /**
   * The start-up check: the store can be written, read back and cleaned, or this throws with why.
   * A bot that cannot save must not acknowledge a single command.
   */
  async check(where: string): Promise<void> {
    const token = `${Date.now()}-${process.hrtime.bigint()}`;
    // The token is in the key: processes sharing a store may share a pid (one per container, issue 45).
    const key = `probe:${process.pid}-${token}`;
    try {
      await this.kv.write('a start-up probe', [[key, { token }]]);
      const back = await this.kv.get(key);
      if ((back?.value as { token?: string } | undefined)?.token !== token)
        throw new Error('a value written at start-up did not read back');
      await this.kv.remove('a start-up probe', [key]);
    } catch (error) {
      const reason =
        error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      throw new StoreUnavailable(
        `The store ${where} cannot be written and read back (${reason}). Check that the path exists, is writable and has free space, or set STORE_URL.`,
      );
    }
  }

  /** Waits for work in progress, then closes the backend. */
  async close(): Promise<void> {
    await this.lock.drain();
    await this.kv.close();
  }
}

function readRecordOrUndefined<T>(kind: Parameters<typeof readRecord<T>>[0], key: string, raw: unknown): T | undefined {
  try {
    return readRecord(kind, key, raw);
  } catch {
    return undefined;
  }
}

/** `watchOnly`: for a process that reads a store the bot writes (no cache, so it sees every change). */
export async function openGameStore(
  url?: string,
  options: { watchOnly?: boolean; cacheBytes?: number; now?: () => Date } = {},
): Promise<GameStore> {
  const kv = new KeyValue(await openBackend(url));
  return new GameStore(kv, new KeyedLock((key, work) => kv.exclusive(key, work)), {
    caching: options.watchOnly !== true,
    ...(options.cacheBytes ? { cacheBytes: options.cacheBytes } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
