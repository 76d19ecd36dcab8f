import { inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { redirects } from "../../db/schema.ts";

/** How often the hits counted in memory are added to the table. */
const FLUSH_MS = 5_000;

/**
 * The redirects' hits, counted in memory and added to the table in one statement every few seconds
 * (decision 0069), so that a redirect answered a thousand times a second costs no write per request. A
 * flush that fails keeps its counts for the next; a stop flushes what is left (and then each hit as it
 * comes, while the requests in flight finish), and a crash loses at most the last few seconds' counts.
 */
export function createHitCounter(
  db: Db,
  { flushMs = FLUSH_MS, stop }: { flushMs?: number; stop?: AbortSignal } = {},
) {
  let pending = new Map<string, { count: number; last: Date }>();
  let timer: NodeJS.Timeout | undefined;
  const flush = async () => {
    timer = undefined;
    if (!pending.size) return;
    const batch = pending;
    pending = new Map();
    const ids = [...batch.keys()];
    const count = sql.join(
      ids.map((id) => sql`when ${id}::uuid then ${batch.get(id)!.count}::bigint`),
      sql` `,
    );
    const last = sql.join(
      ids.map((id) => sql`when ${id}::uuid then ${batch.get(id)!.last.toISOString()}::timestamptz`),
      sql` `,
    );
    try {
      await db
        .update(redirects)
        .set({
          hits: sql`${redirects.hits} + (case ${redirects.id} ${count} end)`,
          lastHitAt: sql`greatest(${redirects.lastHitAt}, case ${redirects.id} ${last} end)`,
        })
        .where(inArray(redirects.id, ids));
    } catch {
      for (const [id, kept] of batch) hit(id, kept.count, kept.last);
    }
  };
  const hit = (id: string, count = 1, at = new Date()) => {
    const kept = pending.get(id);
    if (kept) {
      kept.count += count;
      if (at > kept.last) kept.last = at;
    } else pending.set(id, { count, last: at });
    // Once the server stops, at once: the requests it still finishes come before the database closes.
    if (!timer) timer = setTimeout(() => void flush(), stop?.aborted ? 0 : flushMs).unref();
  };
  stop?.addEventListener("abort", () => {
    clearTimeout(timer);
    void flush();
  });
  return { hit: (id: string) => hit(id), flush };
}

export type HitCounter = ReturnType<typeof createHitCounter>;
