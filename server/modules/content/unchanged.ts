import { isDeepStrictEqual } from "node:util";
import { columnsOf, pieceFields, type Fields } from "./fields.ts";
import type { KindName } from "./kinds.ts";
import type { Row } from "./versions.ts";

/**
 * Whether writing `changes` over the locked `row` would change nothing a version holds (issue 36): its
 * editorial fields, status and noindex, what readers see of it (publication and schedule, the review
 * note) and its pending edits. Only bookkeeping (`updatedAt`, `pendingVersion`) would move. Such a save
 * (an editor opened on the text the server holds) writes no version and no revision.
 */
export function changesNothing(name: KindName, row: Row, changes: Fields): boolean {
  const after: Fields = { ...row, ...changes };
  // A pending copy that equals the row (a published or scheduled piece opened) is no pending edit; its
  // empty slug keeps the row's address, as Update reads it.
  const pending = changes.pending ?? undefined;
  const asRow = pending && "slug" in pending ? { ...pending, slug: pending.slug || row.slug } : pending;
  if (row.pending === null && isDeepStrictEqual(plain(asRow), plain(columnsOf(name, row))))
    after.pending = null;
  return isDeepStrictEqual(plain(stateOf(name, row)), plain(stateOf(name, after)));
}

function stateOf(name: KindName, r: Fields) {
  return {
    fields: pieceFields(name, r),
    publishedAt: r.publishedAt ?? null,
    scheduledFor: r.scheduledFor ?? null,
    reviewNote: r.reviewNote ?? null,
    pending: r.pending ? columnsOf(name, r.pending) : null,
  };
}

/** Values as JSON holds them (dates as their instant, keys in one order), so a row read back from
 * the database and one about to be written compare alike. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === "object") {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, plain(v)]));
  }
  return value ?? null;
}
