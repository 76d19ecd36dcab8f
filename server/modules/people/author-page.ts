import { eq, sql } from "drizzle-orm";
import { AUTHOR_PAGE_SIZE } from "#shared/people.ts";
import { graduationYear } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { people } from "../../db/schema.ts";
import { listedBylines, onceARun, listingPage, type ListingCursor } from "../content/archive-listing.ts";
import { pageOf, type Page } from "../content/count.ts";

/** What an author page shows of a person (never their account, nor an e-mail they keep private). */
export type AuthorProfile = {
  id: string;
  name: string;
  slug: string;
  title: string;
  bio: string;
  photoUrl: string | null;
  classYear: string;
  email: string | null;
  updatedAt: Date;
};

/** One of their published pieces: an article (opinion is an article in Opinion) or a creative piece. */
export type AuthorPiece = {
  kind: "article" | "creative";
  id: string;
  title: string;
  /** An article's address; null for a creative piece (its page is /creative?piece=id). */
  slug: string | null;
  excerpt: string;
  /** An article's category, a creative piece's type. */
  section: string;
  imageUrl: string | null;
  publishedAt: Date;
  author: string;
};

/** The person of `slug`, or null. */
export async function getAuthor(db: Db, slug: string): Promise<AuthorProfile | null> {
  const [row] = await db.select().from(people).where(eq(people.slug, slug)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    title: row.title,
    bio: row.bio,
    photoUrl: row.photoUrl,
    classYear: classOf(row.classYear),
    email: row.showEmail && row.email ? row.email : null,
    updatedAt: row.updatedAt,
  };
}

/** The person's published pieces of both tables, newest first, AUTHOR_PAGE_SIZE a page. piece_authors
 * keeps each piece's published_at (triggers of migration 0013), so the page and its count come from
 * the person's entries in its partial index (person, published_at desc, id desc) and each piece is then
 * read by its key: the cost is the page, and the count the person's own published bylines, whatever
 * the size of the tables. */
export async function listAuthorPieces(db: Db, personId: string, page: number): Promise<Page<AuthorPiece>> {
  const mine = sql`piece_authors pa where pa.person_id = ${personId} and pa.published_at is not null${await listedBylines(db)}`;
  return pageOf(
    page,
    AUTHOR_PAGE_SIZE,
    async () => {
      const total = await onceARun(`bylines ${personId}`, async () => {
        const result = (await db.execute(sql`select count(*)::int as n from ${mine}`)) as unknown as {
          rows: { n: number }[];
        };
        return result.rows[0]?.n ?? 0;
      });
      return { total, more: false };
    },
    async (offset) =>
      (await listingPage(`bylines ${personId}`, offset, AUTHOR_PAGE_SIZE, readPage, (r) => r.byline)).map(
        (r) => r.piece,
      ),
    { together: false },
  );

  /** A page of the person's pieces from the byline `from` (null: from the newest), `skip` skipped,
   * each with its byline's key, newest first. */
  async function readPage(
    from: ListingCursor | null,
    skip: number,
  ): Promise<{ byline: string; piece: AuthorPiece }[]> {
    const beyond = from
      ? sql` and (pa.published_at, pa.id) ${sql.raw(from.before ? ">" : "<")} ((select published_at from piece_authors where id = ${from.key}), ${from.key})`
      : sql``;
    const order = from?.before ? sql`pa.published_at, pa.id` : sql`pa.published_at desc, pa.id desc`;
    const result = (await db.execute(sql`
        select case when a.id is not null then 'article' else 'creative' end as kind,
               coalesce(a.id, c.id) as id, coalesce(a.title, c.title) as title, a.slug,
               coalesce(a.excerpt, c.excerpt) as excerpt, coalesce(a.category, c.type) as section,
               coalesce(a.image_url, c.image_url) as image_url, page.published_at,
               coalesce(a.author, c.author) as author, page.id as byline
        from (select pa.article_id, pa.creative_piece_id, pa.published_at, pa.id from ${mine}${beyond}
              order by ${order} limit ${AUTHOR_PAGE_SIZE} offset ${skip}) page
        left join articles a on a.id = page.article_id and a.published_at is not null
        left join creative_pieces c on c.id = page.creative_piece_id and c.published_at is not null
        where a.id is not null or c.id is not null
        order by page.published_at desc, page.id desc`)) as unknown as { rows: Record<string, unknown>[] };
    return result.rows.map((r) => ({
      byline: r.byline as string,
      piece: {
        kind: r.kind as AuthorPiece["kind"],
        id: r.id as string,
        title: r.title as string,
        slug: (r.slug as string | null) ?? null,
        excerpt: r.excerpt as string,
        section: r.section as string,
        imageUrl: (r.image_url as string | null) ?? null,
        publishedAt: new Date(r.published_at as string),
        author: r.author as string,
      },
    }));
  }
}

/** The author pages for the sitemap: people with at least one published piece (an index probe each). */
export async function listAuthorsForSitemap(db: Db): Promise<{ slug: string; updatedAt: Date }[]> {
  const result = (await db.execute(sql`
    select p.slug, p.updated_at from people p
    where exists (select 1 from piece_authors pa where pa.person_id = p.id and pa.published_at is not null)
    order by p.slug limit 10000`)) as unknown as { rows: { slug: string; updated_at: string | Date }[] };
  return result.rows.map((r) => ({ slug: r.slug, updatedAt: new Date(r.updated_at) }));
}

/** 'Class of 2026' however the class year was typed ('2026', "'26"); other text as it is. */
const classOf = (classYear: string) => {
  const year = graduationYear(classYear);
  return year === null ? classYear : `Class of ${year}`;
};
