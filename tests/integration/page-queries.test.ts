import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadCategoryPage } from "../../app/routes/category.server.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { loadHome } from "../../app/routes/home.server.ts";
import { loadRoot } from "../../app/root.server.ts";
import { pollHtml } from "#shared/poll-markup.ts";
import { savePiece } from "../../server/modules/content/editing.ts";
import { setLike } from "../../server/modules/likes/likes.ts";
import { castVote } from "../../server/modules/polls/vote.ts";
import { newBrowserToken } from "../../server/modules/polls/voter.ts";
import { actor, makeArticle, makeComment, makeMediaRow, makeUser } from "../helpers/factories.ts";
import { PIECE_FORMS } from "../helpers/piece-forms.ts";
import { poll } from "../helpers/polls.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { loggedDb } from "../helpers/logged-db.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** Issue 12, acceptance 5: the home, article, category and creative pages ask the database a fixed
 * number of queries whatever the data size (no query per article, comment, like, or piece's readers'
 * poll: decision 0077), counted with drizzle's
 * logger on the loaders that render them (the root loader included), in a process that has read the
 * site's settings already. */
describeEachEngine("queries per page", ({ db, engine }) => {
  const counted = () => loggedDb(db(), engine);

  /** The queries each page's loaders make, for a reader who is not signed in. */
  async function pageQueries(slug: string, creativeId: string) {
    const { db: logged, queries } = counted();
    const { context } = testLoadContext(logged);
    const request = (path: string) => new Request(`http://localhost${path}`);
    const counts: Record<string, number> = {};
    // The settings every page shows are read once by the process, not by each page: a running server
    // has read them before, as here.
    await loadRoot(request("/"), context);
    const count = async (name: string, load: () => Promise<unknown>) => {
      queries.length = 0;
      await loadRoot(request("/"), context);
      await load();
      counts[name] = queries.length;
    };
    await count("home", () => loadHome(context));
    await count("article", () => loadArticle(request(`/article/${slug}`), context, slug));
    await count("category", () => loadCategoryPage(context, request("/politics"), "politics"));
    await count("category search", () =>
      loadCategoryPage(context, request("/politics?q=report&page=2"), "politics"),
    );
    await count("creative", () => loadCreativePage(context, request("/creative")));
    // The first piece: on the first page with a handful, on a later one (sent besides) with many.
    await count("creative, a piece open", () =>
      loadCreativePage(context, request(`/creative?piece=${creativeId}`)),
    );
    return counts;
  }

  /** Gives an article `count` more comments from new readers, each reader liking it and their comment. */
  async function engage(articleId: string, count: number) {
    for (let i = 0; i < count; i++) {
      const reader = await makeUser(db());
      const comment = await makeComment(db(), articleId, reader.id);
      await setLike(db(), reader, { target: "article", id: articleId, liked: true });
      await setLike(db(), reader, { target: "comment", id: comment.id, liked: true });
    }
  }

  /** Adds `articles` articles in each category the home page lists, each with `comments` comments and
   * their likes and two uploaded images, and as many creative pieces, each with a readers' poll and a
   * vote in it; answers the first article and the first piece. */
  async function grow(articles: number, comments: number) {
    const added = [];
    const pieces = [];
    for (let i = 0; i < articles; i++) {
      const block = poll();
      const form = PIECE_FORMS.creative.create({ content: `<p>Verse ${i}.</p>${pollHtml(block)}` });
      pieces.push(await savePiece(db(), actor("admin"), "creative", form, "publish"));
      await castVote(db(), { browserToken: newBrowserToken() }, { poll: block.id, choice: "yes" });
      for (const category of ["Politics", "Business", "Opinion", "Culture"] as const) {
        // Each with an uploaded picture and another in its body: their responsive sources are one
        // look-up per page, whatever their number (decision 0020).
        const [picture, inBody] = [await makeMediaRow(db()), await makeMediaRow(db())];
        const article = await makeArticle(db(), {
          title: `Report ${category} ${i} ${Math.random()}`,
          category,
          imageUrl: picture.url,
          content: `<p>Report.</p><p><img src="${inBody.url}" alt="A street"></p>`,
        });
        await engage(article.id, comments);
        added.push(article);
      }
    }
    return { article: added[0]!, piece: pieces[0]! };
  }

  it("stay the same from a handful of articles to many, with their comments and likes", async () => {
    const { article, piece } = await grow(2, 1);
    const small = await pageQueries(article.slug, piece.id);
    await grow(12, 3);
    await engage(article.id, 12);
    await db().execute(sql`analyze`);
    const large = await pageQueries(article.slug, piece.id);
    expect(large).toEqual(small);
    for (const [page, n] of Object.entries(large)) expect(n, page).toBeGreaterThan(0);
    for (const [page, n] of Object.entries(large)) expect(n, page).toBeLessThanOrEqual(12);
  }, 300_000);
});
