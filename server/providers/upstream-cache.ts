import { UpstreamError } from "./outbound.ts";

type Entry<T> = { expires: number } & ({ ok: true; value: T } | { ok: false; error: unknown });

export type UpstreamCacheOptions = {
  /** How long an answer is served without asking the provider again. */
  ttlMs: number;
  /** How long a failure is answered without asking again, so that an outage costs one call per key
   * and this long, and readers get the failure at once instead of each waiting for a timeout. */
  failureTtlMs?: number;
  /** Keys kept; the least recently used goes first. */
  maxEntries?: number;
  /** Calls under way at once; past it a new key fails at once ('busy'). */
  maxPending?: number;
  now?: () => number;
};

export type UpstreamCache<T> = {
  /** The cached answer for `key`, or the one `load` gives: concurrent callers of one key share a call. */
  get(key: string, load: () => Promise<T>): Promise<T>;
  readonly size: number;
};

export function createUpstreamCache<T>({
  ttlMs,
  failureTtlMs = 15_000,
  maxEntries = 500,
  maxPending = 50,
  now = Date.now,
}: UpstreamCacheOptions): UpstreamCache<T> {
  const entries = new Map<string, Entry<T>>();
  const pending = new Map<string, Promise<T>>();

  const remember = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };

  return {
    get(key, load) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) {
        remember(key, hit);
        return hit.ok ? Promise.resolve(hit.value) : Promise.reject(hit.error);
      }
      const shared = pending.get(key);
      if (shared) return shared;
      if (pending.size >= maxPending)
        return Promise.reject(new UpstreamError("busy", "too many provider calls under way"));
      const call = load().then(
        (value) => {
          remember(key, { ok: true, value, expires: now() + ttlMs });
          return value;
        },
        (error: unknown) => {
          remember(key, { ok: false, error, expires: now() + failureTtlMs });
          throw error;
        },
      );
      pending.set(key, call);
      void call.finally(() => pending.delete(key)).catch(() => {});
      return call;
    },
    get size() {
      return entries.size;
    },
  };
}
