import { touches, type PageChange } from "./page-changes.ts";

/** What a shared value shows, for the changes that drop it: its page tags (server/http/page-changes.ts),
 * or null for a value not to keep (a page that was not found, say). */
export type SharedTags<T> = (value: T) => readonly string[] | null;

type Kept = {
  value: Promise<unknown>;
  /** Null for a value only a change touching every page drops (the settings). */
  tagsOf: SharedTags<unknown> | null;
  /** Known once the load has answered; until then any change drops a tagged value. */
  tags: readonly string[] | null;
  /** About how much it holds, once known (tagged values only). */
  bytes: number;
  expires: number;
};

/**
 * Values every request of this process shares until a write changes them (decision 0026):
 * - the site's settings, which every page shows and editors rarely change, read once instead of once a
 *   request; a change that touches every page (a settings or breaking-news change, here or in another
 *   process: decision 0016) drops them;
 * - what an article's page shows every reader (the article, its related articles, its comments), with
 *   the page's tags: the changes that drop the article's cached page drop them too, so that a reader
 *   whose page is rendered for them alone (signed in) costs only what is theirs. A change that
 *   arrives while such a value loads drops it, since the load may have read what came before; the TTL
 *   bounds what an undeclared write costs, as for cached pages; at most `maxTagged` are kept, holding
 *   at most `maxBytes` (as JSON), the least recently used going first; a value past a quarter of that
 *   is not kept (an article's body may be 1 MB).
 * A load that fails is not kept.
 */
export function createSharedValues({ ttlMs = 30_000, maxTagged = 500, maxBytes = 16 * 1024 * 1024 } = {}) {
  const values = new Map<string, Kept>();
  let tagged = 0;
  let bytes = 0;
  const remove = (key: string) => {
    const kept = values.get(key);
    if (!kept) return;
    if (kept.tagsOf) tagged--;
    bytes -= kept.bytes;
    values.delete(key);
  };
  // The least recently used tagged values go first; the settings stay.
  const bound = () => {
    for (const [key, kept] of values) {
      if (tagged <= maxTagged && bytes <= maxBytes) break;
      if (kept.tagsOf) remove(key);
    }
  };
  return {
    get<T>(key: string, load: () => Promise<T>, tagsOf?: SharedTags<T>): Promise<T> {
      const found = values.get(key);
      if (found && found.expires > Date.now()) {
        if (found.tagsOf) {
          values.delete(key);
          values.set(key, found);
        }
        return found.value as Promise<T>;
      }
      remove(key);
      // A promise of its own: a query builder is a thenable that queries again each time it is awaited.
      const value = (async () => load())();
      const kept: Kept = {
        value,
        tagsOf: (tagsOf as SharedTags<unknown> | undefined) ?? null,
        tags: null,
        bytes: 0,
        expires: tagsOf ? Date.now() + ttlMs : Infinity,
      };
      values.set(key, kept);
      if (tagsOf) {
        tagged++;
        bound();
      }
      value.then(
        (answer) => {
          if (values.get(key) !== kept || !kept.tagsOf) return;
          kept.tags = kept.tagsOf(answer);
          // Its size as JSON, about what it holds (an article's body is most of it): once per load.
          const size = JSON.stringify(answer)?.length ?? 0;
          if (!kept.tags || size > maxBytes / 4) return void remove(key);
          kept.bytes = size;
          bytes += size;
          bound();
        },
        () => {
          if (values.get(key) === kept) remove(key);
        },
      );
      return value;
    },
    /** Called with every change the page cache applies, this process's and the others'. */
    apply(change: PageChange) {
      for (const [key, kept] of values) {
        const dropped = kept.tagsOf ? !kept.tags || touches(change, kept.tags) : change === "everything";
        if (dropped) remove(key);
      }
    },
    /** How many values are kept and about how much the tagged ones hold, for tests. */
    size: () => values.size,
    bytes: () => bytes,
  };
}

export type SharedValues = ReturnType<typeof createSharedValues>;
