import { bylineByName } from "../people/bylines.ts";
import { inArray } from "drizzle-orm";
import { autoExcerpt } from "#shared/excerpt.ts";
import { articleInput, SLUG_MAX, type ArticleInput } from "#shared/schemas/article.ts";
import { slugify } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { writeRecorded } from "../content/write.ts";
import { Conflict, Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import { editColumns, type EditableArticle } from "./columns.ts";

/** The address of a title with no letter or digit of the Latin alphabet (SPEC.md §4's rule keeps
 * a-z and 0-9 only), numbered like any other clash. */
const FALLBACK_SLUG = "article";
const CANDIDATES_PER_QUERY = 20;
const INSERT_ATTEMPTS = 30;

/** SPEC.md §4's slug of the slug field, or else of the title, at most SLUG_MAX characters. */
export function slugBase(slugField: string | undefined, title: string): string {
  const base = slugify(slugField ?? "") || slugify(title);
  return base.slice(0, SLUG_MAX).replace(/-+$/, "") || FALLBACK_SLUG;
}

/** `base`, or else the first free of `base-2`, `base-3`, ... (`anyFree`: any free one of the first
 * batch with one, so that writers who lost a race for the same slug spread out instead of colliding
 * again). Each query asks the unique index about a batch of candidates, so a common title costs one
 * query per twenty articles that share it. */
export async function freeSlug(db: Db, base: string, anyFree = false): Promise<string> {
  for (let first = 1; ; first += CANDIDATES_PER_QUERY) {
    const candidates = Array.from({ length: CANDIDATES_PER_QUERY }, (_, i) =>
      first + i === 1 ? base : `${base}-${first + i}`,
    );
    const taken = new Set(
      (await db.select({ slug: articles.slug }).from(articles).where(inArray(articles.slug, candidates))).map(
        (r) => r.slug,
      ),
    );
    const free = candidates.filter((c) => !taken.has(c));
    if (free.length) return anyFree ? free[Math.floor(Math.random() * free.length)]! : free[0]!;
  }
}

export type NewArticle = Omit<typeof articles.$inferInsert, "id" | "slug">;

/** Inserts with the first free slug for `base`. Another writer can take that slug between the look-up
 * and the insert; the insert then does nothing (ON CONFLICT, which also leaves an enclosing transaction
 * usable) and another free one is tried. Every round of a race has a winner, so this ends. The caller
 * records the images it shows (content/write.ts). */
export async function insertArticle(db: Db, base: string, values: NewArticle): Promise<EditableArticle> {
  for (let attempt = 0; attempt < INSERT_ATTEMPTS; attempt++) {
    const slug = await freeSlug(db, base, attempt > 0);
    const [row] = await db
      .insert(articles)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: articles.slug })
      .returning(editColumns);
    if (row) return row;
  }
  throw new Conflict("Another article took this address at the same moment. Please try again.");
}

/** Who shows the images of article `id` (media_uses). */
export const articleUser = (id: string) => ({ articleId: id });

/** An article from already-checked data (demo seed, test factories): sanitized, slug and excerpt
 * completed, published at `publishedAt` (now when not given; null for a draft). */
export async function createArticle(db: Db, input: ArticleInput, now = new Date()) {
  const a = validate(articleInput, input);
  const content = sanitizeContent(a.content);
  if (!content) throw new Invalid("Content is required");
  const publishedAt = a.publishedAt === undefined ? now : a.publishedAt;
  const values = {
    title: a.title,
    excerpt: a.excerpt || autoExcerpt(content),
    content,
    category: a.category,
    author: a.author,
    imageUrl: a.imageUrl,
    imageCaption: a.imageCaption,
    imageAlt: a.imageAlt,
    featured: a.featured,
    tags: a.tags,
    publishedAt,
    status: publishedAt ? ("published" as const) : ("draft" as const),
    firstPublishedAt: publishedAt,
    updatedAt: publishedAt ?? now,
    createdAt: publishedAt ?? now,
  };
  return writeRecorded(db, articleUser, async (tx) => {
    const row = await insertArticle(tx, slugBase(a.slug, a.title), values);
    await bylineByName(tx, { articleId: row.id }, row.author);
    return row;
  });
}
