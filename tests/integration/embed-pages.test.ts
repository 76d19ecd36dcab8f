import { expect, it } from "vitest";
import { embedHtml } from "#shared/embed-markup.ts";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { publishForm } from "../../server/modules/content/forms.ts";
import { actor, makeArticle } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

// The public pages of pieces with embeds (decision 0075): facades in the text, the island asked for,
// and the providers' origins given to the page's policy, on every render (a shared article too).
const BODY =
  "<p>Text.</p>" +
  embedHtml({ provider: "youtube", url: "https://youtu.be/dQw4w9WgXcQ", title: "A talk" }) +
  embedHtml({ provider: "link", url: "https://example.org/story", title: "A story" });

describeEachEngine("pages with embeds", ({ db }) => {
  it("an article: a facade, the island, and its provider's origin on each render", async () => {
    const article = await makeArticle(db(), { content: BODY });
    for (const _render of [1, 2]) {
      const { context } = testLoadContext(db());
      const page = await loadArticle(
        new Request(`http://localhost/article/${article.slug}`),
        context,
        article.slug,
      );
      if (!("kind" in page) || page.kind !== "article") throw new Error("no article page");
      expect(page.embeds).toBe(true);
      expect([...context.frameSources]).toEqual(["https://www.youtube-nocookie.com"]);
      expect(context.pageHtml.get("article-body") ?? page.article.content).toContain('class="embed-open"');
    }
    const plain = await makeArticle(db(), { content: "<p>No embeds.</p>" });
    const { context } = testLoadContext(db());
    const page = await loadArticle(
      new Request(`http://localhost/article/${plain.slug}`),
      context,
      plain.slug,
    );
    expect("embeds" in page && page.embeds).toBe(false);
    expect(context.frameSources.size).toBe(0);
  });

  it("the creative page: the same for a piece with an embed", async () => {
    const piece = await publishForm(
      db(),
      actor("admin"),
      "creative",
      PIECE_FORMS.creative.create({ content: BODY }),
    );
    const { context } = testLoadContext(db());
    const page = await loadCreativePage(context, new Request(`http://localhost/creative?piece=${piece.id}`));
    expect(page.embeds).toBe(true);
    expect([...context.frameSources]).toEqual(["https://www.youtube-nocookie.com"]);
    const shown = [...page.results.items, ...(page.piece ? [page.piece] : [])].find((p) => p.id === piece.id);
    expect(shown?.content).toContain('<figure class="link-card">');
  });
});
