import { expect, it } from "vitest";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { makeArticle, makeComment, makeUser } from "../../../tests/helpers/factories.ts";
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

describeEachEngine("content counts", ({ db }) => {
  it("counts articles, comments and subscribers for staff", async () => {
    const article = await makeArticle(db());
    await makeArticle(db());
    const reader = await makeUser(db());
    await makeComment(db(), article.id, reader.id);
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: "someone@example.org", unsubscribeTokenHash: "hash" });
    expect(await countContent(db(), admin)).toEqual({
      articles: 2,
      creativePieces: 0,
      breakingNews: 0,
      comments: 1,
      subscribers: 1,
    });
  });

  it("refuses anonymous visitors (401) and readers (403)", async () => {
    await expect(countContent(db(), null)).rejects.toMatchObject({ status: 401 });
    await expect(countContent(db(), { ...admin, role: "reader" })).rejects.toMatchObject({ status: 403 });
  });
});
