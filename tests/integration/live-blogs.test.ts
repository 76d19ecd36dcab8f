import { expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { galleryHtml } from "#shared/gallery.ts";
import type { LiveView, StaffEntry } from "#shared/live.ts";
import { loadLive } from "../../app/routes/admin.dashboard.live.server.ts";
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

  it("shows a rich entry as a body is: on the page, in the readers' poll and on the desk", async () => {
    const editor = await session("editor");
    const article = await makeArticle(db());
    await desk(article.id, editor.cookie, { intent: "start" });
    const gallery = galleryHtml({
      layout: "grid",
      photos: [
        {
          src: "/uploads/a.webp",
          alt: "The vote",
          caption: "Hands up",
          credit: { name: "Mina Das", personId: null },
        },
        { src: "/uploads/b.webp", alt: "The board", caption: "", credit: null },
      ],
    });
    const embed = embedHtml({
      provider: "youtube",
      url: "https://youtu.be/dQw4w9WgXcQ",
      title: "The meeting",
    });
    const posted = await desk(article.id, editor.cookie, {
      intent: "post",
      body: `<h1>Result</h1><p><strong>Passed</strong> 5 to 2.<script>x()</script></p>${gallery}${embed}`,
    });
    expect(posted.body.ok).toBe(true);
    const stored = `<h1>Result</h1><p><strong>Passed</strong> 5 to 2.</p>${gallery}${embed}`;

    const { context } = testLoadContext(db());
    const page = await loadArticle(new Request(`${ORIGIN}/article/${article.slug}`), context, article.slug);
    if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
    const shown = page.live!.entries[0]!.html;
    // Its heading under 'Live updates' (an <h2>); its gallery and its embed as the body's renderers
    // write them: the embed a facade whose provider the page's frame-src names.
    expect(shown).toMatch(/^<h3>Result<\/h3><p><strong>Passed<\/strong> 5 to 2.<\/p>/);
    expect(shown).toContain('data-gallery="0"');
    expect(shown).toContain("Photo: Mina Das");
    expect(shown).toContain('class="embed-open"');
    expect([page.gallery, page.embeds, [...context.frameSources]]).toEqual([
      true,
      true,
      ["https://www.youtube-nocookie.com"],
    ]);
    // The JSON-LD reads the stored text, not the page's buttons.
    expect((await ld(article.slug)).liveBlogUpdate![0]!.articleBody).toBe(
      "Result Passed 5 to 2. Hands up Mina Das The meeting",
    );

    const polled = (await (await liveUpdates(testLoadContext(db()).context, article.id)).json()) as LiveView;
    expect(polled.entries[0]!.html).toBe(shown);

    const staff = await loadLive(
      new Request(`${ORIGIN}/admin/dashboard/articles/${article.id}/live`, {
        headers: { cookie: editor.cookie },
      }),
      testLoadContext(db()).context,
      article.id,
    );
    const entry = staff.entries[0] as StaffEntry;
    expect([entry.html, entry.source]).toEqual([shown, stored]);
  });

  it("refuses an entry that leaves nothing to read, naming the field", async () => {
    const editor = await session("editor");
    const article = await makeArticle(db());
    await desk(article.id, editor.cookie, { intent: "start" });
    const empty = await desk(article.id, editor.cookie, {
      intent: "post",
      body: "<p><br></p><script>x()</script>",
    });
    expect([empty.body.ok, empty.body.toast.description, empty.changes]).toEqual([
      false,
      "Write the entry before posting it.",
      [],
    ]);
    expect((empty.body as unknown as { fields: Record<string, string> }).fields).toEqual({
      body: "Write the entry before posting it.",
    });
  });
});
