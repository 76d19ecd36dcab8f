import type { CommentState } from "#shared/comment-modes.ts";

export type { ModerationRow } from "#shared/comment-modes.ts";

/** Where a comment stands, from its two columns. */
export const commentState = (row: { isApproved: boolean; hiddenAt: Date | null }): CommentState =>
  row.hiddenAt ? "hidden" : row.isApproved ? "published" : "held";
