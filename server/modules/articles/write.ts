import { eq, like, or } from "drizzle-orm";
import { autoExcerpt } from "../../../app/lib/excerpt.ts";
import { articleInput, type ArticleInput } from "../../../app/lib/schemas/article.ts";
import { slugify } from "../../../app/lib/slug.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { Invalid } from "../errors.ts";
import { validate } from "../validate.ts";

/** `base`, or `base-2`, `base-3`, ... whichever is free. */
async function freeSlug(db: Db, base: string): Promise<string> {
  const taken = new Set(
    (
      await db
        .select({ slug: articles.slug })
        .from(articles)
        .where(or(eq(articles.slug, base), like(articles.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export async function createArticle(db: Db, input: ArticleInput, now = new Date()) {
  const a = validate(articleInput, input);
  const content = sanitizeContent(a.content);
  if (!content) throw new Invalid("Content is required");
  const base = slugify(a.slug || a.title);
  if (!base) throw new Invalid("The title needs at least one letter or digit for the address");
  const publishedAt = a.publishedAt === undefined ? now : a.publishedAt;
  const [row] = await db
    .insert(articles)
    .values({
      title: a.title,
      slug: await freeSlug(db, base),
      excerpt: a.excerpt || autoExcerpt(content),
      content,
      category: a.category,
      author: a.author,
      imageUrl: a.imageUrl ?? null,
      imageCaption: a.imageCaption ?? null,
      featured: a.featured,
      publishedAt,
      updatedAt: publishedAt ?? now,
      createdAt: publishedAt ?? now,
    })
    .returning();
  return row!;
}
