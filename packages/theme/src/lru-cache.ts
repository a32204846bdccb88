/**
 * A least-recently-used map. Reading or writing an entry makes it the newest; once more than `capacity`
 * entries are held, the oldest is dropped. A Map keeps insertion order, so re-inserting on use is enough.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LruCache capacity must be a positive integer, got ${capacity}`);
    }
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
  }

  keys(): K[] {
    return [...this.#entries.keys()];
  }

  clear(): void {
    this.#entries.clear();
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }
}
