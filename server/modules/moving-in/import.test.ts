import path from "node:path";
import { asc, count, eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { MOVING_IN, oldSiteForFile } from "../../../tests/helpers/moving-in.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import {
  articles,
  auditEvents,
  comments,
  jobs,
  media,
  oldPaths,
  people,
  pieceAuthors,
  revisions,
  staticPages,
} from "../../db/schema.ts";
import { readCategoryMap } from "./categories.ts";
import { formatReport } from "./report.ts";

const oldSite = oldSiteForFile();

/** Every table the import writes, counted. */
async function rowCounts(db: Db) {
  const tables = { articles, comments, media, people, oldPaths, revisions, jobs, auditEvents };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables))
    out[name] = (await db.select({ n: count() }).from(table))[0]!.n;
  return out;
}

describeEachEngine("moving in from WordPress", ({ db }) => {
  const run = (dryRun: boolean) =>
    oldSite.importFixture(db(), "wordpress.xml", {
      categoryMap: readCategoryMap(path.join(MOVING_IN, "categories.json")),
      uploadsDir: path.join(MOVING_IN, "uploads"),
      dryRun,
    });

  it("on a dry run reports what it would do and writes nothing", async () => {
    await makeArticle(db(), { title: "Election day", slug: "election-day" });
    // On the masthead already: bylined, not doubled.
    await db().insert(people).values({ name: "Arif Khan", slug: "arif-khan", title: "Tea correspondent" });
    const before = await rowCounts(db());
    const report = await run(true);
    expect(await rowCounts(db())).toEqual(before);
    expect(report.posts).toEqual({ imported: 5, skipped: 1, already: 0 });
    expect(report.comments).toEqual({ imported: 2, skipped: 3, already: 0 });
    expect(report.images).toEqual({ imported: 3, skipped: 0, already: 0 });
    expect(report.slugClashes).toEqual([
      { title: "Election day", theirs: "election-day", ours: "election-day-2" },
    ]);
    expect(formatReport(report)).toContain("Dry run (nothing was written)");
  });

  it("imports posts with their status, dates, categories, tags, bylines, comments, images and old addresses", async () => {
    const report = await run(false);
    expect(report.posts).toEqual({ imported: 5, skipped: 1, already: 0 });
    expect(report.notImported).toEqual(['"Staff only: rota" (private)']);
    expect(report.pages).toEqual({ imported: 1, skipped: 1, already: 0 });
    expect(report.pagesNotImported).toEqual(['"Submit a tip" (/submit-a-tip/)']);
    expect(report.authors).toEqual({ imported: 1, skipped: 0, already: 1 });
    expect(report.comments).toEqual({ imported: 2, skipped: 3, already: 0 });
    expect(report.commentsLeftOut).toEqual({ pending: 1, spam: 1, trash: 1 });
    expect(report.images).toEqual({ imported: 2, skipped: 1, already: 0 });
    expect(report.imagesNotHad.map((i) => i.url)).toEqual([
      `${oldSite.origin()}/wp-content/uploads/2026/06/gone.jpg`,
    ]);
    // `[gallery ids="20,31"]` is a gallery of the one attachment the export has (decision 0072).
    expect(report.shortcodes).toEqual(new Set());
    expect(Object.fromEntries(report.categories)).toEqual({
      Politics: { ours: "Politics", posts: 2 },
      "Tea Trade": { ours: "Business", posts: 1 },
      Opinion: { ours: "Opinion", posts: 1 },
      Miscellany: { ours: "General", posts: 1 },
    });

    const rows = await db()
      .select()
      .from(articles)
      .where(
        inArray(articles.slug, [
          "flood-walls-hold",
          "tea-garden-wages",
          "hill-council-budgets",
          "election-day-2",
          "notes-on-the-bridge",
        ]),
      )
      .orderBy(asc(articles.slug));
    const bySlug = Object.fromEntries(rows.map((r) => [r.slug, r]));
    const flood = bySlug["flood-walls-hold"]!;
    expect(flood).toMatchObject({
      status: "published",
      category: "Politics",
      tags: ["Floods", "Barak Valley"],
      excerpt: "The embankment held through three nights of rain.",
      author: "Rina Das",
      imageCaption: "The Barak at Silchar, October 2026",
      imageAlt: "Brown water over the embankment",
    });
    expect(flood.publishedAt).toEqual(new Date("2026-10-14T07:00:00Z"));
    expect(flood.updatedAt).toEqual(new Date("2026-10-15T09:00:00Z"));
    expect(flood.content).not.toContain("wp:");
    expect(flood.content).toContain("<strong>sluice gates</strong>");
    expect(flood.imageUrl).toMatch(/^\/uploads\//);
    expect(flood.content).toMatch(/<img src="\/uploads\/[^"]+" alt="The Fatak Bazar market, dry"/);
    expect(flood.content).not.toContain("srcset");

    const tea = bySlug["tea-garden-wages"]!;
    expect(tea.category).toBe("Business");
    expect(tea.author).toBe("Arif Khan");
    const masthead = await db()
      .select({ title: people.title })
      .from(pieceAuthors)
      .innerJoin(people, eq(people.id, pieceAuthors.personId))
      .where(eq(pieceAuthors.articleId, tea.id));
    expect(masthead).toEqual([{ title: "Tea correspondent" }]);
    expect(tea.content).toContain(
      "<p>Workers at the Cachar gardens will earn twelve rupees more a day from November.<br />",
    );
    expect(tea.content).toContain("<blockquote><p>We asked for forty.</p>");
    // The same image as the featured one of the first post: stored once.
    expect(tea.content).toContain(
      `<figure><img src="${flood.imageUrl}" alt="Brown water over the embankment"`,
    );
    expect(tea.content).toContain("<figcaption>The Barak at Silchar</figcaption></figure>");
    expect(tea.content).toContain(`${oldSite.origin()}/wp-content/uploads/2026/06/gone.jpg`);
    expect(tea.content).not.toContain("[gallery");
    expect(tea.content).toContain(
      `<figure class="gallery gallery-grid"><figure class="gallery-photo"><img src="${flood.imageUrl}"`,
    );
    expect(tea.content).toContain('<span class="gallery-caption">The Barak at Silchar, October 2026</span>');
    expect(tea.excerpt).toMatch(/^Workers at the Cachar gardens/);

    expect(bySlug["notes-on-the-bridge"]).toMatchObject({ status: "draft", publishedAt: null });
    const opinion = bySlug["hill-council-budgets"]!;
    expect(opinion).toMatchObject({
      status: "scheduled",
      category: "Opinion",
      scheduledFor: new Date("2030-01-15T03:30:00Z"),
    });
    const [job] = await db()
      .select()
      .from(jobs)
      .where(eq(jobs.key, `publish:article:${opinion.id}`));
    expect(job?.runAt).toEqual(new Date("2030-01-15T03:30:00Z"));
    expect(bySlug["election-day-2"]).toMatchObject({ category: "General", status: "published" });

    const floodComments = await db()
      .select({
        authorName: comments.authorName,
        content: comments.content,
        userId: comments.userId,
        isApproved: comments.isApproved,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .where(eq(comments.articleId, flood.id))
      .orderBy(asc(comments.createdAt));
    expect(floodComments).toEqual([
      {
        authorName: "Mousumi",
        content: "Our street stayed dry for the first time in years.\nThank you for the report.",
        userId: null,
        isApproved: true,
        createdAt: new Date("2026-10-14T09:30:00Z"),
      },
      {
        authorName: "Rina Das",
        content: "Glad to hear it — thank you for reading.",
        userId: null,
        isApproved: true,
        createdAt: new Date("2026-10-14T10:30:00Z"),
      },
    ]);

    const paths = await db()
      .select({ path: oldPaths.path })
      .from(oldPaths)
      .where(eq(oldPaths.articleId, flood.id))
      .orderBy(asc(oldPaths.path));
    expect(paths.map((p) => p.path)).toEqual(["/2026/10/14/flood-walls-hold", "/?p=101"]);
    const byline = await db()
      .select({ name: people.name })
      .from(pieceAuthors)
      .innerJoin(people, eq(people.id, pieceAuthors.personId))
      .where(eq(pieceAuthors.articleId, flood.id));
    expect(byline).toEqual([{ name: "Rina Das" }]);
    const [about] = await db().select().from(staticPages).where(eq(staticPages.slug, "about"));
    expect(about!.content).toBe("<p>The Old Borderland has reported from the Barak Valley since 2009.</p>");
    const pageHistory = await db()
      .select({ reason: revisions.reason })
      .from(revisions)
      .where(eq(revisions.staticPageId, about!.id));
    expect(pageHistory.map((r) => r.reason)).toContain("Imported from WordPress");
    // Its old addresses lead to ours ('/about/' is ours with a slash, answered without them).
    const pagePaths = await db()
      .select({ path: oldPaths.path })
      .from(oldPaths)
      .where(eq(oldPaths.staticPageId, about!.id))
      .orderBy(asc(oldPaths.path));
    expect(pagePaths.map((p) => p.path)).toEqual(["/?page_id=201", "/about"]);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, "import"));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ posts: { imported: 5 } });
    // Run as on the command line: no network address, and the log says where it came from.
    expect(audit[0]).toMatchObject({
      summary: "Imported from WordPress: 5 posts, 1 page, 2 comments",
      ip: "command line",
    });
  });

  it("run again, adds nothing and says what was imported already", async () => {
    const before = await rowCounts(db());
    const report = await run(false);
    const after = await rowCounts(db());
    expect({ ...after, auditEvents: after.auditEvents! - 1 }).toEqual(before);
    expect(report.posts).toEqual({ imported: 0, skipped: 1, already: 5 });
    expect(report.pages).toEqual({ imported: 0, skipped: 1, already: 1 });
    expect(report.authors).toEqual({ imported: 0, skipped: 0, already: 2 });
    expect(report.comments).toEqual({ imported: 0, skipped: 3, already: 2 });
    expect(formatReport(report)).toContain("Posts     0 imported, 5 already imported, 1 skipped");
  });
});
