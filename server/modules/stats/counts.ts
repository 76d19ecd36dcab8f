import { count } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import {
  articles,
  breakingNews,
  comments,
  creativePieces,
  newsletterSubscriptions,
} from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";

export type ContentCounts = {
  articles: number;
  creativePieces: number;
  breakingNews: number;
  comments: number;
  subscribers: number;
};

/** The portal's overview: how many of each thing the publication holds. */
export async function countContent(db: Db, actor: SessionUser | null): Promise<ContentCounts> {
  assertStaff(actor);
  const total = async (
    table:
      | typeof articles
      | typeof creativePieces
      | typeof breakingNews
      | typeof comments
      | typeof newsletterSubscriptions,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  const [a, c, b, m, s] = await Promise.all([
    total(articles),
    total(creativePieces),
    total(breakingNews),
    total(comments),
    total(newsletterSubscriptions),
  ]);
  return { articles: a, creativePieces: c, breakingNews: b, comments: m, subscribers: s };
}
