import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { loadArticle } from "../../app/routes/article.server.ts";
import { loadCategoryPage } from "../../app/routes/category.server.ts";
import { loadAuthorPage } from "../../app/routes/author.server.ts";
import { loadCreativePage } from "../../app/routes/creative.server.ts";
import { rss } from "../../app/routes/feeds.server.ts";
import { loadHome } from "../../app/routes/home.server.ts";
import { newsSitemap, sitemap } from "../../app/routes/sitemaps.server.ts";
import type { Db } from "../../server/db/client.ts";
import { countArticles, countCreative } from "../../server/modules/content/list-counts.ts";
import { savePiece, unpublishPiece } from "../../server/modules/content/editing.ts";
import type { Saved } from "../../server/modules/content/versions.ts";
import type { KindName } from "../../server/modules/content/kinds.ts";
import { setLike } from "../../server/modules/likes/likes.ts";
import { actor, makeUser } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { PIECE_FORMS, token } from "../helpers/piece-forms.ts";
import { settle } from "../helpers/route-calls.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

/** Issue 25, acceptance 5: no draft, in-review, scheduled or unpublished piece appears on any public
 * surface — pages (home, sections, the creative page, article pages and their related stories, a
 * section's search), feeds, sitemaps, counts and likes — while a published one, written the same way,
 * does (so that every check here can fail). The page cache holds only what these render, and every
 * status change drops it (tests/integration/page-changes.test.ts). */
const admin = actor("admin");
const HIDDEN = ["draft", "review", "scheduled", "unpublished"] as const;

async function pieceIn(db: Db, name: KindName, status: (typeof HIDDEN)[number] | "published", word: string) {
  const forms = name === "creative" ? PIECE_FORMS.creative : PIECE_FORMS.article;
  const form = forms.create({
    title: `Tide ${word}`,
    content: `<p>Tide ${word} body</p>`,
    category: "Politics",
  });
  const live = status === "published" || status === "unpublished";
  const saved: Saved = await savePiece(db, admin, name, form, live ? "publish" : "save");
  const table = name === "creative" ? sql.raw("creative_pieces") : sql.raw("articles");
  if (status === "unpublished") await unpublishPiece(db, admin, name, { id: saved.id, baseVersion: 1 });
  if (status === "review")
    await db.execute(sql`update ${table} set status = 'review' where id = ${saved.id}`);
  if (status === "scheduled")
    await db.execute(
      sql`update ${table} set status = 'scheduled', scheduled_for = now() + interval '1 day' where id = ${saved.id}`,
    );
  return saved;
}

describeEachEngine("no unpublished piece on a public surface", ({ db }) => {
  it("shows the published control everywhere and the four others nowhere", async () => {
    const words = Object.fromEntries(HIDDEN.map((s) => [s, token()])) as Record<
      (typeof HIDDEN)[number],
      string
    >;
    const shown = token();
    const hidden: Saved[] = [];
    for (const name of ["article", "creative"] as const) {
      for (const status of HIDDEN) hidden.push(await pieceIn(db(), name, status, words[status]));
    }
    const control = await pieceIn(db(), "article", "published", shown);
    const creativeControl = await pieceIn(db(), "creative", "published", shown);

    const { context } = testLoadContext(db());
    const request = (path: string) => new Request(`http://localhost${path}`);
    const text = async (value: unknown) =>
      value instanceof Response ? await value.text() : JSON.stringify(value ?? null);
    const surfaces: Record<string, string> = {
      home: await text(await loadHome(context)),
      section: await text(await loadCategoryPage(context, request("/politics"), "politics")),
      "section search": await text(await loadCategoryPage(context, request("/politics?q=Tide"), "politics")),
      creative: await text(await loadCreativePage(context, request("/creative"))),
      "control's page (related stories)": await text(
        await loadArticle(request(`/article/${control.slug}`), context, control.slug!),
      ),
      rss: await text(await rss(context)),
      "section feed": await text(await rss(context, "politics.xml")),
      sitemap: await text(await sitemap(context)),
      "author page": await text(await loadAuthorPage(context, request("/author/rina-das"), "rina-das")),
      "creative author page": await text(
        await loadAuthorPage(context, request("/author/temsu-jamir"), "temsu-jamir"),
      ),
      "news sitemap": await text(await newsSitemap(context)),
    };
    for (const [surface, body] of Object.entries(surfaces)) {
      for (const [status, word] of Object.entries(words))
        expect(body, `${status} on ${surface}`).not.toContain(word);
    }
    for (const surface of ["home", "section", "section search", "rss", "section feed", "author page"])
      expect(surfaces[surface], surface).toContain(shown);
    expect(surfaces.creative).toContain(creativeControl.id);
    expect(surfaces["creative author page"]).toContain(creativeControl.id);
    // The writer of published pieces has their page in the sitemap.
    expect(surfaces.sitemap).toContain("/author/rina-das");

    for (const piece of hidden.filter((p) => p.slug)) {
      const page = await settle(loadArticle(request(`/article/${piece.slug}`), context, piece.slug!));
      expect(page.status, piece.slug!).toBe(404);
    }
    for (const piece of hidden.filter((p) => !p.slug)) {
      const page = (await loadCreativePage(context, request(`/creative?piece=${piece.id}`))) as {
        piece: unknown;
      };
      expect(page.piece).toBeNull();
    }

    const reader = await makeUser(db());
    for (const piece of hidden.filter((p) => p.slug))
      await expect(
        setLike(db(), reader, { target: "article", id: piece.id, liked: true }),
      ).rejects.toMatchObject({
        status: 404,
      });

    const published = (await countArticles(db(), { categories: ["Politics"], publishedOnly: true })).total;
    const listed = await db().execute(
      sql`select count(*)::int as n from articles where category = 'Politics' and status = 'published'`,
    );
    expect(published).toBe((listed as unknown as { rows: { n: number }[] }).rows[0]!.n);
    const creativeCount = (await countCreative(db(), { publishedOnly: true })).total;
    const creativeListed = await db().execute(
      sql`select count(*)::int as n from creative_pieces where status = 'published'`,
    );
    expect(creativeCount).toBe((creativeListed as unknown as { rows: { n: number }[] }).rows[0]!.n);
  });
});
