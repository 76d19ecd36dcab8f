import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeArticle, makeComment, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { comments, likes } from "../../db/schema.ts";
import { Invalid } from "../errors.ts";
import { getArticleLikes, setLike, viewerLikesOn } from "./likes.ts";

describeEachEngine("likes", ({ db }) => {
  const articleLikeRows = (userId: string, articleId: string) =>
    db()
      .select()
      .from(likes)
      .where(and(eq(likes.userId, userId), eq(likes.articleId, articleId)));

  it("likes an article and answers the new state and count", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    expect(await setLike(db(), reader, { target: "article", id: article.id, liked: true })).toEqual({
      liked: true,
      count: 1,
    });
    expect(await getArticleLikes(db(), article.id, reader.id)).toEqual({ liked: true, count: 1 });
    expect(await getArticleLikes(db(), article.id, null)).toEqual({ liked: false, count: 1 });
  });

  it("leaves exactly one like after 20 concurrent likes by one reader", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        setLike(db(), reader, { target: "article", id: article.id, liked: true }),
      ),
    );
    expect(answers.every((a) => a.liked && a.count === 1)).toBe(true);
    expect(await articleLikeRows(reader.id, article.id)).toHaveLength(1);
  });

  it("unlikes, and unliking again changes nothing", async () => {
    const [reader, other, article] = await Promise.all([makeUser(db()), makeUser(db()), makeArticle(db())]);
    await setLike(db(), other, { target: "article", id: article.id, liked: true });
    await setLike(db(), reader, { target: "article", id: article.id, liked: true });
    expect(await setLike(db(), reader, { target: "article", id: article.id, liked: false })).toEqual({
      liked: false,
      count: 1,
    });
    expect(await setLike(db(), reader, { target: "article", id: article.id, liked: false })).toEqual({
      liked: false,
      count: 1,
    });
    expect(await articleLikeRows(reader.id, article.id)).toHaveLength(0);
  });

  it("accepts the form's 'true' and 'false' strings", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    expect(await setLike(db(), reader, { target: "article", id: article.id, liked: "true" })).toEqual({
      liked: true,
      count: 1,
    });
    expect(await setLike(db(), reader, { target: "article", id: article.id, liked: "false" })).toEqual({
      liked: false,
      count: 0,
    });
  });

  it("likes and unlikes a comment", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const comment = await makeComment(db(), article.id, reader.id);
    expect(await setLike(db(), reader, { target: "comment", id: comment.id, liked: true })).toEqual({
      liked: true,
      count: 1,
    });
    expect(await setLike(db(), reader, { target: "comment", id: comment.id, liked: false })).toEqual({
      liked: false,
      count: 0,
    });
  });

  it("answers NotFound for a missing article, a missing comment or an unapproved comment", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    const hidden = await makeComment(db(), article.id, reader.id);
    await db().update(comments).set({ isApproved: false }).where(eq(comments.id, hidden.id));
    const missing = "00000000-0000-4000-8000-000000000000";
    await expect(
      setLike(db(), reader, { target: "article", id: missing, liked: true }),
    ).rejects.toMatchObject({ name: "NotFound", message: "Article not found" });
    await expect(
      setLike(db(), reader, { target: "comment", id: "bad id", liked: true }),
    ).rejects.toMatchObject({ name: "NotFound", message: "Comment not found" });
    await expect(
      setLike(db(), reader, { target: "comment", id: hidden.id, liked: true }),
    ).rejects.toMatchObject({ name: "NotFound", message: "Comment not found" });
  });

  it("refuses an unknown target or a missing liked value", async () => {
    const [reader, article] = await Promise.all([makeUser(db()), makeArticle(db())]);
    await expect(
      setLike(db(), reader, { target: "user", id: article.id, liked: true }),
    ).rejects.toBeInstanceOf(Invalid);
    await expect(
      setLike(db(), reader, { target: "article", id: article.id, liked: "maybe" }),
    ).rejects.toBeInstanceOf(Invalid);
  });

  it("says what one reader liked on an article's page, and nothing of another article's", async () => {
    const [reader, other, article, elsewhere] = await Promise.all([
      makeUser(db()),
      makeUser(db()),
      makeArticle(db()),
      makeArticle(db()),
    ]);
    const [liked, plain, away] = await Promise.all([
      makeComment(db(), article.id, other.id),
      makeComment(db(), article.id, other.id),
      makeComment(db(), elsewhere.id, other.id),
    ]);
    expect(await viewerLikesOn(db(), reader.id, article.id)).toEqual({ article: false, comments: new Set() });
    for (const [target, id] of [
      ["article", article.id],
      ["comment", liked.id],
      ["comment", away.id],
      ["article", elsewhere.id],
    ] as const)
      await setLike(db(), reader, { target, id, liked: true });
    await setLike(db(), other, { target: "comment", id: plain.id, liked: true });
    expect(await viewerLikesOn(db(), reader.id, article.id)).toEqual({
      article: true,
      comments: new Set([liked.id]),
    });
    expect(await viewerLikesOn(db(), other.id, article.id)).toEqual({
      article: false,
      comments: new Set([plain.id]),
    });
  });
});
