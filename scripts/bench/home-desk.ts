// The desk's share of the 100,000-piece site, for the home screen's bench (issue 38): assignments on
// the budget (one per 50 articles, due over two months around today, in every status, the bench's
// account on each); a week of readership, a thousand pieces read each day and three hundred of them
// every day (about 9,000 rows of a piece read on a day); and pieces waiting for review, submitted
// through the editor's endpoint as a writer would (the one door writes pieces).
import { sql } from "drizzle-orm";
import { ASSIGNMENT_STATUSES } from "#shared/desk.ts";
import { CATEGORIES } from "#shared/categories.ts";
import type { Db } from "../../server/db/client.ts";
import { articleForm, postForm } from "../../tests/helpers/admin.ts";

const list = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;

/** Adds the budget and the week's readership to a database seeded by seedScale with `articles`. */
export async function seedHomeDesk(db: Db, articles: number, username: string): Promise<void> {
  const lines = Math.ceil(articles / 50);
  await db.execute(
    sql.raw(`insert into assignments (headline, category, draft_due, publish_target, status)
      select 'Budget line ' || g, (${list(CATEGORIES)})[1 + g % ${CATEGORIES.length}],
             now() + ((g % 61) - 30) * interval '1 day' + (g % 24) * interval '1 hour',
             now() + ((g % 61) - 29) * interval '1 day',
             (${list(ASSIGNMENT_STATUSES)})[1 + g % ${ASSIGNMENT_STATUSES.length}]
      from generate_series(1, ${lines}) g`),
  );
  await db.execute(sql`
    insert into assignment_people (assignment_id, user_id, role)
    select a.id, u.id, 'writer' from assignments a cross join users u where u.username = ${username}`);
  await db.execute(sql`
    insert into piece_views (piece_id, kind, day, views)
    select a.id, 'article', current_date - d, 1 + (a.n % 97)
    from (select id, row_number() over (order by id) as n from articles where status = 'published') a
    cross join generate_series(0, 6) d
    where a.n % 100 = d or a.n <= 300
    on conflict do nothing`);
  await db.execute(sql`analyze`);
}

/** `count` pieces submitted for review by the account of `cookie`, through POST /admin/editor. */
export async function submitForReview(baseUrl: string, cookie: string, count: number): Promise<void> {
  for (let i = 1; i <= count; i++) {
    const response = await postForm(
      baseUrl,
      "/admin/editor",
      { kind: "article", intent: "submit", ...articleForm(`Waiting for review ${i}`) },
      cookie,
    );
    if (response.status !== 200) throw new Error(`A submit answered ${response.status}`);
  }
}
