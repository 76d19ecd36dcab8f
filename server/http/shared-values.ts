import type { PageChange } from "./page-changes.ts";

/**
 * Values every request of this process shares until a write changes them: the site's settings, which
 * every page shows and editors rarely change, are read once instead of once a request. A change that
 * touches every page (a settings or breaking-news change, here or in another process: decision 0016)
 * drops them all. A load that fails is not kept.
 */
export function createSharedValues() {
  const values = new Map<string, Promise<unknown>>();
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      let value = values.get(key) as Promise<T> | undefined;
      if (!value) {
        value = load();
        values.set(key, value);
        value.catch(() => {
          if (values.get(key) === value) values.delete(key);
        });
      }
      return value;
    },
    /** Called with every change the page cache applies. */
    apply(change: PageChange) {
      if (change === "everything") values.clear();
    },
  };
}

export type SharedValues = ReturnType<typeof createSharedValues>;
