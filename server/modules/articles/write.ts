import { eq } from "drizzle-orm";
import { autoExcerpt } from "#shared/excerpt.ts";
import { articleInput, type ArticleInput } from "#shared/schemas/article.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { SEED_WRITER } from "../content/door.ts";
import { insertPiece } from "../content/insert-piece.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { Invalid } from "../errors.ts";
import { resolveBylines } from "../people/bylines.ts";
import { validate } from "../validate.ts";
import { editColumns, type EditableArticle } from "./columns.ts";

/** An article from already-checked data (demo seed, test factories): sanitized, slug and excerpt
 * completed, published at `publishedAt` (now when not given; null for a draft). Written through the
 * one door (content/door.ts) as the Seed, with its first revision; `updatedAt` when it was last
 * changed (its publication by default). */
export async function createArticle(
  db: Db,
  input: ArticleInput,
  now = new Date(),
  { updatedAt }: { updatedAt?: Date } = {},
): Promise<EditableArticle> {
  const a = validate(articleInput, input);
  const content = sanitizeContent(a.content);
  if (!content) throw new Invalid("Content is required");
  const publishedAt = a.publishedAt === undefined ? now : a.publishedAt;
  return db.transaction(async (tx) => {
    const bylines = await resolveBylines(tx, a.author.trim() ? [{ name: a.author }] : []);
    const { row } = await insertPiece(
      tx,
      SEED_WRITER,
      "article",
      {
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt || autoExcerpt(content),
        content,
        category: a.category,
        author: a.author,
        authors: bylines.people,
        imageUrl: a.imageUrl,
        imageCaption: a.imageCaption,
        imageAlt: a.imageAlt,
        featured: a.featured,
        tags: a.tags,
      },
      {
        status: publishedAt ? "published" : "draft",
        publishedAt,
        scheduledFor: null,
        createdAt: publishedAt ?? now,
        updatedAt: updatedAt ?? publishedAt ?? now,
        reason: publishedAt ? "Published" : "Started",
        at: publishedAt ?? now,
      },
    );
    const [article] = await tx.select(editColumns).from(articles).where(eq(articles.id, row.id));
    return article!;
  });
}
