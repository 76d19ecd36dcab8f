import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { PAGE_SLUGS } from "#shared/static-pages.ts";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { staticPages } from "../../db/schema.ts";
import { loadEditor } from "../content/editor.ts";
import { savePiece, unpublishPiece } from "../content/editing.ts";
import { restoreRevision } from "../content/restore.ts";
import { listRevisions } from "../content/revisions.ts";
import { schedulePiece } from "../content/schedule.ts";
import { emptyPublicationPages } from "../demo/pages.ts";
import { listPages, readPublicPage } from "./read.ts";

const editor = actor("editor");
const contributor = actor("contributor");

// Issue 27's static pages (decision 0047): seeded by the migration, edited as a published piece is.
describeEachEngine("the static pages", ({ db }) => {
  // The tests share one database: each starts from the page as the one before left it.
  const about = async () =>
    (
      await db()
        .select({ id: staticPages.id, version: staticPages.version })
        .from(staticPages)
        .where(eq(staticPages.slug, "about"))
    )[0]!;
  const form = (id: string, baseVersion: number, content: string) => ({
    id,
    baseVersion,
    title: "About Us",
    excerpt: "Who we are.",
    content,
  });

  it("are there from the first migration, eight of them, in the footer's order, for editors only", async () => {
    expect((await listPages(db(), editor)).map((p) => p.slug)).toEqual([...PAGE_SLUGS]);
    await expect(listPages(db(), contributor)).rejects.toMatchObject({ status: 403 });
    await expect(listPages(db(), null)).rejects.toMatchObject({ status: 401 });
  });

  it("keep an autosave pending until Update, then readers see it; History lists and restores versions", async () => {
    const { id, version } = await about();
    const v = version;
    const before = (await readPublicPage(db(), "about"))!.content;
    const auto = await savePiece(
      db(),
      editor,
      "page",
      form(id, version, "<h2>New</h2><p>Draft words</p>"),
      "autosave",
    );
    expect(auto).toMatchObject({ status: "published", hasPending: true, publicChange: false, slug: "about" });
    expect((await readPublicPage(db(), "about"))!.content).toBe(before);
    expect((await loadEditor(db(), editor, "page", id)).fields).toMatchObject({
      content: "<h2>New</h2><p>Draft words</p>",
    });

    const updated = await savePiece(
      db(),
      editor,
      "page",
      form(id, v + 1, "<h2>New</h2><p>Final words</p>"),
      "update",
    );
    expect(updated).toMatchObject({ hasPending: false, publicChange: true, version: v + 2 });
    expect(await readPublicPage(db(), "about")).toMatchObject({
      standfirst: "Who we are.",
      content: "<h2>New</h2><p>Final words</p>",
    });

    const history = await listRevisions(db(), editor, "page", id);
    const first = history.find((r) => r.version === v + 1)!;
    expect(history.length).toBeGreaterThanOrEqual(2);
    const restored = await restoreRevision(db(), editor, "page", {
      id,
      revisionId: first.id,
      baseVersion: v + 2,
    });
    expect(restored).toMatchObject({ status: "published", publicChange: true });
    expect((await readPublicPage(db(), "about"))!.content).toBe("<h2>New</h2><p>Draft words</p>");
  });

  it("sanitizes the body as every piece's, and refuses an Update without title or text", async () => {
    const { id, version } = await about();
    const saved = await savePiece(
      db(),
      editor,
      "page",
      form(id, version, "<p>Hi<script>alert(1)</script></p>"),
      "update",
    );
    expect((await readPublicPage(db(), "about"))!.content).toBe("<p>Hi</p>");
    await expect(
      savePiece(db(), editor, "page", { ...form(id, saved.version, "<p></p>"), title: "" }, "update"),
    ).rejects.toMatchObject({ status: 400 });
    expect((await readPublicPage(db(), "about"))!.title).toBe("About Us");
  });

  it("is always published: no Publish, Unpublish, Submit, schedule or new page", async () => {
    const { id, version } = await about();
    for (const intent of ["publish", "submit", "return"] as const)
      await expect(
        savePiece(db(), editor, "page", form(id, version, "<p>x</p>"), intent),
      ).rejects.toMatchObject({
        status: 400,
      });
    await expect(unpublishPiece(db(), editor, "page", { id, baseVersion: version })).rejects.toMatchObject({
      status: 400,
    });
    await expect(
      schedulePiece(db(), editor, "page", { id, baseVersion: version, at: "2030-01-01T10:00" } as never, {
        timeZone: "UTC",
      }),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      savePiece(db(), editor, "page", { title: "New", content: "<p>x</p>" }, "save"),
    ).rejects.toMatchObject({ status: 404 });
    expect(await readPublicPage(db(), "about")).not.toBeNull();
  });

  it("refuses a contributor every read and write of a page", async () => {
    const { id, version } = await about();
    await expect(loadEditor(db(), contributor, "page", id)).rejects.toMatchObject({ status: 403 });
    await expect(
      savePiece(db(), contributor, "page", form(id, version, "<p>Mine now</p>"), "autosave"),
    ).rejects.toMatchObject({ status: 403 });
    await expect(listRevisions(db(), contributor, "page", id)).rejects.toMatchObject({ status: 403 });
    expect((await loadEditor(db(), editor, "page", id)).version).toBe(version);
  });

  it("lists which pages are empty, as a publication that starts empty has them (last: it empties pages)", async () => {
    expect((await listPages(db(), editor)).filter((p) => p.empty)).toEqual([]);
    await emptyPublicationPages(db());
    const empty = (await listPages(db(), editor)).filter((p) => p.empty).map((p) => p.slug);
    expect(empty).toContain("careers");
    expect(empty).not.toContain("privacy-policy");
  });
});
