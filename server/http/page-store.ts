/** Something kept by its size in bytes. */
type Sized = { bytes: number };

/**
 * Entries by key within a byte budget, as a segmented LRU: a new entry waits in probation, a quarter of
 * the budget, and moves to the protected part the second time it is read. Addresses read once (a flood
 * of distinct searches, a crawler's walk through old pages) only ever push each other out of
 * probation, never the pages readers keep coming back to. Each part drops its least recently used
 * first; one pushed out of the protected part goes back to probation rather than away.
 */
export function createPageStore<T extends Sized>(maxBytes: number) {
  const probationMax = Math.floor(maxBytes / 4);
  const parts = {
    probation: { map: new Map<string, T>(), bytes: 0, max: probationMax },
    kept: { map: new Map<string, T>(), bytes: 0, max: maxBytes - probationMax },
  };
  type Part = (typeof parts)[keyof typeof parts];
  const partOf = (key: string): Part | null =>
    parts.kept.map.has(key) ? parts.kept : parts.probation.map.has(key) ? parts.probation : null;

  const take = (part: Part, key: string): T | undefined => {
    const entry = part.map.get(key);
    if (entry === undefined) return undefined;
    part.map.delete(key);
    part.bytes -= entry.bytes;
    return entry;
  };
  const put = (part: Part, key: string, entry: T) => {
    part.map.set(key, entry);
    part.bytes += entry.bytes;
  };
  const trim = () => {
    for (const [key, entry] of parts.kept.map) {
      if (parts.kept.bytes <= parts.kept.max) break;
      take(parts.kept, key);
      put(parts.probation, key, entry);
    }
    for (const key of parts.probation.map.keys()) {
      if (parts.probation.bytes <= parts.probation.max) break;
      take(parts.probation, key);
    }
  };

  return {
    /** The entry, counted as read: moved to the most recently used place, out of probation. */
    get(key: string): T | undefined {
      const part = partOf(key);
      if (!part) return undefined;
      const entry = take(part, key)!;
      put(parts.kept, key, entry);
      if (part === parts.probation) trim();
      return entry;
    },
    /** Keeps an entry, replacing the key's previous one in its place (a page read again stays kept),
     * or in probation when new. One larger than probation's share is not kept. */
    set(key: string, entry: T): void {
      const part = partOf(key) ?? parts.probation;
      take(part, key);
      if (entry.bytes > probationMax) return;
      put(part, key, entry);
      trim();
    },
    /** The entry, not counted as read. */
    peek: (key: string): T | undefined => partOf(key)?.map.get(key),
    delete(key: string): void {
      const part = partOf(key);
      if (part) take(part, key);
    },
    /** The entry kept under `key` grew by `delta` bytes (its `bytes` already say so). */
    resized(key: string, delta: number): void {
      const part = partOf(key);
      if (!part) return;
      part.bytes += delta;
      trim();
    },
    *entries(): IterableIterator<[string, T]> {
      yield* parts.probation.map;
      yield* parts.kept.map;
    },
    size: () => ({
      entries: parts.probation.map.size + parts.kept.map.size,
      bytes: parts.probation.bytes + parts.kept.bytes,
    }),
  };
}
