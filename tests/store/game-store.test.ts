/**
 * The contract of the game store (issue 10, "a store that never lies and stays flat"), run against
 * every store we ship: memory, SQLite and PostgreSQL (issue 45; a fresh schema per test on
 * TEST_POSTGRES_URL). Restart, read-only and crash tests on SQLite alone are in
 * game-store-sqlite.test.ts; what only a store shared by processes must show is in postgres.test.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GAME_SCHEMA_VERSION,
  QuarantinedGame,
  StoreUnavailable,
  StoreWriteError,
  type Backend,
  type GameRecord,
  type GameStore,
  type KeyValue,
} from '../../src/store/index.js';
import {
  cleanUp,
  dropKey,
  makePlace,
  putText,
  putValue,
  RecordingMap,
  storeOver,
  watchWrites,
  type Place,
} from './harness.js';
import {
  lobbyRecord,
  logEntry,
  startedRecord,
  timer,
  v0Record,
  v1Record,
  v2Fixture,
  withCommand,
} from './record-fixture.js';

// ---- helpers -----------------------------------------------------------------------------------

afterEach(cleanUp);

const KINDS: Place['kind'][] = ['memory', 'sqlite', 'postgres'];

/** Saves `record` as the channel's game, whatever was there. */
const save = (store: GameStore, record: GameRecord) =>
  store.update(record.channelId, () => ({ save: record, result: undefined }));

/** One command on the channel's game, as the bot makes it (shares the log it was given). */
const command = (store: GameStore, channelId: string) =>
  store.update(channelId, (current) => {
    if (current === undefined) throw new Error(`no game in ${channelId}`);
    return { save: withCommand(current), result: current.log.length + 1 };
  });

/** The bytes the next operation writes. */
async function bytesOf(kv: KeyValue, work: () => Promise<unknown>): Promise<number> {
  const before = kv.written.bytes;
  await work();
  return kv.written.bytes - before;
}

const headValue = async (kv: KeyValue, key: string) => (await kv.get(key))?.value as Record<string, unknown>;

const T = Date.parse('2026-12-10T12:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe.each(KINDS)('the %s store', (kind) => {
  // ---- 1. saving and the per-game lock ---------------------------------------------------------

  describe('saving', () => {
    it('reads back exactly what a change saved, from its cache and after a restart', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      const game = startedRecord('c1', 3);
      expect(await store.get('c1')).toBeUndefined();
      expect(await store.update('c1', () => ({ save: game, result: 'made' }))).toBe('made');
      expect(await store.get('c1')).toEqual(game);
      expect(await (await place.open()).store.get('c1')).toEqual(game);
    });

    it('a change that decides nothing leaves the stored game as it was', async () => {
      const place = makePlace(kind);
      const { store, kv } = await place.open();
      await save(store, startedRecord('c1', 2));
      const statements = kv.written.statements;
      expect(await store.update('c1', () => ({ result: 'looked' }))).toBe('looked');
      expect(kv.written.statements).toBe(statements);
      expect((await (await place.open()).store.get('c1'))?.version).toBe(2);
    });

    it('serialises concurrent commands on one game: all 40 are applied, in order', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      await save(store, startedRecord('c1'));
      const results = await Promise.all(
        Array.from({ length: 40 }, () =>
          store.update('c1', async (current) => {
            await new Promise((resolve) => setTimeout(resolve, 0));
            return { save: withCommand(current!), result: current!.log.length + 1 };
          }),
        ),
      );
      expect(results).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      const reread = await (await place.open()).store.get('c1');
      expect(reread?.version).toBe(40);
      expect(reread?.log.map((e) => e.seq)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('a change that throws saves nothing, and the changes queued behind it still run', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      await save(store, startedRecord('c1', 1));
      const failing = store.update('c1', () => Promise.reject(new Error('boom')));
      const next = command(store, 'c1');
      await expect(failing).rejects.toThrow('boom');
      expect(await next).toBe(2);
      expect((await store.get('c1'))?.log).toHaveLength(2);
      expect((await (await place.open()).store.get('c1'))?.log).toEqual([logEntry(1), logEntry(2)]);
    });
  });

  // ---- 2. archive ------------------------------------------------------------------------------

  describe('archive', () => {
    it('archiveGame moves the game, log and all, to the archive and frees its channel', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      const game = startedRecord('c1', 4, { id: 'c1-1', status: 'finished' });
      await save(store, game);
      expect(await store.archiveGame('c1')).toEqual(game);
      const fresh = (await place.open()).store;
      expect(await fresh.get('c1')).toBeUndefined();
      expect(await fresh.openIds()).not.toContain('c1');
      expect(await fresh.archive.get('c1-1')).toEqual(game);
    });

    it('latestArchived finds the newest game by the time in its id, not by the id as text', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      // Base 36: "z" is 35, "10" is 36 (the later game), "2" is 2.
      for (const id of ['c1-z', 'c1-10', 'c1-2']) {
        await save(store, lobbyRecord('c1', { id, status: 'finished' }));
        await store.archiveGame('c1');
      }
      await save(store, lobbyRecord('c2', { id: 'c2-zz', status: 'finished' }));
      await store.archiveGame('c2');
      expect((await store.latestArchived('c1'))?.id).toBe('c1-10');
      expect((await (await place.open()).store.latestArchived('c1'))?.id).toBe('c1-10');
      expect(await store.latestArchived('c3')).toBeUndefined();
    });

    it('a new game saved where a finished one is archives the old one in the same write', async () => {
      const place = makePlace(kind);
      const { store, kv } = await place.open();
      const old = startedRecord('c1', 3, { id: 'c1-1', status: 'finished' });
      await save(store, old);
      const writes = watchWrites(kv);
      await save(store, lobbyRecord('c1', { id: 'c1-2' }));
      const saveWrite = writes().find((keys) => keys.includes('game:c1'));
      expect(saveWrite).toContain('archive:c1-1');
      const fresh = (await place.open()).store;
      expect((await fresh.get('c1'))?.id).toBe('c1-2');
      expect(await fresh.latestArchived('c1')).toEqual(old);
    });
  });

  // ---- 3. the log is stored as entries ---------------------------------------------------------

  describe('the log', () => {
    it('a command writes as many bytes at the 1000th command as at the 10th', async () => {
      const place = makePlace(kind);
      const { store, kv } = await place.open();
      await save(store, startedRecord('c1'));
      const writes = watchWrites(kv);
      const bytes: number[] = [];
      for (let n = 1; n <= 1000; n += 1) bytes.push(await bytesOf(kv, () => command(store, 'c1')));
      const [tenth, thousandth] = [bytes[9] ?? 0, bytes[999] ?? 0];
      expect(tenth).toBeGreaterThan(0);
      expect(thousandth).toBeLessThan(tenth * 1.5);
      // The 1000th command wrote its own entry and no other.
      expect(
        writes()
          .at(-1)
          ?.filter((key) => key.startsWith('log:')),
      ).toEqual(['log:c1-a:1000']);
      expect((await (await place.open()).store.get('c1'))?.log).toEqual(
        Array.from({ length: 1000 }, (_, i) => logEntry(i + 1)),
      );
    }, 120_000);

    it('an undo writes no log entry, and the command after it replaces the undone ones', async () => {
      const place = makePlace(kind);
      const { store, kv } = await place.open();
      await save(store, startedRecord('c1', 10));
      const writes = watchWrites(kv);
      await store.update('c1', (current) => ({
        save: { ...current!, version: current!.version + 1, log: current!.log.slice(0, 7) },
        result: undefined,
      }));
      expect(
        writes()
          .flat()
          .filter((key) => key.startsWith('log:')),
      ).toEqual([]);
      expect((await (await place.open()).store.get('c1'))?.log).toEqual(startedRecord('c1', 7).log);

      const replacement = { ...logEntry(8), by: '1002' };
      await store.update('c1', (current) => ({
        save: { ...current!, log: [...current!.log, replacement] },
        result: undefined,
      }));
      expect((await (await place.open()).store.get('c1'))?.log).toEqual([...startedRecord('c1', 7).log, replacement]);
    });

    it('a reopened store reads back the exact log, opening and state', async () => {
      const place = makePlace(kind);
      const { store } = await place.open();
      await save(store, startedRecord('c1', 5));
      for (let i = 0; i < 5; i += 1) await command(store, 'c1');
      const saved = await store.get('c1');
      const reread = await (await place.open()).store.get('c1');
      expect(reread).toEqual(saved);
      expect(reread?.log).toEqual(Array.from({ length: 10 }, (_, i) => logEntry(i + 1)));
      expect(reread?.initial).toEqual(startedRecord('c1').initial);
    });
  });

  // ---- 4. reads never write --------------------------------------------------------------------

  describe('reads', () => {
    /** A store with open games (one with a timer and a presentation), an archived game, and a legacy game. */
    async function populated(place: Place, { dropIndexes }: { dropIndexes: boolean }) {
      const { store, backend } = await place.open();
      await save(store, startedRecord('c1', 3, { timers: [timer('t1', T - HOUR)] }));
      await save(store, startedRecord('c2', 1));
      await save(store, lobbyRecord('c3', { id: 'c3-1', status: 'finished' }));
      await store.archiveGame('c3');
      await store.present('c1', 'c1-a', (p) => ({
        ...p,
        status: 'm1',
        lastPing: { '1001': new Date(T).toISOString() },
      }));
      await putValue(backend, 'game:c4', v2Fixture());
      if (dropIndexes) {
        await dropKey(backend, 'index:open');
        await dropKey(backend, 'index:archive:c3');
      }
      return place.open();
    }

    it.each([false, true])(
      'get, openIds, latestArchived, dueChannels and presentation change nothing (indexes dropped: %s)',
      async (dropIndexes) => {
        const { store, kv, mutations } = await populated(makePlace(kind), { dropIndexes });
        const [statements, changes] = [kv.written.statements, mutations.length];

        expect((await store.get('c1'))?.log).toHaveLength(3);
        expect((await store.get('c4'))?.log).toHaveLength(30);
        expect(await store.get('nobody')).toBeUndefined();
        expect((await store.openIds()).sort()).toEqual(dropIndexes ? ['c1', 'c2', 'c4'] : ['c1', 'c2']);
        expect((await store.latestArchived('c3'))?.id).toBe('c3-1');
        expect(await store.dueChannels(new Date(T))).toContain('c1');
        expect((await store.presentation('c1', 'c1-a')).status).toBe('m1');
        expect((await store.presentation('c4', v2Fixture().id)).status).toBe('m2');
        expect(await store.quarantined('c2')).toBeUndefined();

        expect(kv.written.statements).toBe(statements);
        expect(mutations.slice(changes)).toEqual([]);
      },
    );
  });

  // ---- 6. quarantine ---------------------------------------------------------------------------

  describe('quarantine', () => {
    interface Damage {
      readonly name: string;
      readonly reason: 'damaged' | 'newer';
      readonly host: string | undefined;
      /** How many log entries salvage can still read. */
      readonly salvaged: number;
      /** The entries after them it finds the game had, which a restore leaves out (issue 41). */
      readonly dropped: readonly number[];
      apply(backend: Backend, kv: KeyValue): Promise<void>;
    }
    const DAMAGES: Damage[] = [
      {
        name: 'a head that is not JSON',
        reason: 'damaged',
        host: undefined,
        salvaged: 3,
        dropped: [],
        apply: (b) => putText(b, 'game:bad', '{"value":{"schemaVersion":3,"id":"bad-a","host":"1001"'),
      },
      {
        name: 'a head of the wrong shape',
        reason: 'damaged',
        host: '1001',
        salvaged: 3,
        dropped: [],
        apply: async (b, kv) => putValue(b, 'game:bad', { ...(await headValue(kv, 'game:bad')), players: 'nobody' }),
      },
      {
        name: 'a head whose second log entry is missing',
        reason: 'damaged',
        host: '1001',
        salvaged: 1,
        dropped: [2, 3],
        apply: (b) => dropKey(b, 'log:bad-a:2'),
      },
      {
        name: 'a head from a newer bot (schema 99)',
        reason: 'newer',
        host: '1001',
        salvaged: 3,
        dropped: [],
        apply: async (b, kv) => putValue(b, 'game:bad', { ...(await headValue(kv, 'game:bad')), schemaVersion: 99 }),
      },
    ];

    /** A store whose channel "bad" holds a damaged game (3 commands) and "ok" a good one, opened afresh. */
    async function damaged(damage: Damage) {
      const place = makePlace(kind);
      const first = await place.open();
      await save(first.store, startedRecord('bad', 3));
      await save(first.store, startedRecord('ok', 2));
      await damage.apply(first.backend, first.kv);
      const opened = await place.open();
      return { ...opened, original: await opened.kv.raw('game:bad') };
    }

    describe.each(DAMAGES)('$name', (damage) => {
      it(`get and update throw QuarantinedGame (${damage.reason}), never call the change, and change nothing stored`, async () => {
        const { store, kv, mutations, original } = await damaged(damage);
        const changes = mutations.length;
        for (let i = 0; i < 2; i += 1) {
          const error = await store.get('bad').catch((e: unknown) => e);
          expect(error).toBeInstanceOf(QuarantinedGame);
          expect(error).toMatchObject({ channelId: 'bad', reason: damage.reason, host: damage.host });
        }
        const change = vi.fn(() => ({ save: lobbyRecord('bad'), result: undefined }));
        await expect(store.update('bad', change)).rejects.toBeInstanceOf(QuarantinedGame);
        expect(change).not.toHaveBeenCalled();
        expect((await store.quarantined('bad'))?.reason).toBe(damage.reason);
        await store.salvage('bad', 'bad-a');
        expect(await kv.raw('game:bad')).toBe(original);
        expect(mutations.slice(changes)).toEqual([]);
      });

      it('other channels keep working', async () => {
        const { store } = await damaged(damage);
        await store.get('bad').catch(() => undefined);
        expect(await command(store, 'ok')).toBe(3);
        expect((await store.get('ok'))?.log).toHaveLength(3);
        expect(await store.openIds()).toContain('ok');
      });

      it('setAside keeps the stored text under a quarantine: key and frees the channel', async () => {
        const { store, kv, original } = await damaged(damage);
        await store.setAside('bad');
        const keys = await kv.keys('quarantine:bad:');
        expect(keys).toHaveLength(1);
        expect(((await kv.get(keys[0] ?? ''))?.value as { text?: string }).text).toBe(original);
        expect(await store.get('bad')).toBeUndefined();
        expect(await store.openIds()).not.toContain('bad');
        await save(store, lobbyRecord('bad', { id: 'bad-b' }));
        expect((await store.get('bad'))?.id).toBe('bad-b');
      });

      it(`salvage returns the opening and the ${damage.salvaged} readable log entries`, async () => {
        const { store } = await damaged(damage);
        const salvage = await store.salvage('bad', 'bad-a');
        expect(salvage.opening?.initial).toEqual(startedRecord('bad').initial);
        expect(salvage.opening?.header.players).toEqual(startedRecord('bad').players);
        expect(salvage.log).toEqual(startedRecord('bad', damage.salvaged).log);
        expect(salvage.dropped).toEqual(damage.dropped);
      });
    });
  });

  // ---- 7. migration ----------------------------------------------------------------------------

  describe('records of older schemas', () => {
    const LEGACY = [
      { schema: 'v0', channelId: 'c0', raw: () => v0Record('c0', 3) },
      { schema: 'v1', channelId: 'c1', raw: () => v1Record('c1', 3) },
      { schema: 'v2 (the real fixture)', channelId: 'c1', raw: () => v2Fixture() as Record<string, unknown> },
    ];

    async function legacyPlace(raw: Record<string, unknown>, channelId: string) {
      const place = makePlace(kind);
      const { backend } = await place.open();
      await putValue(backend, `game:${channelId}`, raw);
      return place;
    }

    describe.each(LEGACY)('a $schema record', ({ channelId, raw }) => {
      it('loads with its log, initial state and state intact', async () => {
        const source = raw();
        const { store } = await (await legacyPlace(source, channelId)).open();
        const record = await store.get(channelId);
        expect(record?.schemaVersion).toBe(GAME_SCHEMA_VERSION);
        expect(record?.log).toEqual(source['log']);
        expect(record?.initial).toEqual(source['initial']);
        expect(record?.state).toEqual(source['state']);
        expect(record?.id).toBe(source['id']);
      });

      it('after one more saved command is stored in the new layout and reloads equal', async () => {
        const source = raw();
        const place = await legacyPlace(source, channelId);
        const { store, kv } = await place.open();
        const commands = (source['log'] as unknown[]).length + 1;
        expect(await command(store, channelId)).toBe(commands);
        const id = source['id'] as string;
        expect((await kv.keys(`log:${id}:`)).sort()).toEqual(
          Array.from({ length: commands }, (_, i) => `log:${id}:${i + 1}`).sort(),
        );
        expect(((await kv.get(`opening:${id}`))?.value as { initial?: unknown }).initial).toEqual(source['initial']);
        const head = await headValue(kv, `game:${channelId}`);
        expect(head).toMatchObject({ schemaVersion: GAME_SCHEMA_VERSION, logLength: commands });
        expect(head).not.toHaveProperty('log');
        expect(head).not.toHaveProperty('initial');
        const saved = await store.get(channelId);
        expect(saved?.log).toHaveLength(commands);
        expect(await (await place.open()).store.get(channelId)).toEqual(saved);
      });
    });

    it('a v0 record gets what migration 0 and 1 add: an empty audit, no clock, no timers', async () => {
      const { store } = await (await legacyPlace(v0Record('c0', 3), 'c0')).open();
      expect(await store.get('c0')).toMatchObject({
        audit: [],
        outcome: null,
        setup: null,
        timers: [],
        clock: { mode: 'off' },
        undoRequest: null,
      });
    });

    it('the v2 record keeps its message ids and last pings as the presentation of its game', async () => {
      const fixture = v2Fixture();
      const { store } = await (await legacyPlace(fixture, 'c1')).open();
      expect(await store.presentation('c1', fixture.id)).toMatchObject({
        gameId: fixture.id,
        status: fixture.messages['status'],
        prompt: fixture.messages['prompt'],
        promptFor: fixture.messages['promptFor'],
        lastPing: fixture.lastPing,
      });
      expect((await store.presentation('c1', 'c1-another')).status).toBeUndefined();
      const record = await store.get('c1');
      expect(record?.messages).toEqual({
        promptVersion: fixture.messages['promptVersion'],
        promptKey: fixture.messages['promptKey'],
      });
      // Stored before the outbox: it owes the turn prompt once.
      expect(record?.outbox).toEqual([{ id: 'o1', kind: 'prompt', repost: false }]);
    });
  });

  // ---- 8. the record cache ---------------------------------------------------------------------

  describe('the record cache', () => {
    it('a cache far smaller than the games still returns every game exactly, within its budget', async () => {
      const budget = 3000;
      const place = makePlace(kind);
      const { store } = await place.open({ cacheBytes: budget });
      const cache = store.recordCache!;
      const games = Array.from({ length: 20 }, (_, i) => startedRecord(`g${i}`, 5 + i));
      for (const game of games) {
        await save(store, game);
        expect(cache.bytes).toBeLessThanOrEqual(budget);
      }
      for (const round of [games, [...games].reverse()]) {
        for (const game of round) {
          expect(await store.get(game.channelId)).toEqual(game);
          expect(cache.bytes).toBeLessThanOrEqual(budget);
        }
      }
      expect(cache.has('game:g19')).toBe(false);
      for (const game of games) await command(store, game.channelId);
      const fresh = (await place.open()).store;
      for (const game of games) expect((await fresh.get(game.channelId))?.log).toEqual(withCommand(game).log);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    });
  });

  // ---- 9. the due index ------------------------------------------------------------------------

  describe('timers due', () => {
    const at = (ms: number) => new Date(ms);
    const now = () => at(T);

    it('dueChannels lists exactly the games with a timer due by now, also after a restart', async () => {
      const place = makePlace(kind);
      const { store } = await place.open({ now });
      await save(store, startedRecord('past', 0, { timers: [timer('a', T - HOUR)] }));
      await save(store, startedRecord('exact', 0, { timers: [timer('a', T)] }));
      await save(store, startedRecord('later', 0, { timers: [timer('a', T + HOUR)] }));
      await save(store, startedRecord('none'));
      await save(store, startedRecord('second', 0, { timers: [timer('a', T + 2 * HOUR), timer('b', T - MINUTE)] }));
      const expected = ['exact', 'past', 'second'];
      expect((await store.dueChannels(at(T))).sort()).toEqual(expected);
      expect((await (await place.open({ now })).store.dueChannels(at(T))).sort()).toEqual(expected);
      expect((await store.dueChannels(at(T + HOUR))).sort()).toEqual([...expected, 'later'].sort());
    });

    it('a timer made sooner is listed at once; one made later is not listed once settleDue has run', async () => {
      const place = makePlace(kind);
      const { store } = await place.open({ now });
      await save(store, startedRecord('sooner', 0, { timers: [timer('a', T + 2 * HOUR)] }));
      await save(store, startedRecord('moved', 0, { timers: [timer('a', T + MINUTE)] }));
      expect(await store.dueChannels(at(T))).toEqual([]);

      await store.update('sooner', (g) => ({
        save: { ...g!, timers: [...g!.timers, timer('b', T - MINUTE)] },
        result: undefined,
      }));
      await store.update('moved', (g) => ({ save: { ...g!, timers: [timer('a', T + 3 * HOUR)] }, result: undefined }));
      expect(await store.dueChannels(at(T))).toEqual(['sooner']);
      expect(await (await place.open({ now })).store.dueChannels(at(T))).toEqual(['sooner']);

      // Two minutes on, the early hint for "moved" may be listed until a visit settles it.
      await store.settleDue('moved');
      expect(await store.dueChannels(at(T + 2 * MINUTE))).toEqual(['sooner']);
      expect(await (await place.open({ now })).store.dueChannels(at(T + 2 * MINUTE))).toEqual(['sooner']);
      expect((await store.dueChannels(at(T + 3 * HOUR))).sort()).toEqual(['moved', 'sooner']);
    });

    it('with owns, dueChannels and openIds list only the games of the guilds it accepts', async () => {
      const place = makePlace(kind);
      const { store, backend, kv } = await place.open({ now });
      const due = [timer('a', T - HOUR)];
      await save(store, startedRecord('g1', 0, { guildId: '200001', timers: due }));
      await save(store, startedRecord('g2', 0, { guildId: '300002', timers: due }));
      await save(store, startedRecord('dm', 0, { guildId: null, timers: due }));
      await save(store, startedRecord('idle', 0, { guildId: '300002' }));
      // The due entry names the game's guild, so a sharded bot picks its own games without reading them.
      expect((await kv.get('due:g1'))?.value).toEqual({ due: T - HOUR, guild: '200001' });
      expect((await kv.get('due:dm'))?.value).toEqual({ due: T - HOUR, guild: null });
      // An entry written before it carried the guild: the guild is read from the game's head.
      await putValue(backend, 'due:g2', { due: T - HOUR });
      const fresh = (await place.open({ now })).store;
      for (const s of [store, fresh]) {
        expect(await s.dueChannels(at(T), (guild) => guild === '200001')).toEqual(['g1']);
        expect(await s.dueChannels(at(T), (guild) => guild === '300002')).toEqual(['g2']);
        expect(await s.dueChannels(at(T), (guild) => guild === null)).toEqual(['dm']);
        expect((await s.dueChannels(at(T))).sort()).toEqual(['dm', 'g1', 'g2']);
        expect((await s.openIds((guild) => guild !== '200001')).sort()).toEqual(['dm', 'g2', 'idle']);
        expect((await s.openIds()).sort()).toEqual(['dm', 'g1', 'g2', 'idle']);
      }
      // The next save of that game writes its due entry again, with the guild.
      await command(fresh, 'g2');
      expect((await kv.get('due:g2'))?.value).toEqual({ due: T - HOUR, guild: '300002' });
    });

    it('1,000 games without timers are never listed', async () => {
      const place = makePlace(kind);
      const { store } = await place.open({ now });
      await save(store, startedRecord('timed', 0, { timers: [timer('a', T)] }));
      expect(await store.dueChannels(at(T))).toEqual(['timed']);
      await Promise.all(Array.from({ length: 1000 }, (_, i) => save(store, lobbyRecord(`idle-${i}`))));
      const farFuture = at(T + 10 * 365 * 24 * HOUR);
      expect(await store.openIds()).toHaveLength(1001);
      expect(await store.dueChannels(farFuture)).toEqual(['timed']);
      expect(await (await place.open({ now })).store.dueChannels(farFuture)).toEqual(['timed']);
    }, 60_000);
  });
});

// ---- 5. write failures (a memory backend told to fail) -------------------------------------------

describe('a backend whose writes fail', () => {
  it('a failed save rejects with StoreWriteError and the store keeps answering with the saved game', async () => {
    const map = new RecordingMap();
    const { store } = storeOver(map);
    await save(store, startedRecord('c1', 2));
    map.failing = (key) => key === 'talon:game:c1';
    await expect(command(store, 'c1')).rejects.toBeInstanceOf(StoreWriteError);
    expect(await store.get('c1')).toEqual(startedRecord('c1', 2));
    expect(await storeOver(map).store.get('c1')).toEqual(startedRecord('c1', 2));

    map.failing = undefined;
    expect(await command(store, 'c1')).toBe(3);
    expect(await storeOver(map).store.get('c1')).toEqual(withCommand(startedRecord('c1', 2)));
  });

  it('a first save that fails leaves no game behind', async () => {
    const map = new RecordingMap();
    map.failing = () => true;
    const { store } = storeOver(map);
    await expect(save(store, lobbyRecord('c1'))).rejects.toBeInstanceOf(StoreWriteError);
    expect(await store.get('c1')).toBeUndefined();
    expect(await store.openIds()).toEqual([]);
  });

  it('check() throws StoreUnavailable naming the store, and passes once it can write', async () => {
    const map = new RecordingMap();
    const { store } = storeOver(map);
    map.failing = () => true;
    await expect(store.check('memory:the-test-store')).rejects.toThrow(StoreUnavailable);
    await expect(store.check('memory:the-test-store')).rejects.toThrow(/memory:the-test-store/);
    map.failing = undefined;
    await expect(store.check('memory:the-test-store')).resolves.toBeUndefined();
  });
});
