import { expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { makeArticle, makeComment, makeUser } from "../../../tests/helpers/factories.ts";
import { loggedDb } from "../../../tests/helpers/logged-db.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countContent } from "./counts.ts";

const admin: SessionUser = {
  id: "a",
  email: "desk@example.org",
  name: "Desk",
  username: "desk",
  role: "admin",
};

describeEachEngine("content counts", ({ db, engine }) => {
  it("counts articles, comments, and subscribers confirmed and waiting apart for staff", async () => {
    const article = await makeArticle(db());
    await makeArticle(db());
    const reader = await makeUser(db());
    await makeComment(db(), article.id, reader.id);
    await db()
      .insert(newsletterSubscriptions)
      .values([
        { email: "someone@example.org", unsubscribeTokenHash: "hash" },
        { email: "sure@example.org", unsubscribeTokenHash: "hash2", confirmedAt: new Date() },
        { email: "also@example.org", unsubscribeTokenHash: "hash3", confirmedAt: new Date() },
      ]);
    expect(await countContent(db(), admin)).toEqual({
      articles: 2,
      creativePieces: 0,
      breakingNews: 0,
      comments: 1,
      subscribers: { confirmed: 2, waiting: 1 },
    });
    expect((await countContent(db(), { ...admin, role: "editor" })).subscribers).toEqual({
      confirmed: 2,
      waiting: 1,
    });
  });

  it("gives a contributor no subscriber figure, and does not even ask the database for one", async () => {
    const logged = loggedDb(db(), engine);
    const counts = await countContent(logged.db, { ...admin, role: "contributor" });
    expect(counts).not.toHaveProperty("subscribers");
    expect(counts.articles).toBeGreaterThanOrEqual(0);
    expect(logged.queries.filter((q) => q.includes("newsletter_subscriptions"))).toEqual([]);
  });

  it("refuses anonymous visitors (401) and readers (403)", async () => {
    await expect(countContent(db(), null)).rejects.toMatchObject({ status: 401 });
    await expect(countContent(db(), { ...admin, role: "reader" })).rejects.toMatchObject({ status: 403 });
  });
});
