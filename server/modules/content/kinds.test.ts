import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { PIECE_FORMS, token } from "../../../tests/helpers/piece-forms.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { creativePieces } from "../../db/schema.ts";
import { getArticleBySlug } from "../articles/queries.ts";
import { getCreativePiece } from "../creative/queries.ts";
import { getPieceForEdit, listPiecesForAdmin } from "./portal.ts";
import { publishForm, updateForm } from "./forms.ts";

/** What each kind of piece does its own way (./kinds.ts): an article's slug, category, featured flag
 * and tags; a creative piece's type. What every kind does alike is in ./portal.test.ts. */

const admin = actor("admin");

const form = PIECE_FORMS.article.create;

describeEachEngine("publishing articles", ({ db }) => {
  const publish = (input: Record<string, string>, kind: "article" | "opinion" = "article") =>
    publishForm(db(), admin, kind, input);

  it("publishes now in Politics by default, with a slug from the title and the fields given", async () => {
    const before = Date.now();
    const row = await publish(
      form({
        title: "Budget 2025: What Changes?",
        excerpt: "  A short summary.  ",
        imageCaption: "Photo: Desk",
      }),
    );
    expect(row.category).toBe("Politics");
    expect(row.slug).toMatch(/^budget-2025-what-changes(-\d+)?$/);
    expect(row.excerpt).toBe("A short summary.");
    expect(row.imageUrl).toBe("/uploads/flood.webp");
    expect(row.imageCaption).toBe("Photo: Desk");
    expect(row.featured).toBe(false);
    expect(row.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.publishedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(await getArticleBySlug(db(), row.slug)).toMatchObject({
      id: row.id,
      title: "Budget 2025: What Changes?",
    });
  });

  it("takes a category from the 15, and refuses one outside them", async () => {
    expect((await publish(form({ category: "Myanmar" }))).category).toBe("Myanmar");
    expect((await publish(form({ category: "General" }))).category).toBe("General");
    await expect(publish(form({ category: "Sports" }))).rejects.toMatchObject({ status: 400 });
  });

  it("puts an opinion piece in Opinion whatever category the form carries", async () => {
    expect((await publish(form({ category: "Business" }), "opinion")).category).toBe("Opinion");
    expect((await publish(form(), "opinion")).category).toBe("Opinion");
  });

  it("marks the article featured when the checkbox is sent as on or true", async () => {
    expect((await publish(form({ featured: "on" }))).featured).toBe(true);
    expect((await publish(form({ featured: "true" }))).featured).toBe(true);
    expect((await publish(form({ featured: "false" }))).featured).toBe(false);
    expect((await publish(form())).featured).toBe(false);
  });

  it("builds the slug by SPEC's rule from the slug field when given, else from the title", async () => {
    const t = token();
    expect((await publish(form({ title: `  Hello, World!! ${t} --  ` }))).slug).toBe(`hello-world-${t}`);
    expect((await publish(form({ slug: `My Own_Slug ${t}` }))).slug).toBe(`my-own-slug-${t}`);
    expect((await publish(form({ slug: "!!!", title: `Fallback ${t}` }))).slug).toBe(`fallback-${t}`);
  });

  it("numbers a clash -2, -3, ... whether it comes from the title or the slug field", async () => {
    const title = `Same headline ${token()}`;
    const base = title.toLowerCase().replace(/ /g, "-");
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await publish(form({ title }))).slug);
    slugs.push((await publish(form({ title: "Different", slug: base }))).slug);
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`]);
  });

  it("gives every one of many simultaneous articles with the same title its own slug, without an error", async () => {
    const title = `Race ${token()}`;
    const rows = await Promise.all(Array.from({ length: 12 }, () => publish(form({ title }))));
    const slugs = rows.map((r) => r.slug);
    expect(new Set(slugs).size).toBe(12);
    expect(slugs).toContain(title.toLowerCase().replace(/ /g, "-"));
  });

  it("falls back to 'article' for a title with no Latin letter or digit, numbered like any clash", async () => {
    const first = await publish(form({ title: "মণিপুরের খবর" }));
    const second = await publish(form({ title: "မြန်မာ သတင်း" }));
    expect(first.slug).toMatch(/^article(-\d+)?$/);
    expect(second.slug).toMatch(/^article-\d+$/);
    expect(second.slug).not.toBe(first.slug);
  });

  it("keeps a slug within 200 characters, without a trailing hyphen", async () => {
    const row = await publish(form({ title: `${"a".repeat(199)} b ${token()}` }));
    expect(row.slug.length).toBeLessThanOrEqual(200);
    expect(row.slug).not.toMatch(/-$/);
  });

  it("fills an empty excerpt with the first 150 characters of the text, not the markup, plus '...'", async () => {
    const words = "Rain &amp; rivers <em>rise</em> across the valley. ".repeat(8);
    const row = await publish(form({ content: `<h2>Monsoon</h2><p>${words}</p>` }));
    const text = `Monsoon. ${"Rain & rivers rise across the valley. ".repeat(8)}`;
    expect(row.excerpt).toBe(`${text.slice(0, 150)}...`);
    expect(row.excerpt).not.toMatch(/[<>]|&amp;/);
  });

  it("stores the tags of the tags box, trimmed and without duplicates", async () => {
    const row = await publish(form({ tags: " floods, Assam ,,relief, floods " }));
    expect(row.tags).toEqual(["floods", "Assam", "relief"]);
    expect((await publish(form())).tags).toEqual([]);
    await expect(
      publish(form({ tags: Array.from({ length: 21 }, (_, i) => `t${i}`).join(",") })),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});

describeEachEngine("editing articles", ({ db }) => {
  const edit = PIECE_FORMS.article.edit;
  const publish = (overrides: Record<string, string> = {}) =>
    publishForm(db(), admin, "article", form({ tags: "kept, tags", ...overrides }));

  it("updates the fields, keeps slug, tags and publication time, and sets the update time", async () => {
    const original = await publish({ featured: "on", imageCaption: "Old caption" });
    const updated = await updateForm(db(), admin, "article", edit(original.id, { featured: "" }));
    expect(updated).toMatchObject({
      id: original.id,
      slug: original.slug,
      title: "New headline",
      excerpt: "New summary",
      content: "<p>New body</p>",
      author: "New Author",
      category: "Science",
      featured: false,
      imageUrl: null,
      imageCaption: null,
      tags: ["kept", "tags"],
      publishedAt: original.publishedAt,
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(original.updatedAt.getTime());
    expect(await getPieceForEdit(db(), admin, "article", original.id)).toEqual(updated);
  });

  it("keeps the category when the form sends none, and refuses one outside the 15", async () => {
    const original = await publish({ category: "History" });
    expect((await updateForm(db(), admin, "article", edit(original.id, { category: "" }))).category).toBe(
      "History",
    );
    await expect(
      updateForm(db(), admin, "article", edit(original.id, { category: "Gossip" })),
    ).rejects.toMatchObject({
      status: 400,
    });
  });
});

const creativeForm = PIECE_FORMS.creative.create;

describeEachEngine("creative pieces in the portal", ({ db }) => {
  const edit = PIECE_FORMS.creative.edit;
  const publish = (overrides: Record<string, string> = {}) =>
    publishForm(db(), admin, "creative", creativeForm(overrides));

  it("publishes poetry by default, now, with no tags and an excerpt from the text", async () => {
    const before = Date.now();
    const piece = await publish({ content: "<p>One &amp; two</p><p>three</p>" });
    expect(piece).toMatchObject({
      type: "poetry",
      tags: [],
      excerpt: "One & two. three...",
      author: "Temsu Jamir",
    });
    expect(piece.publishedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await getCreativePiece(db(), piece.id)).toMatchObject({ id: piece.id, type: "poetry" });
  });

  it("takes any of the four types and refuses others", async () => {
    for (const type of ["poetry", "prose", "visual_art", "photography"])
      expect((await publish({ type })).type).toBe(type);
    await expect(publish({ type: "sculpture" })).rejects.toMatchObject({ status: 400 });
  });

  it("updates a piece: an empty summary is generated again, the image may go, tags stay", async () => {
    const piece = await publish();
    await db()
      .update(creativePieces)
      .set({ tags: ["rain", "hills"] })
      .where(sql`${creativePieces.id} = ${piece.id}`);
    const updated = await updateForm(db(), admin, "creative", edit(piece.id, { excerpt: "  " }));
    expect(updated).toMatchObject({
      id: piece.id,
      type: "prose",
      title: "New title",
      author: "New Author",
      excerpt: "New words...",
      content: "<p>New words</p>",
      imageUrl: null,
      tags: ["rain", "hills"],
      publishedAt: piece.publishedAt,
    });
    expect(await getPieceForEdit(db(), admin, "creative", piece.id)).toEqual(updated);
    expect((await updateForm(db(), admin, "creative", edit(piece.id, { type: "" }))).type).toBe("prose");
  });

  it("lists for Manage Creative Pieces: title, author or type (its value or its label), case-insensitive", async () => {
    const t = token();
    const byTitle = await publish({ title: `Monsoon ${t}`, type: "prose" });
    const byAuthor = await publish({ author: `Lal ${t.toUpperCase()}`, type: "poetry" });
    const visual = await publish({ title: `Mural ${token()}`, type: "visual_art" });
    const ids = async (q: string) =>
      (await listPiecesForAdmin(db(), admin, "creative", { q })).items.map((p) => p.id);
    expect((await ids(t)).sort()).toEqual([byTitle.id, byAuthor.id].sort());
    for (const q of ["visual", "Visual Arts", "ARTS", "_art"]) expect(await ids(q)).toContain(visual.id);
    expect(await ids("photography")).not.toContain(visual.id);
    const page = await listPiecesForAdmin(db(), admin, "creative", { q: `Mural` });
    expect(Object.keys(page.items[0]!).sort()).toEqual([
      "author",
      "excerpt",
      "id",
      "publishedAt",
      "scheduledFor",
      "status",
      "title",
      "type",
    ]);
    expect(page.items[0]!.status).toBe("published");
    expect(page.pageSize).toBe(20);
    const drafts = await listPiecesForAdmin(db(), admin, "creative", { q: `Mural`, status: "draft" });
    expect(drafts.items).toEqual([]);
  });
});
