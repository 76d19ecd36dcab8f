/** What the article page says about comments (issue 27), and what the server answers, per case. Kept
 * apart from the portal's modes and labels (comment-modes.ts), so that the article page loads only
 * these. */
export const COMMENTS_CLOSED = "Comments are closed on this article.";
export const COMMENT_BANNED = "Your account can no longer comment on this site.";
export const COMMENT_AWAITING = "Awaiting approval";

/** The id of a comment on its article's page, and the end of the moderation list's link to it. */
export const commentAnchor = (id: string) => `comment-${id}`;
