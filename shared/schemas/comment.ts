import { ARTICLE_NOT_FOUND } from "../texts.ts";
import { z } from "#shared/zod.ts";
import { COMMENT_MAX_LENGTH } from "../constants.ts";

/** A reader's comment: plain text, trimmed, never blank, at most COMMENT_MAX_LENGTH characters. The
 * comment form applies the same limits (Send needs trimmed text; the textarea has the maxLength). */
export const commentContent = z
  .string({ message: "Please write a comment first." })
  .trim()
  .min(1, "Please write a comment first.")
  .max(COMMENT_MAX_LENGTH, `Comments can be at most ${COMMENT_MAX_LENGTH} characters long.`);

export const commentInput = z.object({
  articleId: z.string({ message: ARTICLE_NOT_FOUND }),
  content: commentContent,
});

export type CommentInput = z.input<typeof commentInput>;

/** A comment as the article page shows it: never the author's e-mail or id, but whether the viewer may
 * delete it. */
export type CommentItemData = {
  id: string;
  content: string;
  authorName: string;
  createdAt: Date | string;
  likesCount: number;
  userLiked: boolean;
  canDelete: boolean;
  /** Whether the Report button shows: not on the viewer's own comment (issue 27). */
  canReport: boolean;
  /** The viewer reported it already. */
  reported: boolean;
  /** The viewer's own comment, held for an editor: shown to them alone, as awaiting approval. */
  awaiting?: boolean;
};

/** The comments an article page lists: the newest `comments.length`, and whether older ones exist. */
export type CommentList = { comments: CommentItemData[]; hasOlder: boolean };
