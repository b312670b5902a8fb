/**
 * Where games live: open games under their channel's id (one game per channel or thread), finished
 * ones in the archive under their game id. Every change goes through `update`, under the game's lock.
 */
import type Keyv from 'keyv';
import { Collection, type Change } from './collection.js';
import { GAME_RECORD, type GameRecord } from './game-record.js';
import { KeyedLock } from './lock.js';
import { keyvFor, openBackend } from './backend.js';

export class GameStore {
  readonly open: Collection<GameRecord>;
  readonly archive: Collection<GameRecord>;

  constructor(
    private readonly keyv: Keyv,
    readonly lock: KeyedLock = new KeyedLock(),
    private readonly caching = true,
  ) {
    this.open = new Collection(keyv, 'game', GAME_RECORD, lock, caching);
    this.archive = new Collection(keyv, 'archive', GAME_RECORD, lock, caching);
  }

  get(channelId: string): Promise<GameRecord | undefined> {
    return this.open.get(channelId);
  }

  async update<R>(channelId: string, change: (current: GameRecord | undefined) => Change<GameRecord, R> | Promise<Change<GameRecord, R>>): Promise<R> {
    let saved: boolean | undefined;
    const result = await this.open.update(channelId, async (current) => {
      const decided = await change(current);
      if (decided.save !== undefined) saved = decided.save !== null;
      return decided;
    });
    if (saved !== undefined) await this.index('index:open', channelId, saved);
    return result;
  }

  /** Moves a game to the archive (finished games are kept, never deleted) and frees its channel. */
  async archiveGame(channelId: string): Promise<GameRecord | undefined> {
    const archived = await this.open.update(channelId, async (current) => {
      if (current === undefined) return { result: undefined };
      await this.archive.put(current.id, current);
      return { save: null, result: current };
    });
    if (archived) {
      await this.index(`index:archive:${channelId}`, archived.id, true);
      await this.index('index:open', channelId, false);
    }
    return archived;
  }

  /**
   * Index keys (the open games' channels; each channel's archived games) so listings and the
   * scheduler never scan the whole store. An index that is missing (a store from before) is rebuilt
   * from one scan.
   */
  private readonly indexes = new Map<string, Set<string>>();

  private async members(key: string, rebuild: () => Promise<string[]>): Promise<Set<string>> {
    const known = this.indexes.get(key);
    if (known && this.caching) return known;
    const stored = (await this.keyv.get(key)) as unknown;
    const members = new Set(Array.isArray(stored) ? stored.filter((x): x is string => typeof x === 'string') : await rebuild());
    if (!Array.isArray(stored)) await this.keyv.set(key, [...members]);
    if (this.caching) this.indexes.set(key, members);
    return members;
  }

  private async index(key: string, id: string, present: boolean): Promise<void> {
    await this.lock.run(key, async () => {
      const members = await this.members(key, () => this.scan(key));
      if (members.has(id) === present) return;
      if (present) members.add(id);
      else members.delete(id);
      await this.keyv.set(key, [...members]);
    });
  }

  private async scan(key: string): Promise<string[]> {
    if (key === 'index:open') return this.open.ids();
    const channelId = key.slice('index:archive:'.length);
    return (await this.archive.ids()).filter((id) => id.startsWith(`${channelId}-`));
  }

  /** The channels with an open game. */
  async openIds(): Promise<string[]> {
    return this.lock.run('index:open', async () => [...(await this.members('index:open', () => this.scan('index:open')))]);
  }

  /** The most recently archived game of a channel (for /game log after the end). */
  async latestArchived(channelId: string): Promise<GameRecord | undefined> {
    const key = `index:archive:${channelId}`;
    const ids = [...(await this.lock.run(key, () => this.members(key, () => this.scan(key))))];
    const newest = ids.sort((a, b) => parseInt(a.slice(channelId.length + 1), 36) - parseInt(b.slice(channelId.length + 1), 36)).at(-1);
    return newest === undefined ? undefined : this.archive.get(newest);
  }

  /** Waits for work in progress, then closes the backend. */
  async close(): Promise<void> {
    await this.lock.drain();
    await this.keyv.disconnect();
  }
}

/** `watchOnly`: for a process that reads a store the bot writes (no cache, so it sees every change). */
export async function openGameStore(url?: string, options: { watchOnly?: boolean } = {}): Promise<GameStore> {
  return new GameStore(keyvFor(await openBackend(url)), new KeyedLock(), options.watchOnly !== true);
}
