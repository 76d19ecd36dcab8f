import { expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { setLike } from "../likes/likes.ts";
import { getArticleWithLikeCount } from "./article-page.ts";

describeEachEngine("an article page's article", ({ db }) => {
  it("comes with its like count", async () => {
    const [reader, other, article] = await Promise.all([makeUser(db()), makeUser(db()), makeArticle(db())]);
    await setLike(db(), other, { target: "article", id: article.id, liked: true });
    expect(await getArticleWithLikeCount(db(), article.slug)).toMatchObject({
      article: { id: article.id, title: article.title },
      likeCount: 1,
    });
    await setLike(db(), reader, { target: "article", id: article.id, liked: true });
    expect((await getArticleWithLikeCount(db(), article.slug))?.likeCount).toBe(2);
  });

  it("is null for a draft or a slug that names nothing", async () => {
    const draft = await makeArticle(db(), { publishedAt: null });
    expect(await getArticleWithLikeCount(db(), draft.slug)).toBeNull();
    expect(await getArticleWithLikeCount(db(), "no-such-article")).toBeNull();
  });
});
