import { asc, count, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { oldSiteForFile } from "../../../tests/helpers/moving-in.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import {
  articles,
  importedItems,
  media,
  oldPaths,
  people,
  pieceAuthors,
  staticPages,
} from "../../db/schema.ts";

const oldSite = oldSiteForFile();

describeEachEngine("moving in from Ghost", ({ db }) => {
  const run = (dryRun: boolean) =>
    oldSite.importFixture(db(), "ghost.json", { categoryMap: new Map(), dryRun });
  const written = async () => (await db().select({ n: count() }).from(importedItems))[0]!.n;

  it("on a dry run writes nothing", async () => {
    const report = await run(true);
    expect(report.posts).toEqual({ imported: 2, skipped: 0, already: 0 });
    expect(await written()).toBe(0);
    expect((await db().select({ n: count() }).from(media))[0]!.n).toBe(0);
  });

  it("imports the posts' html with status, authors in order, public tags, feature image and old address", async () => {
    const report = await run(false);
    expect(report.posts).toEqual({ imported: 2, skipped: 0, already: 0 });
    expect(report.pages).toEqual({ imported: 1, skipped: 0, already: 0 });
    expect(report.authors).toEqual({ imported: 2, skipped: 0, already: 0 });
    expect(report.images).toEqual({ imported: 1, skipped: 0, already: 0 });
    const [ferry] = await db().select().from(articles).where(eq(articles.slug, "ferry-fares-fall"));
    expect(ferry).toMatchObject({
      status: "published",
      category: "Regional",
      tags: ["Regional", "Transport"],
      excerpt: "Fares cut by a fifth on the river ferries.",
      author: "Nandita Roy and Pranjal Bora",
      imageCaption: "Morning at Neamati ghat",
      imageAlt: "Boats at the ghat",
      content:
        "<p>The inland water transport department cut fares by a fifth on Monday.</p><p>Boatmen say more passengers came at once.</p>",
    });
    expect(ferry!.publishedAt).toEqual(new Date("2026-10-20T05:00:00Z"));
    expect(ferry!.imageUrl).toMatch(/^\/uploads\//);
    const byline = await db()
      .select({ name: people.name })
      .from(pieceAuthors)
      .innerJoin(people, eq(people.id, pieceAuthors.personId))
      .where(eq(pieceAuthors.articleId, ferry!.id))
      .orderBy(asc(pieceAuthors.position));
    expect(byline.map((p) => p.name)).toEqual(["Nandita Roy", "Pranjal Bora"]);
    const [draft] = await db().select().from(articles).where(eq(articles.slug, "char-islands"));
    expect(draft).toMatchObject({ status: "draft", publishedAt: null, title: "Draft: the char islands" });
    const paths = await db()
      .select({ path: oldPaths.path })
      .from(oldPaths)
      .where(eq(oldPaths.articleId, ferry!.id));
    expect(paths).toEqual([{ path: "/ferry-fares-fall" }]);
    const [contact] = await db().select().from(staticPages).where(eq(staticPages.slug, "contact"));
    expect(contact!.content).toBe("<p>Write to the newsroom at desk@old.borderland.example.</p>");
  });

  it("run again, adds nothing", async () => {
    const before = await written();
    const report = await run(false);
    expect(await written()).toBe(before);
    expect(report.posts).toEqual({ imported: 0, skipped: 0, already: 2 });
    expect(report.pages).toEqual({ imported: 0, skipped: 0, already: 1 });
  });
});
