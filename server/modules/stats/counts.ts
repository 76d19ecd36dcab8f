import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { breakingNews, newsletterSubscriptions } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countArticles, countComments, countCreative } from "../content/list-counts.ts";

export type ContentCounts = {
  articles: number;
  creativePieces: number;
  breakingNews: number;
  comments: number;
  subscribers: number;
};

/** The portal's overview: how many of each thing the publication holds. Articles, creative pieces and
 * comments, which grow with the archive, come from the counts migration 0007's triggers keep. */
export async function countContent(db: Db, actor: SessionUser | null): Promise<ContentCounts> {
  assertStaff(actor);
  const total = async (table: typeof breakingNews | typeof newsletterSubscriptions) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const [a, c, b, m, s] = await Promise.all([
    countArticles(db, { categories: null, publishedOnly: false }).then((n) => n.total),
    countCreative(db, { publishedOnly: false }).then((n) => n.total),
    total(breakingNews),
    countComments(db),
    total(newsletterSubscriptions),
  ]);
  return { articles: a, creativePieces: c, breakingNews: b, comments: m, subscribers: s };
}
