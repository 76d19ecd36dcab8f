import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../tests/helpers/test-db.ts";
import { makeArticle, makeComment, makeUser } from "../../tests/helpers/factories.ts";
import { articles, comments, likes, newsletterSubscriptions, users } from "./schema.ts";
import { sqlState } from "./sql-state.ts";

/** The SQLSTATE the statement fails with, or undefined when it succeeds. */
async function failsWith(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    return sqlState(error);
  }
  return undefined;
}

describeEachEngine("database constraints", ({ db }) => {
  it("refuses a second like by the same user on the same article", async () => {
    const user = await makeUser(db());
    const article = await makeArticle(db());
    await db().insert(likes).values({ userId: user.id, articleId: article.id });
    expect(await failsWith(db().insert(likes).values({ userId: user.id, articleId: article.id }))).toBe(
      "23505",
    );
    const rows = await db().select().from(likes).where(eq(likes.articleId, article.id));
    expect(rows).toHaveLength(1);
  });

  it("refuses a second like by the same user on the same comment", async () => {
    const user = await makeUser(db());
    const article = await makeArticle(db());
    const comment = await makeComment(db(), article.id, user.id);
    await db().insert(likes).values({ userId: user.id, commentId: comment.id });
    expect(await failsWith(db().insert(likes).values({ userId: user.id, commentId: comment.id }))).toBe(
      "23505",
    );
  });

  it("refuses a like that targets both an article and a comment, or neither", async () => {
    const user = await makeUser(db());
    const article = await makeArticle(db());
    const comment = await makeComment(db(), article.id, user.id);
    expect(
      await failsWith(
        db().insert(likes).values({ userId: user.id, articleId: article.id, commentId: comment.id }),
      ),
    ).toBe("23514");
    expect(await failsWith(db().insert(likes).values({ userId: user.id }))).toBe("23514");
  });

  it("removes an article's comments and likes with the article", async () => {
    const user = await makeUser(db());
    const article = await makeArticle(db());
    const comment = await makeComment(db(), article.id, user.id);
    await db()
      .insert(likes)
      .values([
        { userId: user.id, articleId: article.id },
        { userId: user.id, commentId: comment.id },
      ]);
    await db().delete(articles).where(eq(articles.id, article.id));
    expect(await db().select().from(comments).where(eq(comments.articleId, article.id))).toHaveLength(0);
    expect(await db().select().from(likes).where(eq(likes.userId, user.id))).toHaveLength(0);
  });

  it("keeps slugs unique", async () => {
    const article = await makeArticle(db());
    const copy = { ...article, id: undefined, slug: article.slug };
    expect(await failsWith(db().insert(articles).values(copy))).toBe("23505");
  });

  it("treats e-mail addresses as unique whatever their case", async () => {
    await makeUser(db(), { email: "Case.Test@Example.org" });
    expect(await failsWith(makeUser(db(), { email: "case.test@example.ORG" }))).toBe("23505");
    await db()
      .insert(newsletterSubscriptions)
      .values({ email: "News@Example.org", unsubscribeTokenHash: "a" });
    expect(
      await failsWith(
        db().insert(newsletterSubscriptions).values({ email: "news@example.org", unsubscribeTokenHash: "b" }),
      ),
    ).toBe("23505");
  });

  it("refuses a category outside the enumeration", async () => {
    const article = await makeArticle(db());
    expect(
      await failsWith(db().update(articles).set({ category: "Gossip" }).where(eq(articles.id, article.id))),
    ).toBe("23514");
  });

  it("stores an article in General, the 15th category (migration 0016)", async () => {
    const article = await makeArticle(db());
    expect(
      await failsWith(db().update(articles).set({ category: "General" }).where(eq(articles.id, article.id))),
    ).toBeUndefined();
    const [row] = await db().select().from(articles).where(eq(articles.id, article.id));
    expect(row!.category).toBe("General");
  });

  it("removes a user's sessions, comments and likes with the user", async () => {
    const user = await makeUser(db());
    const article = await makeArticle(db());
    await makeComment(db(), article.id, user.id);
    await db().insert(likes).values({ userId: user.id, articleId: article.id });
    await db().delete(users).where(eq(users.id, user.id));
    expect(await db().select().from(comments).where(eq(comments.userId, user.id))).toHaveLength(0);
    expect(await db().select().from(likes).where(eq(likes.userId, user.id))).toHaveLength(0);
  });
});
