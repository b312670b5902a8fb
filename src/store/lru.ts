/**
 * Parsed records kept in memory, least recently used first out, bounded in bytes (the stored JSON's
 * length stands for a record's weight). One cache serves every kind of record, so a scan over many
 * games can never push out more than its share of what is being played.
 */
export class LruCache<T> {
  private readonly entries = new Map<string, { value: T; bytes: number }>();
  private total = 0;

  constructor(readonly budgetBytes: number) {}

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.total;
  }

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    // Map keeps insertion order: re-inserting marks the entry as the most recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: T, bytes: number): void {
    this.delete(key);
    if (bytes > this.budgetBytes) return;
    this.entries.set(key, { value, bytes });
    this.total += bytes;
    while (this.total > this.budgetBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }
}
