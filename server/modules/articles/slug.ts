import { inArray } from "drizzle-orm";
import { SLUG_MAX } from "#shared/schemas/article.ts";
import { slugify } from "#shared/slug.ts";
import type { Db } from "../../db/client.ts";
import { articles } from "../../db/schema.ts";

/** The address of a title with no letter or digit of the Latin alphabet (SPEC.md §4's rule keeps
 * a-z and 0-9 only), numbered like any other clash. */
const FALLBACK_SLUG = "article";
const CANDIDATES_PER_QUERY = 20;

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

/** Who shows the images of article `id` (media_uses). */
export const articleUser = (id: string) => ({ articleId: id });
