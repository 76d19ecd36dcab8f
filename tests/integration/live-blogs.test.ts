import { expect, it } from "vitest";
import { loadArticle } from "../../app/routes/article.server.ts";
import { liveUpdates } from "../../app/routes/live.server.ts";
import { articleTag } from "../../server/http/page-changes.ts";
import { startLiveBlog } from "../../server/modules/live/blogs.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { postToLiveDesk } from "../helpers/live-desk.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const ORIGIN = "http://localhost";

type Ld = Record<string, unknown> & { liveBlogUpdate?: { articleBody: string }[] };

describeEachEngine("a live blog over HTTP", ({ db }) => {
  const { session } = routeCalls(db);

  const desk = (id: string, cookie: string, fields: Record<string, string>) =>
    postToLiveDesk(db(), id, cookie, fields);

  async function ld(slug: string): Promise<Ld> {
    const { context } = testLoadContext(db());
    const page = await loadArticle(new Request(`${ORIGIN}/article/${slug}`), context, slug);
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    return (page.meta.find((m) => "script:ld+json" in m) as { "script:ld+json": Ld })["script:ld+json"];
  }

  it("drops only the live piece's page for an entry, and every list when the blog starts or ends", async () => {
    const editor = await session("editor");
    const article = await makeArticle(db());
    const started = await desk(article.id, editor.cookie, { intent: "start" });
    expect([started.body.ok, started.changes]).toEqual([true, ["content"]]);
    const posted = await desk(article.id, editor.cookie, { intent: "post", body: "Doors open at six" });
    expect([posted.body.toast.title, posted.changes]).toEqual(["Entry posted", [{ article: article.id }]]);
    const ended = await desk(article.id, editor.cookie, { intent: "end" });
    expect(ended.changes).toEqual(["content"]);
    const late = await desk(article.id, editor.cookie, { intent: "post", body: "Too late" });
    expect([late.body.ok, late.body.toast.description, late.changes]).toEqual([
      false,
      "This live blog has ended. Entries can no longer be posted.",
      [],
    ]);
  });

  it("serves /live/:id as a cacheable JSON under the article's tag, and 404 for an article not live", async () => {
    const article = await makeArticle(db());
    await startLiveBlog(db(), actor("editor"), article.id, {});
    const { context } = testLoadContext(db());
    const answer = await liveUpdates(context, article.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("cache-control")).not.toMatch(/no-store|private/);
    expect(await answer.json()).toMatchObject({ articleId: article.id, live: true, entries: [] });
    expect([...context.pageTags]).toContain(articleTag(article.id));
    const plain = await makeArticle(db());
    expect((await liveUpdates(testLoadContext(db()).context, plain.id)).status).toBe(404);
    expect((await liveUpdates(testLoadContext(db()).context, "not-an-id")).status).toBe(404);
  });

  it("describes a live blog as a LiveBlogPosting with its updates and coverage times", async () => {
    const editor = await session("editor");
    const article = await makeArticle(db());
    expect((await ld(article.slug))["@type"]).toBe("NewsArticle");
    await desk(article.id, editor.cookie, { intent: "start" });
    await desk(article.id, editor.cookie, { intent: "post", body: "Polls close at eight" });
    const live = await ld(article.slug);
    expect(live).toMatchObject({ "@type": "LiveBlogPosting", headline: article.title });
    expect(live.coverageStartTime).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(live.coverageEndTime).toBeUndefined();
    expect(live.liveBlogUpdate!.map((u) => u.articleBody)).toEqual(["Polls close at eight"]);
    expect(live.liveBlogUpdate![0]).toMatchObject({
      "@type": "BlogPosting",
      headline: "Polls close at eight",
    });
    await desk(article.id, editor.cookie, { intent: "end" });
    expect((await ld(article.slug)).coverageEndTime).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });
});
