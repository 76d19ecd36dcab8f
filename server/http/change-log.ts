import { touches, type PageChange } from "./page-changes.ts";

/** How many changes the log keeps; a render that ran across more is not kept. */
const KEPT = 256;

/** The page cache's recent changes, numbered: a render that a change touched while it ran is served
 * but not kept, and one that only a counter's change (a like) overtook is kept as stale. */
export function createChangeLog() {
  let sequence = 0;
  const recent: { seq: number; change: PageChange }[] = [];
  return {
    /** The number of the last change, for `changedSince`. */
    now: () => sequence,
    add(change: PageChange) {
      recent.push({ seq: ++sequence, change });
      if (recent.length > KEPT) recent.shift();
    },
    /** What changed on a page with these tags since `started`: nothing, only its counters, or more (or
     * too long ago to say). */
    changedSince(started: number, tags: readonly string[]): "nothing" | "counters" | "more" {
      if (sequence - started > recent.length) return "more";
      let changed: "nothing" | "counters" = "nothing";
      for (const { seq, change } of recent) {
        if (seq <= started || !touches(change, tags)) continue;
        if (typeof change !== "object") return "more";
        changed = "counters";
      }
      return changed;
    },
  };
}
