import { expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { setLike } from "../likes/likes.ts";
import { getArticleWithLikes } from "./article-page.ts";

describeEachEngine("an article page's article", ({ db }) => {
  it("comes with its like count and whether the viewer likes it", async () => {
    const [reader, other, article] = await Promise.all([makeUser(db()), makeUser(db()), makeArticle(db())]);
    await setLike(db(), other, { target: "article", id: article.id, liked: true });
    expect(await getArticleWithLikes(db(), article.slug, reader.id)).toMatchObject({
      article: { id: article.id, title: article.title },
      likes: { count: 1, liked: false },
    });
    await setLike(db(), reader, { target: "article", id: article.id, liked: true });
    expect((await getArticleWithLikes(db(), article.slug, reader.id))?.likes).toEqual({
      count: 2,
      liked: true,
    });
    expect((await getArticleWithLikes(db(), article.slug, null))?.likes).toEqual({ count: 2, liked: false });
  });

  it("is null for a draft or a slug that names nothing", async () => {
    const draft = await makeArticle(db(), { publishedAt: null });
    expect(await getArticleWithLikes(db(), draft.slug, null)).toBeNull();
    expect(await getArticleWithLikes(db(), "no-such-article", null)).toBeNull();
  });
});
