import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { actor, makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { listPiecesForAdmin } from "../content/portal.ts";

const admin = actor("admin");
const token = () => `tok${randomBytes(5).toString("hex")}`;
const ids = (page: { items: { id: string }[] }) => page.items.map((a) => a.id).sort();

describeEachEngine("Manage Articles list", ({ db }) => {
  const list = (query: { q?: string; category?: string; page?: number | string }) =>
    listPiecesForAdmin(db(), admin, "article", query);

  it("matches a case-insensitive substring of the title or the author", async () => {
    const t = token();
    const byTitle = await makeArticle(db(), { title: `Tea garden ${t} wages` });
    const byAuthor = await makeArticle(db(), { author: `Mona ${t.toUpperCase()}` });
    await makeArticle(db(), { excerpt: `Only the excerpt says ${t}` });
    expect(ids(await list({ q: t.toUpperCase().slice(2) }))).toEqual([byTitle.id, byAuthor.id].sort());
  });

  it("matches a substring of the category name, whatever its case", async () => {
    const t = token();
    const myanmar = await makeArticle(db(), { title: `${t} a`, category: "Myanmar" });
    const result = await list({ q: "anma" });
    expect(result.items.map((a) => a.id)).toContain(myanmar.id);
    expect(result.items.every((a) => a.category === "Myanmar" || /anma/i.test(a.title + a.author))).toBe(
      true,
    );
    expect((await list({ q: "MYANMAR" })).items.map((a) => a.id)).toContain(myanmar.id);
  });

  it("filters by the exact category, and combines it with the search", async () => {
    const t = token();
    const science = await makeArticle(db(), { title: `${t} rocks`, category: "Science" });
    await makeArticle(db(), { title: `${t} markets`, category: "Business" });
    expect(ids(await list({ q: t, category: "Science" }))).toEqual([science.id]);
    expect((await list({ category: "science" })).total).toBe(0);
    expect((await list({ category: "Scien" })).total).toBe(0);
    expect((await list({ category: "Science" })).items.every((a) => a.category === "Science")).toBe(true);
  });

  it("treats % and _ as characters, not wildcards", async () => {
    const t = token();
    const percent = await makeArticle(db(), { title: `${t} up 40%` });
    await makeArticle(db(), { title: `${t} up 400` });
    expect(ids(await list({ q: `${t} up 40%` }))).toEqual([percent.id]);
    expect((await list({ q: `${t}_` })).total).toBe(0);
  });

  it("lists drafts first, then the newest, 20 to a page, with the columns of the table only", async () => {
    const t = token();
    for (let i = 0; i < 23; i++)
      await makeArticle(db(), { title: `${t} ${i}`, publishedAt: new Date(Date.UTC(2001, 0, 1 + i)) });
    const draft = await makeArticle(db(), { title: `${t} draft`, publishedAt: null });
    const first = await list({ q: t });
    expect(first).toMatchObject({ total: 24, page: 1, pageCount: 2, pageSize: 20 });
    expect(first.items[0]).toEqual({
      id: draft.id,
      title: `${t} draft`,
      slug: draft.slug,
      category: "Politics",
      author: "Test Reporter",
      publishedAt: null,
      featured: false,
      excerpt: `Excerpt of ${t} draft`,
      status: "draft",
      scheduledFor: null,
    });
    expect(first.items[1]!.title).toBe(`${t} 22`);
    const second = await list({ q: t, page: "2" });
    expect(second.items.map((a) => a.title)).toEqual([`${t} 3`, `${t} 2`, `${t} 1`, `${t} 0`]);
    expect((await list({ q: t, page: 99 })).page).toBe(2);
    expect((await list({ q: t, page: "nonsense" })).page).toBe(1);
  });

  it("gives one empty page when nothing matches", async () => {
    expect(await list({ q: token() })).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("is for staff only", async () => {
    await expect(listPiecesForAdmin(db(), null, "article", {})).rejects.toMatchObject({ status: 401 });
    await expect(listPiecesForAdmin(db(), actor("reader"), "article", {})).rejects.toMatchObject({
      status: 403,
    });
  });
});
