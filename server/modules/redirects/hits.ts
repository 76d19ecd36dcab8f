import { inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { oldPaths, redirects } from "../../db/schema.ts";

/** How often the hits counted in memory are added to the table. */
const FLUSH_MS = 5_000;

/** What is counted: an editor's redirect (by id) or an imported old address (by its path). */
type Kind = "rule" | "old";
type Batch = Map<string, { count: number; last: Date }>;

/** `case <key> when … then … end` parts of one batch: the counts and the last hits. */
function cases(batch: Batch, cast: "uuid" | "text") {
  const keys = [...batch.keys()];
  const join = (value: (key: string) => SQL) =>
    sql.join(
      keys.map((key) => sql`when ${key}::${sql.raw(cast)} then ${value(key)}`),
      sql` `,
    );
  return {
    keys,
    count: join((key) => sql`${batch.get(key)!.count}::bigint`),
    last: join((key) => sql`${batch.get(key)!.last.toISOString()}::timestamptz`),
  };
}

/** Adds one batch to its table in one UPDATE. */
async function addHits(db: Db, kind: Kind, batch: Batch): Promise<void> {
  if (kind === "rule") {
    const c = cases(batch, "uuid");
    await db
      .update(redirects)
      .set({
        hits: sql`${redirects.hits} + (case ${redirects.id} ${c.count} end)`,
        lastHitAt: sql`greatest(${redirects.lastHitAt}, case ${redirects.id} ${c.last} end)`,
      })
      .where(inArray(redirects.id, c.keys));
    return;
  }
  const c = cases(batch, "text");
  await db
    .update(oldPaths)
    .set({
      hits: sql`${oldPaths.hits} + (case ${oldPaths.path} ${c.count} end)`,
      lastHitAt: sql`greatest(${oldPaths.lastHitAt}, case ${oldPaths.path} ${c.last} end)`,
    })
    .where(inArray(oldPaths.path, c.keys));
}

/**
 * The hits of the editors' redirects and of the imported old addresses, counted in memory and added to
 * their tables in one statement each every few seconds (decision 0069), so that an address answered a
 * thousand times a second costs no write per request. A flush that fails keeps its counts for the next;
 * a stop flushes what is left (and then each hit as it comes, while the requests in flight finish), and a
 * crash loses at most the last few seconds' counts.
 */
export function createHitCounter(
  db: Db,
  { flushMs = FLUSH_MS, stop }: { flushMs?: number; stop?: AbortSignal } = {},
) {
  let pending: Record<Kind, Batch> = { rule: new Map(), old: new Map() };
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    const batches = pending;
    pending = { rule: new Map(), old: new Map() };
    for (const kind of ["rule", "old"] as const) {
      const batch = batches[kind];
      if (!batch.size) continue;
      try {
        await addHits(db, kind, batch);
      } catch {
        for (const [key, kept] of batch) hit(kind, key, kept.count, kept.last);
      }
    }
  };
  const hit = (kind: Kind, key: string, count = 1, at = new Date()) => {
    const kept = pending[kind].get(key);
    if (kept) {
      kept.count += count;
      if (at > kept.last) kept.last = at;
    } else pending[kind].set(key, { count, last: at });
    // Once the server stops, at once: the requests it still finishes come before the database closes.
    if (!timer) timer = setTimeout(() => void flush(), stop?.aborted ? 0 : flushMs).unref();
  };
  stop?.addEventListener("abort", () => {
    clearTimeout(timer);
    void flush();
  });
  return {
    /** An editor's redirect answered a request. */
    hit: (id: string) => hit("rule", id),
    /** An imported old address (its old_paths key) answered a request. */
    hitOld: (path: string) => hit("old", path),
    flush,
  };
}

export type HitCounter = ReturnType<typeof createHitCounter>;
