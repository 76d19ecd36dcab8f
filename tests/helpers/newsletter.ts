import os from "node:os";
import path from "node:path";
import { newsletterSubscriptions } from "../../server/db/schema.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import type { Db } from "../../server/db/client.ts";
import { hashToken } from "../../server/modules/accounts/tokens.ts";
import { currentDraft, saveDraft } from "../../server/modules/newsletter/issues.ts";
import { makeArticle } from "./factories.ts";
import type { member } from "./staff.ts";

/** The store a test's mail names its pictures from (local: /uploads/<key>; nothing is read). */
export const mailStorage = createLocalStorage(path.join(os.tmpdir(), `borderland-newsletter-${process.pid}`));

const tag = () => Math.random().toString(36).slice(2, 8);

/** Subscribers written straight to the table, confirmed or not, as the confirm link leaves them. */
export async function subscribers(db: Db, n: number, confirmed: boolean) {
  const rows = Array.from({ length: n }, () => ({
    email: `sub.${tag()}@example.org`,
    unsubscribeTokenHash: hashToken(tag() + tag()),
    confirmedAt: confirmed ? new Date() : null,
  }));
  return db.insert(newsletterSubscriptions).values(rows).returning();
}

/** The admin's draft issue with a subject, an introduction and one new story (with `story`'s image
 * field), ready to send. */
export async function composed(
  db: Db,
  admin: Awaited<ReturnType<typeof member>>,
  story: { imageUrl?: string } = {},
) {
  const article = await makeArticle(db, { title: `Story ${tag()}`, ...story });
  const draft = await currentDraft(db, admin);
  await saveDraft(db, admin, draft.id, {
    subject: `Issue ${tag()}`,
    introHtml: "<p>Hello <script>alert(1)</script>readers</p>",
    stories: [`article:${article.id}`],
  });
  return { draft, article };
}
