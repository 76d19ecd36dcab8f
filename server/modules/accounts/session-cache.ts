// Sessions kept in memory on the embedded database (decision 0027): every page a signed-in reader or an
// editor opens reads its session, and on PGlite that query was a fifth of an uncached render's work.
// The database announces every change to a session or its user (migration 0008), and PGlite hands the
// notice over before the write returns, so a kept session is never staler than the database.

import type { SessionUser } from "./sessions.ts";

/** A session as the session query reads it, with its user. */
export type SessionRow = SessionUser & {
  pendingSecondFactor: boolean;
  lastSeenAt: Date;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
};

type Entry = { row: SessionRow | null; storedAt: number };

/** At most this many sessions (and cookies that are none) are kept; the oldest go first. */
export const SESSION_CACHE_ENTRIES = 10_000;
/** A kept answer is asked again after this long, whatever the notices said. */
export const SESSION_CACHE_TTL_MS = 60_000;

export class SessionCache {
  #entries = new Map<string, Entry>();
  #generation = 0;

  constructor(
    private readonly maxEntries = SESSION_CACHE_ENTRIES,
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
  ) {}

  /** Changes heard so far: a load that began before a change must not keep what it read. */
  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The kept answer for `idHash` at `now`: the session, null when there is none, undefined when not
   * kept (or kept too long). A kept session past its expiry is none. */
  get(idHash: string, now: number): SessionRow | null | undefined {
    const entry = this.#entries.get(idHash);
    if (!entry) return undefined;
    const age = now - entry.storedAt;
    if (age < 0 || age >= this.ttlMs) {
      this.#entries.delete(idHash);
      return undefined;
    }
    const row = entry.row;
    if (row && (row.idleExpiresAt.getTime() <= now || row.absoluteExpiresAt.getTime() <= now)) return null;
    return row;
  }

  /** Keeps what a load that began at `generation` read, unless a change was heard since. */
  set(idHash: string, row: SessionRow | null, generation: number, now: number): void {
    if (generation !== this.#generation) return;
    this.#entries.delete(idHash);
    this.#entries.set(idHash, { row, storedAt: now });
    if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  /** A notice of migration 0008: `s:<id hash>`, `u:<user id>` or `*`. */
  drop(payload: string): void {
    this.#generation++;
    if (payload.startsWith("s:")) this.#entries.delete(payload.slice(2));
    else if (payload.startsWith("u:")) {
      const userId = payload.slice(2);
      for (const [idHash, entry] of this.#entries) if (entry.row?.id === userId) this.#entries.delete(idHash);
    } else this.#entries.clear();
  }
}
