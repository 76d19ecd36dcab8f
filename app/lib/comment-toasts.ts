/** The comment toasts of SPEC.md §8, shown by the page (with JavaScript) or carried as a flash
 * message (a plain form post). Failures add the server's message as the description. */
export const COMMENT_POSTED = {
  title: "Comment posted",
  description: "Your comment has been added successfully",
} as const;
export const COMMENT_DELETED = {
  title: "Comment deleted",
  description: "The comment has been removed",
} as const;
export const COMMENT_POST_FAILED = "Failed to post comment";
export const COMMENT_DELETE_FAILED = "Error deleting comment";
/** Issue 27: a comment held for an editor, and a reader's report. */
export const COMMENT_HELD = {
  title: "Comment awaiting approval",
  description: "An editor will read it before it appears to other readers.",
} as const;
export const COMMENT_REPORTED = {
  title: "Comment reported",
  description: "Thank you. An editor will look at it.",
} as const;
export const COMMENT_REPORT_FAILED = "Could not report the comment";
