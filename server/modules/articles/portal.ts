import { ARTICLE_NOT_FOUND } from "#shared/texts.ts";
import { and, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import { CATEGORIES } from "#shared/categories.ts";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import { autoExcerpt } from "#shared/excerpt.ts";
import {
  adminArticleQuery,
  articleCreateForm,
  articleUpdateForm,
  MISSING_FOR_ARTICLE_UPDATE,
  MISSING_FOR_PUBLISH,
  missingForArticleUpdate,
  missingForPublish,
} from "#shared/schemas/article.ts";
import { isUuid } from "#shared/schemas/fields.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countRows, escapeLike, pageOf, usesTrigrams, type Page } from "../content/count.ts";
import { countArticles } from "../content/list-counts.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { NotFound } from "../errors.ts";
import { recordMediaUses } from "../media/uses.ts";
import { formText, missingFields, validate } from "../validate.ts";
import { adminRowColumns, editColumns, type AdminArticleRow, type EditableArticle } from "./columns.ts";
import { insertArticle, slugBase } from "./write.ts";

type Actor = SessionUser | null | undefined;

const NOT_FOUND = ARTICLE_NOT_FOUND;
const NOT_UPDATED = "No article was updated - it may not exist or you may not have permission";
const NOT_DELETED = "No article was deleted - it may not exist or you may not have permission";

/** Create New Article and Create Opinion Piece (SPEC.md §2, §5): title, content, author and image
 * required; an opinion piece is always in Opinion; published now. Returns the new article. */
export async function publishArticle(
  db: Db,
  actor: Actor,
  input: unknown,
  { kind }: { kind: "article" | "opinion" },
  now = new Date(),
): Promise<EditableArticle> {
  assertStaff(actor);
  const content = sanitizeContent(formText(input, "content"));
  const missing = missingForPublish({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
    imageUrl: formText(input, "imageUrl"),
  });
  if (missing.length) throw missingFields(missing, MISSING_FOR_PUBLISH);
  const form = validate(articleCreateForm, input);
  return insertArticle(db, slugBase(form.slug, form.title), {
    title: form.title,
    excerpt: form.excerpt || autoExcerpt(content),
    content,
    category: kind === "opinion" ? "Opinion" : form.category,
    author: form.author,
    imageUrl: form.imageUrl,
    imageCaption: form.imageCaption,
    featured: form.featured,
    tags: form.tags,
    publishedAt: now,
    updatedAt: now,
    createdAt: now,
  });
}

async function articleExists(db: Db, id: unknown): Promise<boolean> {
  if (!isUuid(id)) return false;
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.id, id)).limit(1);
  return !!row;
}

/** Edit Article (SPEC.md §2, §5): title, content, author and excerpt required; the article must exist
 * ('Article not found') and the update must change a row. The slug, tags and publication time stay. */
export async function updateArticle(
  db: Db,
  actor: Actor,
  input: unknown,
  now = new Date(),
): Promise<EditableArticle> {
  assertStaff(actor);
  const content = sanitizeContent(formText(input, "content"));
  const missing = missingForArticleUpdate({
    title: formText(input, "title"),
    content,
    author: formText(input, "author"),
    excerpt: formText(input, "excerpt"),
  });
  if (missing.length) throw missingFields(missing, MISSING_FOR_ARTICLE_UPDATE);
  const form = validate(articleUpdateForm, input);
  if (!(await articleExists(db, form.id))) throw new NotFound(NOT_FOUND);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(articles)
      .set({
        title: form.title,
        excerpt: form.excerpt,
        content,
        author: form.author,
        ...(form.category ? { category: form.category } : {}),
        featured: form.featured,
        imageUrl: form.imageUrl,
        imageCaption: form.imageCaption,
        updatedAt: now,
      })
      .where(eq(articles.id, form.id))
      .returning(editColumns);
    if (!row) throw new NotFound(NOT_UPDATED);
    await recordMediaUses(tx, { articleId: row.id }, [row.imageUrl, row.content]);
    return row;
  });
}

/** Deletes an article (its comments and likes go with it). Returns what the toast may name. */
export async function deleteArticle(
  db: Db,
  actor: Actor,
  id: unknown,
): Promise<{ id: string; title: string }> {
  assertStaff(actor);
  if (!(await articleExists(db, id))) throw new NotFound(NOT_FOUND);
  const [row] = await db
    .delete(articles)
    .where(eq(articles.id, id as string))
    .returning({ id: articles.id, title: articles.title });
  if (!row) throw new NotFound(NOT_DELETED);
  return row;
}

/** One article with everything the Edit Article modal shows. */
export async function getArticleForEdit(db: Db, actor: Actor, id: unknown): Promise<EditableArticle> {
  assertStaff(actor);
  if (!isUuid(id)) throw new NotFound(NOT_FOUND);
  const [row] = await db.select(editColumns).from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}

/** The categories whose name contains `q`, whatever its case: the category part of the admin search
 * becomes an indexed `category in (...)` instead of a scan of every row. */
function categoriesContaining(q: string): string[] {
  const needle = q.toLowerCase();
  return CATEGORIES.filter((c) => c.toLowerCase().includes(needle));
}

/** Manage Articles (SPEC.md §2, §5): newest first, drafts (no publication time) at the top; `q` a
 * case-insensitive substring of title, category or author; `category` an exact match; pages of 20.
 * Without a search, the count is article_counts'; a search's stops a little past the asked page. */
export async function listArticlesForAdmin(
  db: Db,
  actor: Actor,
  query: { q?: string; category?: string; page?: number | string },
): Promise<Page<AdminArticleRow>> {
  assertStaff(actor);
  const { q, category, page } = adminArticleQuery.parse(query ?? {});
  const conditions: SQL[] = [];
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    const categories = categoriesContaining(q);
    conditions.push(
      or(
        ilike(articles.title, pattern),
        ilike(articles.author, pattern),
        ...(categories.length ? [inArray(articles.category, categories)] : []),
      )!,
    );
  }
  if (category) conditions.push(eq(articles.category, category));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOf(
    page,
    ADMIN_PAGE_SIZE,
    (cap) =>
      q
        ? countRows(db, articles, where, { cap, trigrams: usesTrigrams(q) })
        : countArticles(db, { categories: category ? [category] : null, publishedOnly: false }),
    (offset) =>
      db
        .select(adminRowColumns)
        .from(articles)
        .where(where)
        .orderBy(desc(articles.publishedAt), desc(articles.createdAt), desc(articles.id))
        .limit(ADMIN_PAGE_SIZE)
        .offset(offset),
  );
}
