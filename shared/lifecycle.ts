/**
 * Where a piece is in its life (issue 25). Only a published piece is on any public surface; the
 * database holds `published_at` set exactly when the status is 'published' (a check constraint), so
 * every public query's `published_at is not null` means published and nothing else.
 */
export const STATUSES = ["draft", "review", "scheduled", "published", "unpublished"] as const;
export type Status = (typeof STATUSES)[number];

export const STATUS_LABELS: Record<Status, string> = {
  draft: "Draft",
  review: "In review",
  scheduled: "Scheduled",
  published: "Published",
  unpublished: "Unpublished",
};

export function isStatus(value: unknown): value is Status {
  return typeof value === "string" && (STATUSES as readonly string[]).includes(value);
}

/** Statuses whose edits readers could see: their autosaves go to a pending copy until Update. */
export const LIVE_STATUSES: readonly Status[] = ["published", "scheduled"];

/** How many revisions a piece keeps (decision 0036): the newest 200; explicit saves, publishing and
 * restores are never pruned before autosaves. */
export const REVISIONS_KEPT = 200;

/** Autosave writes a revision at most this often (issue 25: at most every 10 minutes). */
export const AUTOSAVE_REVISION_MS = 10 * 60 * 1000;

/** A preview link lives this long unless revoked (issue 25: 7 days by default). */
export const PREVIEW_LINK_DAYS = 7;

/** What a contributor reads on their own piece once it is past draft (issue 26): a piece in review is
 * locked to them until an editor returns it; later statuses are the editors' alone. The server's
 * refusals say the same (server/modules/content/access.ts). */
export const LOCKED_FOR_WRITER: Partial<Record<Status, string>> = {
  review: "This piece is with the editors for review. You can change it again once an editor returns it.",
  scheduled: "This piece is scheduled to be published. Only an editor can change it now.",
  published: "This piece is published. Only an editor can change it now.",
  unpublished: "This piece was unpublished. Only an editor can change it now.",
};
