import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { articles, comments, likes } from "../../db/schema.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { NotFound } from "../errors.ts";
import { FOREIGN_KEY_VIOLATION, sqlState } from "../../db/sql-state.ts";

/** What a like button sends: the target, its id and the state the reader wants (a form sends "true"). */
export const likeInput = z.object({
  target: z.enum(["article", "comment"], { message: "You can like an article or a comment." }),
  id: z.string(),
  liked: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")], {
    message: "Say whether to like or unlike.",
  }),
});

export type LikeInput = z.input<typeof likeInput>;
export type LikeState = { liked: boolean; count: number };

const TARGETS = {
  article: { column: likes.articleId, missing: ARTICLE_NOT_FOUND },
  comment: { column: likes.commentId, missing: "Comment not found" },
} as const;

/** The article whose page shows the target's count, if the target is there to like. */
async function targetArticle(db: Db, target: keyof typeof TARGETS, id: string): Promise<string | null> {
  const rows =
    target === "article"
      ? await db
          .select({ articleId: articles.id })
          .from(articles)
          .where(and(eq(articles.id, id), isNotNull(articles.publishedAt)))
          .limit(1)
      : await db
          .select({ articleId: comments.articleId })
          .from(comments)
          .where(and(eq(comments.id, id), sql`${comments.isApproved}`))
          .limit(1);
  return rows[0]?.articleId ?? null;
}

/** Sets (not toggles) the reader's like, so double clicks and concurrent requests converge on the state
 * last asked for; answers the resulting state and count. `input` is a LikeInput, checked here. */
export async function setLike(db: Db, user: Pick<SessionUser, "id">, input: unknown): Promise<LikeState> {
  const { articleId: _page, ...state } = await setLikeOnPage(db, user, input);
  return state;
}

/** setLike, also answering the article whose page shows the count (for the page cache). */
export async function setLikeOnPage(
  db: Db,
  user: Pick<SessionUser, "id">,
  input: unknown,
): Promise<LikeState & { articleId: string }> {
  const { target, id, liked } = validate(likeInput, input);
  const { column, missing } = TARGETS[target];
  const articleId = z.uuid().safeParse(id).success ? await targetArticle(db, target, id) : null;
  if (!articleId) throw new NotFound(missing);
  if (liked) {
    const values =
      target === "article" ? { userId: user.id, articleId: id } : { userId: user.id, commentId: id };
    try {
      await db.insert(likes).values(values).onConflictDoNothing();
    } catch (error) {
      // The target was deleted in the meantime.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new NotFound(missing);
      throw error;
    }
  } else {
    await db.delete(likes).where(and(eq(likes.userId, user.id), eq(column, id)));
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(likes)
    .where(eq(column, id));
  return { liked, count: row?.count ?? 0, articleId };
}

/** An article's like count and whether the viewer is among them, in one query. */
export async function getArticleLikes(
  db: Db,
  articleId: string,
  viewerId: string | null,
): Promise<LikeState> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      liked: viewerId
        ? sql<boolean>`coalesce(bool_or(${likes.userId} = ${viewerId}), false)`
        : sql<boolean>`false`,
    })
    .from(likes)
    .where(eq(likes.articleId, articleId));
  return { liked: row?.liked ?? false, count: row?.count ?? 0 };
}

/** What one reader liked on an article's page: the article itself, and which of its comments. */
export type ViewerLikes = { article: boolean; comments: ReadonlySet<string> };

/** The reader's likes on an article and its comments, in one query along their own likes' indexes: the
 * part of an article's page that is theirs alone (the rest is shared: decision 0026). */
export async function viewerLikesOn(db: Db, userId: string, articleId: string): Promise<ViewerLikes> {
  const rows = await db
    .select({ articleId: likes.articleId, commentId: likes.commentId })
    .from(likes)
    .leftJoin(comments, eq(comments.id, likes.commentId))
    .where(
      and(eq(likes.userId, userId), or(eq(likes.articleId, articleId), eq(comments.articleId, articleId))),
    );
  const liked = new Set<string>();
  let article = false;
  for (const row of rows) {
    if (row.commentId) liked.add(row.commentId);
    else if (row.articleId) article = true;
  }
  return { article, comments: liked };
}
