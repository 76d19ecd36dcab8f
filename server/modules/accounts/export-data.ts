import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import {
  articles,
  commentReports,
  comments,
  likes,
  newsletterSubscriptions,
  users,
} from "../../db/schema.ts";
import { commentState } from "../comments/moderation-row.ts";
import { Unauthorized } from "../errors.ts";

/** The address of an article, when readers can open it. */
const pathOf = (row: { slug: string | null; published: boolean }) =>
  row.published && row.slug ? `/article/${row.slug}` : null;

const published = sql<boolean>`${articles.publishedAt} is not null`;

/**
 * Everything the site keeps about a signed-in user, as they download it from /account (issue 28,
 * decision 0050): their profile, their comments (with where each stands), their likes, the comments
 * they reported, and the newsletter subscription of their address. Never a secret: no password hash, no second factor's secret,
 * no recovery codes, no session or link tokens (only whether two-factor sign-in is on).
 */
export async function exportOwnData(db: Db, userId: string, now = new Date()) {
  const [profile] = await db
    .select({
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
      createdAt: users.createdAt,
      emailVerifiedAt: users.emailVerifiedAt,
      lastSignInAt: users.lastSignInAt,
      twoFactorOn: sql<boolean>`exists (select 1 from totp_factors f where f.user_id = ${userId} and f.verified_at is not null)`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!profile) throw new Unauthorized("Please sign in first.");
  const own = await db
    .select({
      id: comments.id,
      content: comments.content,
      createdAt: comments.createdAt,
      isApproved: comments.isApproved,
      hiddenAt: comments.hiddenAt,
      title: articles.title,
      slug: articles.slug,
      published,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(comments.userId, userId))
    .orderBy(asc(comments.createdAt), asc(comments.id));
  const likedComment = alias(comments, "liked_comment");
  const liked = await db
    .select({
      createdAt: likes.createdAt,
      commentId: likes.commentId,
      title: articles.title,
      slug: articles.slug,
      published,
    })
    .from(likes)
    .leftJoin(likedComment, eq(likedComment.id, likes.commentId))
    .innerJoin(articles, sql`${articles.id} = coalesce(${likes.articleId}, ${likedComment.articleId})`)
    .where(eq(likes.userId, userId))
    .orderBy(asc(likes.createdAt), asc(likes.id));
  const reported = await db
    .select({
      createdAt: commentReports.createdAt,
      commentId: commentReports.commentId,
      title: articles.title,
      slug: articles.slug,
      published,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .where(eq(commentReports.userId, userId))
    .orderBy(asc(commentReports.createdAt), asc(commentReports.commentId));
  const [subscription] = await db
    .select({
      email: newsletterSubscriptions.email,
      subscribedAt: newsletterSubscriptions.createdAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${profile.email.toLowerCase()}`)
    .limit(1);
  return {
    exportedAt: now,
    profile,
    comments: own.map((c) => ({
      id: c.id,
      content: c.content,
      createdAt: c.createdAt,
      state: commentState(c),
      article: { title: c.title, path: pathOf(c) },
    })),
    likes: liked.map((l) => ({
      of: l.commentId ? ("comment" as const) : ("article" as const),
      commentId: l.commentId,
      createdAt: l.createdAt,
      article: { title: l.title, path: pathOf(l) },
    })),
    reports: reported.map((r) => ({
      commentId: r.commentId,
      createdAt: r.createdAt,
      article: { title: r.title, path: pathOf(r) },
    })),
    newsletter: subscription ?? null,
  };
}

export type OwnData = Awaited<ReturnType<typeof exportOwnData>>;
