import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces, staticPages } from "../../db/schema.ts";
import { CREATIVE_TYPES } from "#shared/categories.ts";
import { freeSlug, slugBase } from "../articles/slug.ts";
import { Conflict, Invalid } from "../errors.ts";
import type { PieceValues } from "./fields.ts";
import type { KindName } from "./kinds.ts";
import type { Row } from "./versions.ts";
import type { PieceRef } from "./revisions.ts";
import type { CommentMode } from "#shared/comment-modes.ts";

/**
 * The only statements that write the piece tables (issue 37, decision 0059): the one door (./door.ts)
 * runs them, and a test (./door-lint.test.ts) fails on any other insert, update or delete of
 * articles, creative_pieces or static_pages in the application's code. Two of them write a column
 * that is no part of a version (a renamed person's display byline, an article's comment mode). Each kind's table is written
 * with its own Drizzle types: no cast.
 */

const INSERT_ATTEMPTS = 30;

/** A text column a new row must have. */
function text(value: unknown, name: string): string {
  if (typeof value !== "string") throw new Invalid(`The ${name} is missing`);
  return value;
}

/** The row of piece `id` of kind `name` (locked for its change when `lock`). */
export async function selectRow(tx: Db, name: KindName, id: string, lock = false): Promise<Row | undefined> {
  if (name === "page") {
    const q = tx.select().from(staticPages).where(eq(staticPages.id, id)).limit(1);
    return (lock ? await q.for("update") : await q)[0];
  }
  if (name === "creative") {
    const q = tx.select().from(creativePieces).where(eq(creativePieces.id, id)).limit(1);
    return (lock ? await q.for("update") : await q)[0];
  }
  const q = tx.select().from(articles).where(eq(articles.id, id)).limit(1);
  return (lock ? await q.for("update") : await q)[0];
}

/** Writes `values` over the row at `version` (it becomes `version + 1`); none when another write got
 * there first. */
export async function updateRow(
  tx: Db,
  name: KindName,
  id: string,
  version: number,
  values: PieceValues,
): Promise<Row | undefined> {
  const set = { ...values, version: version + 1 };
  if (name === "page")
    return (
      await tx
        .update(staticPages)
        .set(set)
        .where(and(eq(staticPages.id, id), eq(staticPages.version, version)))
        .returning()
    )[0];
  if (name === "creative")
    return (
      await tx
        .update(creativePieces)
        .set(set)
        .where(and(eq(creativePieces.id, id), eq(creativePieces.version, version)))
        .returning()
    )[0];
  return (
    await tx
      .update(articles)
      .set(set)
      .where(and(eq(articles.id, id), eq(articles.version, version)))
      .returning()
  )[0];
}

/** A new piece's row. A static page is never created here: the site has its fixed set (decision 0047). */
export async function insertRow(tx: Db, name: Exclude<KindName, "page">, values: PieceValues): Promise<Row> {
  const title = text(values.title, "title");
  const content = text(values.content, "content");
  const author = text(values.author, "author");
  if (name === "creative") {
    const type = CREATIVE_TYPES.find((t) => t === values.type);
    if (!type) throw new Invalid("The type of the creative piece is missing");
    const [row] = await tx
      .insert(creativePieces)
      .values({ ...values, title, content, author, type })
      .returning();
    return row!;
  }
  const slug = typeof values.slug === "string" ? values.slug : undefined;
  const row = await insertArticle(tx, slugBase(slug, title), {
    ...values,
    title,
    content,
    author,
    excerpt: text(values.excerpt, "excerpt"),
    category: text(values.category, "category"),
  });
  return row;
}

/** The display byline of a piece whose person was renamed (people/bylines.ts): not a change of the
 * piece's text, so no version. */
export async function setAuthorText(tx: Db, ref: PieceRef, author: string): Promise<void> {
  if ("articleId" in ref) await tx.update(articles).set({ author }).where(eq(articles.id, ref.articleId));
  else await tx.update(creativePieces).set({ author }).where(eq(creativePieces.id, ref.creativePieceId));
}

/** An article's own comment mode (comments/article-mode.ts): a setting, not the piece's text, so no
 * version. Its title, or nothing when there is no such article. */
export async function setCommentModeRow(tx: Db, id: string, commentMode: CommentMode | null) {
  const [row] = await tx
    .update(articles)
    .set({ commentMode })
    .where(eq(articles.id, id))
    .returning({ title: articles.title });
  return row;
}

/** Deletes the row (an article's comments and likes go with it, by their foreign keys). */
export async function deleteRow(tx: Db, name: Exclude<KindName, "page">, id: string) {
  const table = name === "creative" ? creativePieces : articles;
  const [row] = await tx
    .delete(table)
    .where(eq(table.id, id))
    .returning({ id: table.id, title: table.title, status: table.status });
  return row;
}

type NewArticle = PieceValues & Record<"title" | "content" | "author" | "excerpt" | "category", string>;

/** Inserts with the first free slug for `base`. Another writer can take that slug between the look-up
 * and the insert; the insert then does nothing (ON CONFLICT, which also leaves an enclosing transaction
 * usable) and another free one is tried. Every round of a race has a winner, so this ends. */
async function insertArticle(db: Db, base: string, values: NewArticle) {
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
    const slug = await freeSlug(db, base, attempt > 0);
    const [row] = await db
      .insert(articles)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: articles.slug })
      .returning();
    if (row) return row;
  }
  throw new Conflict("Another article took this address at the same moment. Please try again.");
}
