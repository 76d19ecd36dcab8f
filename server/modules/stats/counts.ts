import { count } from "drizzle-orm";
import { can } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { breakingNews } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countArticles, countComments, countCreative } from "../content/list-counts.ts";
import { subscriberCounts, type SubscriberCounts } from "../newsletter/subscriber-counts.ts";

export type ContentCounts = {
  articles: number;
  creativePieces: number;
  breakingNews: number;
  comments: number;
  /** Absent for a contributor: an audience figure, as readership is (decision 0048). */
  subscribers?: SubscriberCounts;
};

/** The portal's overview: how many of each thing the publication holds. Articles, creative pieces and
 * comments, which grow with the archive, come from the counts migration 0007's triggers keep. The
 * subscribers, confirmed and waiting, only for those who see readership figures (editors, admins):
 * a contributor's overview does not even ask for them. */
export async function countContent(db: Db, actor: SessionUser | null): Promise<ContentCounts> {
  assertStaff(actor);
  const [a, c, b, m, s] = await Promise.all([
    countArticles(db, { categories: null, publishedOnly: false }).then((n) => n.total),
    countCreative(db, { publishedOnly: false }).then((n) => n.total),
    db
      .select({ n: count() })
      .from(breakingNews)
      .then((rows) => rows[0]!.n),
    countComments(db),
    can(actor.role, "viewReadership") ? subscriberCounts(db) : undefined,
  ]);
  return {
    articles: a,
    creativePieces: c,
    breakingNews: b,
    comments: m,
    ...(s ? { subscribers: s } : {}),
  };
}
