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
    caching = true,
  ) {
    this.open = new Collection(keyv, 'game', GAME_RECORD, lock, caching);
    this.archive = new Collection(keyv, 'archive', GAME_RECORD, lock, caching);
  }

  get(channelId: string): Promise<GameRecord | undefined> {
    return this.open.get(channelId);
  }

  update<R>(channelId: string, change: (current: GameRecord | undefined) => Change<GameRecord, R> | Promise<Change<GameRecord, R>>): Promise<R> {
    return this.open.update(channelId, change);
  }

  /** Moves a game to the archive (finished games are kept, never deleted) and frees its channel. */
  async archiveGame(channelId: string): Promise<GameRecord | undefined> {
    return this.open.update(channelId, async (current) => {
      if (current === undefined) return { result: undefined };
      await this.archive.put(current.id, current);
      return { save: null, result: current };
    });
  }

  /** The most recently archived game of a channel (for /game log after the end). */
  async latestArchived(channelId: string): Promise<GameRecord | undefined> {
    const ids = (await this.archive.ids()).filter((id) => id.startsWith(`${channelId}-`));
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
