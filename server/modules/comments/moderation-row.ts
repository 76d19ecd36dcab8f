import type { CommentState } from "#shared/comment-modes.ts";
import { commentAnchor } from "#shared/comment-notices.ts";
import { COMMENTS_PAGE_SIZE } from "#shared/constants.ts";

export type { ModerationRow } from "#shared/comment-modes.ts";

/** Where a comment stands, from its two columns. */
export const commentState = (row: { isApproved: boolean; hiddenAt: Date | null }): CommentState =>
  row.hiddenAt ? "hidden" : row.isApproved ? "published" : "held";

/** Where a comment is on its article's page, when readers see it there: enough comments listed to reach
 * it, and its anchor. */
export function inPlaceHref(row: {
  id: string;
  state: CommentState;
  articlePublished: boolean;
  articleSlug: string;
  newer: number | null;
}): string | null {
  if (row.state !== "published" || !row.articlePublished || row.newer === null) return null;
  const shown = row.newer + 1 > COMMENTS_PAGE_SIZE ? `?comments=${row.newer + 1}` : "";
  return `/article/${row.articleSlug}${shown}#${commentAnchor(row.id)}`;
}
