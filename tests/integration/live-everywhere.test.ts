import { expect, it } from "vitest";
import { rss } from "../../app/routes/feeds.server.ts";
import { articleTag, touches } from "../../server/http/page-changes.ts";
import { loadFrontPage } from "../../server/modules/articles/front-page.ts";
import { listTickerItems } from "../../server/modules/breaking-news/queries.ts";
import { findLiveBlog } from "../../server/modules/live/blogs.ts";
import { makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { routeCalls } from "../helpers/route-calls.ts";
import { postToLiveDesk } from "../helpers/live-desk.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** A live blog beyond its page (issue 42, decision 0081): the ticker, the home page's lead, the feeds. */
describeEachEngine("a live blog everywhere else", ({ db }) => {
  const { session } = routeCalls(db);

  const desk = (id: string, cookie: string, fields: Record<string, string>) =>
    postToLiveDesk(db(), id, cookie, fields);

  /** The general RSS feed's text and the tags its answer declared for the page cache. */
  async function feed() {
    const { context } = testLoadContext(db());
    const answer = await rss(context);
    return { xml: await answer.text(), tags: [...context.pageTags] };
  }

  const itemOf = (xml: string, slug: string) =>
    xml.split("<item>").find((item) => item.includes(`/article/${slug}</link>`)) ?? "";

  it("shows 'LIVE' in the ticker while published and live, linking to it, and not once it ends", async () => {
    const editor = await session("editor");
    const draft = await makeArticle(db(), { publishedAt: null });
    await desk(draft.id, editor.cookie, { intent: "start" });
    const article = await makeArticle(db());
    const started = await desk(article.id, editor.cookie, { intent: "start" });
    expect(started.changes).toEqual(["content"]);
    const items = await listTickerItems(db());
    expect(items.find((item) => item.id === article.id)).toEqual({
      id: article.id,
      title: article.title,
      href: `/article/${article.slug}`,
      live: true,
    });
    expect(items.some((item) => item.id === draft.id)).toBe(false);
    const ended = await desk(article.id, editor.cookie, { intent: "end" });
    // 'content' drops the home and creative pages, the two that show the ticker.
    expect(ended.changes).toEqual(["content"]);
    expect((await listTickerItems(db())).some((item) => item.id === article.id)).toBe(false);
  });

  it("leads the home page while live when an editor chooses so, and the usual lead returns at its end", async () => {
    const editor = await session("editor");
    const contributor = await session("contributor");
    const live = await makeArticle(db(), { publishedAt: new Date("2026-01-01T12:00:00Z") });
    const lead = await makeArticle(db(), { featured: true });
    await desk(live.id, editor.cookie, { intent: "start" });
    expect((await loadFrontPage(db())).featured?.id).toBe(lead.id);

    const refused = await desk(live.id, contributor.cookie, { intent: "options", leadsHome: "on" });
    expect([refused.body.ok, refused.changes]).toEqual([false, []]);
    expect((await findLiveBlog(db(), live.id))?.leadsHome).toBe(false);

    const chosen = await desk(live.id, editor.cookie, { intent: "options", leadsHome: "on" });
    expect([chosen.body.toast.title, chosen.changes]).toEqual(["Live blog settings saved", ["content"]]);
    const page = await loadFrontPage(db());
    expect(page.featured?.id).toBe(live.id);
    expect(page.topStories.some((card) => card.id === live.id)).toBe(false);
    // The same setting again changes no list: only the blog's own page.
    const again = await desk(live.id, editor.cookie, { intent: "options", leadsHome: "on" });
    expect(again.changes).toEqual([{ article: live.id }]);

    await desk(live.id, editor.cookie, { intent: "end" });
    expect((await loadFrontPage(db())).featured?.id).toBe(lead.id);
  });

  it("carries a live blog in the feeds as one item that updates with its latest entry", async () => {
    const editor = await session("editor");
    const article = await makeArticle(db());
    await desk(article.id, editor.cookie, { intent: "start" });
    const quiet = await feed();
    expect(itemOf(quiet.xml, article.slug)).toContain(
      `<description>Live coverage, updating. ${article.excerpt}</description>`,
    );
    expect(quiet.tags).toContain(articleTag(article.id));

    const first = await desk(article.id, editor.cookie, {
      intent: "post",
      body: "Doors open & the hall fills",
    });
    // The entry's change drops the feed that carries the blog, not only its page.
    expect(first.changes.every((change) => touches(change, quiet.tags))).toBe(true);
    const once = itemOf((await feed()).xml, article.slug);
    expect(once).toContain(
      "<description>Live coverage, updating. Latest: Doors open &amp; the hall fills</description>",
    );
    const updated = (xml: string) => /<atom:updated>([^<]+)<\/atom:updated>/.exec(xml)?.[1] ?? "";
    const blog = await findLiveBlog(db(), article.id);
    expect(updated(once)).toBe(blog!.updatedAt.toISOString());

    await new Promise((resolve) => setTimeout(resolve, 5));
    await desk(article.id, editor.cookie, { intent: "post", body: "<p>The vote is <b>7 to 2</b>.</p>" });
    const { xml } = await feed();
    const twice = itemOf(xml, article.slug);
    expect(xml.split(`/article/${article.slug}</link>`)).toHaveLength(2);
    expect(twice).toContain("Latest: The vote is 7 to 2 .");
    expect(Date.parse(updated(twice))).toBeGreaterThan(Date.parse(updated(once)));

    await desk(article.id, editor.cookie, { intent: "end" });
    const ended = itemOf((await feed()).xml, article.slug);
    expect(ended).toContain(`<description>${article.excerpt}</description>`);
    expect(updated(ended)).not.toBe("");

    const plain = await makeArticle(db());
    expect(itemOf((await feed()).xml, plain.slug)).not.toContain("atom:updated");
  });
});
