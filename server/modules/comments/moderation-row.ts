import type { CommentState } from "#shared/comment-modes.ts";

/** A comment as the moderation list shows it. */
export type ModerationRow = {
  id: string;
  content: string;
  authorName: string;
  userId: string | null;
  createdAt: Date;
  state: CommentState;
  heldReason: string | null;
  reportCount: number;
  articleId: string;
  articleTitle: string;
  articleSlug: string;
  articlePublished: boolean;
  banned: boolean;
  /** Published comments newer than it on its article (at most what a page shows); null unless published. */
  newer: number | null;
};

/** Where a comment stands, from its two columns. */
export const commentState = (row: { isApproved: boolean; hiddenAt: Date | null }): CommentState =>
  row.hiddenAt ? "hidden" : row.isApproved ? "published" : "held";
