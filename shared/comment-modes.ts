/** How an article takes new comments (issue 27): published at once, held for an editor's approval, or
 * not at all. The site has one (a setting); an article may override it. */
export const COMMENT_MODES = ["open", "held", "closed"] as const;
export type CommentMode = (typeof COMMENT_MODES)[number];

export const COMMENT_MODE_LABELS: Record<CommentMode, string> = {
  open: "Open: comments appear at once",
  held: "Held: an editor approves each comment",
  closed: "Closed: no new comments",
};

export const isCommentMode = (value: unknown): value is CommentMode =>
  (COMMENT_MODES as readonly unknown[]).includes(value);

/** Where a comment stands: what readers see (published), what waits for an editor (held), and what an
 * editor took down (hidden). */
export const COMMENT_STATES = ["published", "held", "hidden"] as const;
export type CommentState = (typeof COMMENT_STATES)[number];

/** The site's default rules for new comments, as the Comments page's settings hold them. */
export const DEFAULT_COMMENT_RULES = {
  mode: "open" as CommentMode,
  linkLimit: 2,
  blockedWords: [] as string[],
};

/** A comment as the moderation list shows it (issue 27): dates as `D` (a Date on the server, text once
 * sent to the page). */
export type ModerationRow<D = Date> = {
  id: string;
  content: string;
  authorName: string;
  userId: string | null;
  createdAt: D;
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
  /** Its address in place on its article's page, when readers see it there. */
  inPlace: string | null;
};
