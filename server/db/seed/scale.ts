import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { CATEGORIES } from "#shared/categories.ts";
import { hashPassword } from "../../modules/accounts/passwords.ts";
import { withSearchIndexesBuiltAfter } from "./bulk-load.ts";
import type { Db } from "../client.ts";

/** Articles written per statement: each batch is one transaction, so progress shows and memory stays flat. */
const BATCH = 10_000;

/** Readers to match `articles`: one per 200 articles, at least 50. */
export const readersFor = (articles: number): number => Math.max(50, Math.ceil(articles / 200));

const array = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;
const TOPICS = array([
  "the river embankment",
  "tea garden wages",
  "the council election",
  "the football league",
  "the state budget",
  "school admissions",
  "market prices",
  "the highway works",
  "monsoon flooding",
  "bamboo exports",
]);
const PLACES = array(["Shillong", "Aizawl", "Imphal", "Kohima", "Sylhet (সিলেট)", "Myitkyina", "Agartala"]);
const AUTHORS = array([
  "Scale Writer One",
  "Scale Writer Two",
  "Scale Writer Three",
  "Scale Writer Four",
  "Scale Writer Five",
  "Scale Writer Six",
  "Scale Writer Seven",
  "Scale Writer Eight",
]);
/** About 2,500 characters of body, as a short news story has. */
const BODY = `'<h2>What happened</h2>' || repeat('<p>Residents, officials and traders described the day''s events to our reporters, who checked each account against the records published by the district office and the police.</p>', 6) || '<ul><li>First point</li><li>Second point</li></ul>' || repeat('<p>The story will be updated as more is known; corrections are listed at the end of the page.</p>', 4)`;

export type ScaleCounts = { articles: number; readers: number; comments: number; likes: number };

/**
 * Fills the database with `articles` invented articles (one in a thousand a draft, one in fifty
 * featured, published every seven minutes back in time), readers to match (one per 200 articles, at
 * least 50; they cannot sign in), about 0.8 comments and 2 likes per article. Every row it writes is
 * marked (`scale-` slugs, `@scale.invalid` addresses), so a second run adds to the first. `batch`
 * articles are written per statement.
 */
export async function seedScale(
  db: Db,
  articles: number,
  progress: (done: number) => void = () => {},
  batch = BATCH,
): Promise<ScaleCounts> {
  const run = randomBytes(3).toString("hex");
  const readers = readersFor(articles);
  const unusable = await hashPassword(randomBytes(24).toString("base64url"));
  await db.execute(sql`
    insert into users (email, name, password_hash, role, email_verified_at)
    select 'scale-reader-' || ${run} || '-' || g || '@scale.invalid', 'Scale Reader ' || g, ${unusable},
           'reader', now()
    from generate_series(1, ${readers}::int) g`);
  // Their search indexes are built once after the articles are in (./bulk-load.ts).
  await withSearchIndexesBuiltAfter(db, async () => {
    for (let from = 1; from <= articles; from += batch) {
      const to = Math.min(articles, from + batch - 1);
      await db.execute(
        sql.raw(`insert into articles (title, slug, excerpt, content, category, author, featured,
                   published_at, first_published_at, status, created_at, updated_at)
          select 'Report ' || g || ': ' || (${TOPICS})[1 + g % 10] || ' in ' || (${PLACES})[1 + g % 7],
                 'scale-${run}-' || g,
                 'What our reporters found about ' || (${TOPICS})[1 + g % 10] || ' in ' || (${PLACES})[1 + g % 7] || '.',
                 ${BODY},
                 (${array(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
                 (${AUTHORS})[1 + g % 8],
                 g % 50 = 0,
                 case when g % 1000 = 0 then null else now() - g * interval '7 minutes' end,
                 case when g % 1000 = 0 then null else now() - g * interval '7 minutes' end,
                 case when g % 1000 = 0 then 'draft' else 'published' end,
                 now() - g * interval '7 minutes', now() - g * interval '7 minutes'
          from generate_series(${from}, ${to}) g`),
      );
      progress(to);
    }
  });
  // Their writers are people with author pages, as the portal's are (decision 0042).
  await db.execute(
    sql.raw(`insert into people (name, slug)
      select a, lower(replace(a, ' ', '-')) from unnest(${AUTHORS}) a
      where not exists (select 1 from people p where p.name = a)
      on conflict (slug) do nothing`),
  );
  await db.execute(sql`
    insert into piece_authors (article_id, person_id)
    select a.id, p.id from articles a join people p on p.name = a.author
    where a.slug like ${`scale-${run}-%`}`);
  const pieces = sql`
    a as (select id, row_number() over (order by slug) as rn from articles where slug like ${`scale-${run}-%`}),
    r as (select id, name, email, row_number() over (order by email) as n from users
          where email like ${`scale-reader-${run}-%`})`;
  const comments = await db.execute(sql`
    with ${pieces}
    insert into comments (article_id, content, author_name, author_email, user_id, created_at)
    select a.id, 'Comment ' || j || ': thank you for reporting this; the same happened in our street.',
           r.name, r.email, r.id, now() - (a.rn * 7 - j) * interval '1 minute'
    from a
    cross join lateral generate_series(1, case when a.rn % 10 = 0 then 4 when a.rn % 2 = 0 then 1 else 0 end) j
    join r on r.n = 1 + (a.rn + j) % ${readers}`);
  const likes = await db.execute(sql`
    with ${pieces}
    insert into likes (user_id, article_id)
    select r.id, a.id
    from a
    cross join lateral generate_series(1, (a.rn % 5)::int) j
    join r on r.n = 1 + (a.rn + j) % ${readers}`);
  await db.execute(sql`analyze`);
  return { articles, readers, comments: rowCount(comments), likes: rowCount(likes) };
}

/** Rows written, as node-postgres and PGlite each report it. */
function rowCount(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return r.rowCount ?? r.affectedRows ?? 0;
}
