import { z } from "#shared/zod.ts";

/** Live blogs (issue 42, decision 0081): what readers and staff read of them, and their forms. */

/** An entry as a page shows it. `html` is sanitized on write (server/modules/content/sanitize.ts) and,
 * on a page, rendered as a body is (server/modules/live/render.ts: embeds' facades, galleries, images'
 * widths and credits). */
export type LiveEntryView = {
  id: string;
  at: string;
  author: string;
  html: string;
  pinned: boolean;
  /** The note of its correction, shown to readers; null when it was never corrected. */
  correction: string | null;
};

/** A live blog as readers see it: live or ended, its order, and its published entries, pinned first. */
export type LiveView = {
  articleId: string;
  live: boolean;
  oldestFirst: boolean;
  startedAt: string;
  endedAt: string | null;
  updatedAt: string;
  entries: LiveEntryView[];
};

/** One change of an entry, from the audit log: posted, corrected, deleted, pinned, approved, … */
export type EntryHistory = { at: string; by: string; change: string; note: string | null };

/** An entry as its live blog's staff page shows it: whatever its state, with its history, and its
 * stored HTML for the correction's editor. */
export type StaffEntry = LiveEntryView & {
  source: string;
  state: "published" | "pending" | "deleted";
  authorId: string | null;
  note: string | null;
  history: EntryHistory[];
};

/** An entry's sanitized HTML as plain text (JSON-LD's `articleBody`, a feed's description). */
export const entryText = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

export const ENTRY_MAX = 20_000;
export const NOTE_MAX = 500;

export const LIVE_TEXTS = {
  ended: "This live blog has ended. Entries can no longer be posted.",
  notLive: "This article is not a live blog.",
  alreadyLive: "This article is already a live blog.",
  entryMissing: "That entry no longer exists. Reload the page to see the latest entries.",
  notYourEntry: "Only an editor can change another writer's entry.",
  notPending: "That entry is not waiting for approval.",
  deleted: "That entry was deleted.",
  empty: "Write the entry before posting it.",
  noPoll: "An entry cannot hold a poll. Put the poll in the live blog's text, where readers vote in it.",
  noteNeeded: "Say in a note why the entry changes (readers see a correction's note).",
} as const;

const body = z
  .string({ error: LIVE_TEXTS.empty })
  .trim()
  .min(1, LIVE_TEXTS.empty)
  .max(ENTRY_MAX, `Keep an entry under ${ENTRY_MAX.toLocaleString("en-US")} characters.`);
const note = z
  .string({ error: LIVE_TEXTS.noteNeeded })
  .trim()
  .min(1, LIVE_TEXTS.noteNeeded)
  .max(NOTE_MAX, `Keep the note under ${NOTE_MAX} characters.`);
const entryId = z.string().uuid(LIVE_TEXTS.entryMissing);

export const entryForm = z.object({ body });
export const correctionForm = z.object({ entryId, body, note });
export const deletionForm = z.object({ entryId, note });
export const entryRef = z.object({ entryId });
const checked = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());
export const liveOptionsForm = z.object({
  needsApproval: checked,
  oldestFirst: checked,
  /** It leads the home page while it is live. */
  leadsHome: checked,
});
