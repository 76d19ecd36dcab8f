import { DELETED_READER_NAME, type DeletedReaderChoice } from "#shared/deleted-readers.ts";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { comments, likes } from "../../db/schema.ts";

/** What a deleted reader's comments and likes left behind: how many, and the articles whose pages
 * showed them (their counters and comments change, decision 0016). */
export type ReaderTraces = { comments: number; likes: number; articleIds: string[] };

/**
 * Takes a reader's comments and likes off the site before their account goes (decision 0050): the
 * comments are deleted, or with `keep` signed 'Deleted reader' with no address and no account; the
 * likes are deleted (a kept comment keeps the likes others gave it). Run inside the deletion's
 * transaction.
 */
export async function removeReaderTraces(
  db: Db,
  userId: string,
  choice: DeletedReaderChoice,
): Promise<ReaderTraces> {
  const mine = eq(comments.userId, userId);
  const touched =
    choice === "keep"
      ? await db
          .update(comments)
          .set({ userId: null, authorName: DELETED_READER_NAME, authorEmail: "" })
          .where(mine)
          .returning({ articleId: comments.articleId })
      : await db.delete(comments).where(mine).returning({ articleId: comments.articleId });
  // A like is of an article or of a comment: either way, the article whose page counts it.
  const liked = await db
    .delete(likes)
    .where(eq(likes.userId, userId))
    .returning({
      articleId: sql<string>`coalesce(likes.article_id, (select c.article_id from comments c where c.id = likes.comment_id))`,
    });
  const articleIds = new Set([...touched, ...liked].map((r) => r.articleId).filter(Boolean));
  return { comments: touched.length, likes: liked.length, articleIds: [...articleIds] };
}
