/** The success toasts of SPEC.md §8 for comments, shown by the page (with JavaScript) or carried as a
 * flash message (a plain form post). */
export const COMMENT_POSTED = {
  title: "Comment posted",
  description: "Your comment has been added successfully",
} as const;
export const COMMENT_DELETED = {
  title: "Comment deleted",
  description: "The comment has been removed",
} as const;
