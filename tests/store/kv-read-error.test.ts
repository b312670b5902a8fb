/**
 * A store that cannot be read (a lost connection, an I/O error) is a StoreReadError, which the
 * pipeline answers privately as "not saved", never as a bug (issue 45: seen in the PostgreSQL
 * store-fault trial, where a terminated connection was answered with the internal-error line).
 * A damaged value is still an UnreadableValue: that is a record to quarantine, not an outage.
 */
import { describe, expect, it } from 'vitest';
import { GameStore, KeyValue, StoreReadError } from '../../src/store/index.js';
import { UnreadableValue } from '../../src/store/errors.js';

/** A memory backend whose reads fail while `down` is set, as a dropped connection does. */
class FlakyMap extends Map<string, unknown> {
  down = false;
  override get(key: string): unknown {
    if (this.down) throw new Error('Connection terminated unexpectedly');
    return super.get(key);
  }
}

describe('a store that cannot be read (issue 45)', () => {
  it('a failed read is a StoreReadError naming what was read', async () => {
    const backend = new FlakyMap();
    const kv = new KeyValue(backend);
    await kv.write('a value', [['x', { n: 1 }]]);
    backend.down = true;
    await expect(kv.get('x')).rejects.toBeInstanceOf(StoreReadError);
    await expect(kv.get('x')).rejects.toThrow(/could not read x: Connection terminated/);
    await expect(kv.getMany(['x', 'y'])).rejects.toBeInstanceOf(StoreReadError);
    await expect(kv.raw('x')).rejects.toBeInstanceOf(StoreReadError);
    backend.down = false;
    expect((await kv.get('x'))?.value).toEqual({ n: 1 });
  });

  it('a damaged value is not an outage: it stays an UnreadableValue', async () => {
    const backend = new FlakyMap();
    backend.set('talon:x', 'not json');
    const kv = new KeyValue(backend);
    await expect(kv.get('x')).rejects.toBeInstanceOf(UnreadableValue);
    const [many] = await kv.getMany(['x']);
    expect(many).toBeInstanceOf(UnreadableValue);
  });

  it("a game's change that cannot load its record changes nothing and says why", async () => {
    const backend = new FlakyMap();
    const store = new GameStore(new KeyValue(backend), undefined, { caching: false });
    backend.down = true;
    let ran = false;
    await expect(
      store.update('c1', () => {
        ran = true;
        return { result: undefined };
      }),
    ).rejects.toBeInstanceOf(StoreReadError);
    expect(ran).toBe(false);
  });
});
