import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { getArticleBySlug } from "./queries.ts";
import { deletePiece, getPieceForEdit, publishPiece, updatePiece } from "../content/portal.ts";

const admin = actor("admin");
const token = () => `t${randomBytes(5).toString("hex")}`;

/** A complete create form as the portal posts it. */
const form = (overrides: Record<string, string> = {}) => ({
  title: `Flood relief reaches ${token()}`,
  slug: "",
  excerpt: "",
  content: "<p>Boats carried rice and medicine to the villages.</p>",
  category: "",
  author: "Rina Das",
  imageUrl: "/uploads/flood.webp",
  imageCaption: "",
  tags: "",
  ...overrides,
});

const MISSING = {
  status: 400,
  title: "Missing required fields",
  message: "Please fill in title, content, author, and image",
};

describeEachEngine("publishing articles", ({ db }) => {
  const publish = (input: Record<string, string>, kind: "article" | "opinion" = "article") =>
    publishPiece(db(), admin, kind, input);

  it("answers Missing required fields when title, content, author or image is empty", async () => {
    for (const field of ["title", "content", "author", "imageUrl"]) {
      await expect(publish(form({ [field]: "  " }))).rejects.toMatchObject({
        ...MISSING,
        fields: { [field]: MISSING.message },
      });
    }
    const { title: _t, author: _a, ...withoutTitleAndAuthor } = form();
    await expect(publish(withoutTitleAndAuthor as Record<string, string>)).rejects.toMatchObject({
      ...MISSING,
      fields: { title: MISSING.message, author: MISSING.message },
    });
  });

  it("counts content with no text and no image as empty: Quill's empty editor, or only markup the sanitizer removes", async () => {
    for (const content of [
      "<p><br></p>",
      "<p> &nbsp; </p><h2></h2>",
      "<script>alert(1)</script>",
      '<img src="javascript:alert(1)">',
    ])
      await expect(publish(form({ content }))).rejects.toMatchObject(MISSING);
    const imageOnly = await publish(
      form({ content: '<p><img src="https://images.example.org/a.jpg" alt="A"></p>' }),
    );
    expect(imageOnly.content).toContain("<img");
  });

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

  it("takes a category from the 14, and refuses one outside them", async () => {
    expect((await publish(form({ category: "Myanmar" }))).category).toBe("Myanmar");
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
    const text = `Monsoon ${"Rain & rivers rise across the valley. ".repeat(8)}`;
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

  it("accepts an uploaded image or an http(s) address, and nothing else", async () => {
    for (const imageUrl of [
      "/uploads/2025/a-b_c.webp",
      "https://images.example.org/a.jpg",
      "http://example.org/a.png",
    ])
      expect((await publish(form({ imageUrl }))).imageUrl).toBe(imageUrl);
    for (const imageUrl of [
      "javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/a.png",
      "/admin/logout",
      "/uploads/../admin/logout",
      "/uploads/%2e%2e/admin",
      "ftp://example.org/a.png",
    ])
      await expect(publish(form({ imageUrl }))).rejects.toMatchObject({ status: 400 });
  });

  it("sanitizes the body before storing it", async () => {
    const row = await publish(form({ content: '<p onclick="x()">Hi<script>alert(1)</script></p>' }));
    expect(row.content).toBe("<p>Hi</p>");
  });

  it("lets only staff publish: 401 without a user, 403 for a reader", async () => {
    await expect(publishPiece(db(), null, "article", form())).rejects.toMatchObject({
      status: 401,
    });
    await expect(publishPiece(db(), actor("reader"), "opinion", form())).rejects.toMatchObject({
      status: 403,
    });
  });
});

describeEachEngine("editing and deleting articles", ({ db }) => {
  const publish = (overrides: Record<string, string> = {}) =>
    publishPiece(db(), admin, "article", form({ tags: "kept, tags", ...overrides }));
  const edit = (id: string, overrides: Record<string, string> = {}) => ({
    id,
    title: "New headline",
    excerpt: "New summary",
    content: "<p>New body</p>",
    author: "New Author",
    category: "Science",
    imageUrl: "",
    imageCaption: "",
    ...overrides,
  });
  const MISSING_EDIT = {
    status: 400,
    title: "Missing fields",
    message: "Please fill in all required fields",
  };

  it("updates the fields, keeps slug, tags and publication time, and sets the update time", async () => {
    const original = await publish({ featured: "on", imageCaption: "Old caption" });
    const updated = await updatePiece(db(), admin, "article", edit(original.id, { featured: "" }));
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

  it("keeps the category when the form sends none, and refuses one outside the 14", async () => {
    const original = await publish({ category: "History" });
    expect((await updatePiece(db(), admin, "article", edit(original.id, { category: "" }))).category).toBe(
      "History",
    );
    await expect(
      updatePiece(db(), admin, "article", edit(original.id, { category: "Gossip" })),
    ).rejects.toMatchObject({
      status: 400,
    });
  });

  it("answers Missing fields when title, content, author or excerpt is empty", async () => {
    const original = await publish();
    for (const field of ["title", "content", "author", "excerpt"])
      await expect(
        updatePiece(db(), admin, "article", edit(original.id, { [field]: "" })),
      ).rejects.toMatchObject({
        ...MISSING_EDIT,
        fields: { [field]: MISSING_EDIT.message },
      });
    await expect(
      updatePiece(db(), admin, "article", edit(original.id, { content: "<p><br></p>" })),
    ).rejects.toMatchObject(MISSING_EDIT);
  });

  it("answers 'Article not found' for an unknown id, or one that is not an id at all", async () => {
    for (const id of [randomUUID(), "42", "' or 1=1 --"]) {
      await expect(updatePiece(db(), admin, "article", edit(id))).rejects.toMatchObject({
        status: 404,
        message: "Article not found",
      });
      await expect(deletePiece(db(), admin, "article", id)).rejects.toMatchObject({
        status: 404,
        message: "Article not found",
      });
      await expect(getPieceForEdit(db(), admin, "article", id)).rejects.toMatchObject({
        status: 404,
        message: "Article not found",
      });
    }
  });

  it("says no article was updated or deleted when the database changed no row", async () => {
    // A trigger that skips the row stands for a rule that refuses the write after the existence check.
    await db().execute(
      sql`create or replace function skip_row() returns trigger language plpgsql as $$ begin return null; end $$`,
    );
    await db().execute(
      sql`create trigger skip_update before update on articles for each row when (new.title = 'Refused') execute function skip_row()`,
    );
    await db().execute(
      sql`create trigger skip_delete before delete on articles for each row when (old.title = 'Undeletable') execute function skip_row()`,
    );
    const original = await publish();
    await expect(
      updatePiece(db(), admin, "article", edit(original.id, { title: "Refused" })),
    ).rejects.toMatchObject({
      status: 404,
      message: "No article was updated - it may not exist or you may not have permission",
    });
    await updatePiece(db(), admin, "article", edit(original.id, { title: "Undeletable" }));
    await expect(deletePiece(db(), admin, "article", original.id)).rejects.toMatchObject({
      status: 404,
      message: "No article was deleted - it may not exist or you may not have permission",
    });
    await db().execute(sql`drop trigger skip_update on articles`);
    await db().execute(sql`drop trigger skip_delete on articles`);
  });

  it("deletes an article, after which its page is gone", async () => {
    const original = await publish();
    expect(await deletePiece(db(), admin, "article", original.id)).toEqual({
      id: original.id,
      title: original.title,
    });
    expect(await getArticleBySlug(db(), original.slug)).toBeNull();
    await expect(deletePiece(db(), admin, "article", original.id)).rejects.toMatchObject({
      message: "Article not found",
    });
  });

  it("sanitizes the body on update too", async () => {
    const original = await publish();
    const updated = await updatePiece(
      db(),
      admin,
      "article",
      edit(original.id, {
        content: '<p>ok</p><iframe src="https://evil.example"></iframe><a href="javascript:x">l</a>',
      }),
    );
    expect(updated.content).toBe('<p>ok</p><a rel="noopener noreferrer">l</a>');
  });

  it("lets only staff edit, delete or open an article for editing", async () => {
    const original = await publish();
    for (const who of [null, actor("reader")]) {
      const status = who ? 403 : 401;
      await expect(updatePiece(db(), who, "article", edit(original.id))).rejects.toMatchObject({ status });
      await expect(deletePiece(db(), who, "article", original.id)).rejects.toMatchObject({ status });
      await expect(getPieceForEdit(db(), who, "article", original.id)).rejects.toMatchObject({ status });
    }
    expect((await getPieceForEdit(db(), admin, "article", original.id)).title).toBe(original.title);
  });
});
