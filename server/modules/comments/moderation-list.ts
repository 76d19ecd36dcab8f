import { and, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import { COMMENTS_SHOWN_MAX } from "#shared/constants.ts";
import type { Db } from "../../db/client.ts";
import { articles, commentBans, comments, rowCounts, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { commentState, inPlaceHref, type ModerationRow } from "./moderation-row.ts";
import { commentColumns } from "./queries.ts";

/** Comments a page of the moderation list shows; the next page continues after the last (keyset). */
export const MODERATION_PAGE_SIZE = 50;
export const MODERATION_FILTERS = ["all", "held", "published", "hidden", "reported"] as const;
export type ModerationFilter = (typeof MODERATION_FILTERS)[number];

const blank = (value: unknown) => (value === "" || value === null ? undefined : value);
const listInput = z.object({
  state: z.preprocess(
    blank,
    z.enum(MODERATION_FILTERS, { message: "Choose a filter from the list" }).default("all"),
  ),
  article: z.preprocess(blank, z.uuid("That article is not one of ours.").optional()),
  reader: z.preprocess(blank, z.uuid("That reader is not one of ours.").optional()),
  q: z.preprocess(blank, z.string().trim().max(100, "Search for at most 100 characters.").optional()),
  after: z.preprocess(
    blank,
    z.uuid("That page of the list does not exist. Start from the first page.").optional(),
  ),
});
export type ModerationQuery = z.output<typeof listInput>;

const STATE_WHERE: Record<ModerationFilter, SQL | undefined> = {
  all: undefined,
  published: sql`${comments.isApproved}`,
  held: and(sql`not ${comments.isApproved}`, isNull(comments.hiddenAt)),
  hidden: isNotNull(comments.hiddenAt),
  reported: and(sql`${comments.reportCount} > 0`, isNull(comments.hiddenAt)),
};

/** How many published comments on its article are newer than a published comment, up to the most an
 * article page shows: the `?comments=` that shows it in place. */
const newerOnArticle = sql<number>`case when ${comments.isApproved} then (
  select count(*)::int from (
    select 1 from comments newer
    where newer.article_id = ${comments.articleId} and newer.is_approved
      and (newer.created_at, newer.id) > (${comments.createdAt}, ${comments.id})
    limit ${COMMENTS_SHOWN_MAX}) newer_ones) end`;

/**
 * The moderation list (editors): every comment newest first, or by state, article, reader or words,
 * `MODERATION_PAGE_SIZE` a page. 'Reported' puts the most reported first. Each filter reads an index
 * of migration 0014 in the list's order; the next page continues after the last row by its id.
 */
export async function listForModeration(
  db: Db,
  actor: SessionUser | null,
  input: unknown,
): Promise<{ query: ModerationQuery; rows: ModerationRow[]; next: string | null }> {
  assertCan(actor, "moderation");
  const query = validate(listInput, input);
  const reported = query.state === "reported";
  const where: (SQL | undefined)[] = [STATE_WHERE[query.state]];
  if (query.article) where.push(eq(comments.articleId, query.article));
  if (query.reader) where.push(eq(comments.userId, query.reader));
  if (query.q) where.push(ilike(comments.content, `%${query.q.replace(/[\\%_]/g, "\\$&")}%`));
  if (query.after)
    where.push(
      reported
        ? sql`(${comments.reportCount}, ${comments.createdAt}, ${comments.id}) < (select c.report_count, c.created_at, c.id from comments c where c.id = ${query.after})`
        : sql`(${comments.createdAt}, ${comments.id}) < (select c.created_at, c.id from comments c where c.id = ${query.after})`,
    );
  const order = [desc(comments.createdAt), desc(comments.id)];
  const found = await db
    .select({
      ...commentColumns,
      isApproved: comments.isApproved,
      hiddenAt: comments.hiddenAt,
      heldReason: comments.heldReason,
      reportCount: comments.reportCount,
      articleId: comments.articleId,
      articleTitle: articles.title,
      articleSlug: articles.slug,
      articlePublished: sql<boolean>`${articles.publishedAt} is not null`,
      banned: sql<boolean>`${commentBans.userId} is not null`,
      newer: newerOnArticle,
    })
    .from(comments)
    .innerJoin(articles, eq(articles.id, comments.articleId))
    .leftJoin(commentBans, eq(commentBans.userId, comments.userId))
    .where(and(...where))
    .orderBy(...(reported ? [desc(comments.reportCount), ...order] : order))
    .limit(MODERATION_PAGE_SIZE + 1);
  const rows = found.slice(0, MODERATION_PAGE_SIZE).map(({ isApproved, hiddenAt, ...row }) => {
    const state = commentState({ isApproved, hiddenAt });
    return { ...row, state, inPlace: inPlaceHref({ ...row, state }) };
  });
  return { query, rows, next: found.length > MODERATION_PAGE_SIZE ? rows.at(-1)!.id : null };
}

/** The figures of the filters: held (kept by migration 0014's triggers) and reported (read from its
 * partial index, which holds only reported comments that are not hidden). */
export async function moderationCounts(
  db: Db,
  actor: SessionUser | null,
): Promise<{ held: number; reported: number }> {
  assertCan(actor, "moderation");
  const [[held], [reported]] = await Promise.all([
    db.select({ n: rowCounts.n }).from(rowCounts).where(eq(rowCounts.tableName, "comments_held")),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(and(sql`${comments.reportCount} > 0`, isNull(comments.hiddenAt))),
  ]);
  return { held: held?.n ?? 0, reported: reported?.n ?? 0 };
}

/** The banned readers, newest ban first (the first 100), for Unban. */
export async function listBans(db: Db, actor: SessionUser | null) {
  assertCan(actor, "moderation");
  return db
    .select({
      userId: commentBans.userId,
      name: users.name,
      email: users.email,
      since: commentBans.createdAt,
    })
    .from(commentBans)
    .innerJoin(users, eq(users.id, commentBans.userId))
    .orderBy(desc(commentBans.createdAt))
    .limit(100);
}

/** The names a filter by article or reader shows: the article's title, the reader's name. */
export async function filterNames(db: Db, query: Pick<ModerationQuery, "article" | "reader">) {
  const [article] = query.article
    ? await db.select({ title: articles.title }).from(articles).where(eq(articles.id, query.article))
    : [];
  const [reader] = query.reader
    ? await db
        .select({
          name: users.name,
          email: users.email,
          banned: sql<boolean>`${commentBans.userId} is not null`,
        })
        .from(users)
        .leftJoin(commentBans, eq(commentBans.userId, users.id))
        .where(eq(users.id, query.reader))
    : [];
  return {
    article: article?.title ?? null,
    reader: reader ? { name: reader.name || reader.email.split("@")[0]!, banned: reader.banned } : null,
  };
}
