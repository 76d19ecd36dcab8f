import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { searchArticles, type ArticleSearch } from "./queries.ts";

const TZ = "Asia/Kolkata";
/** A word no other test's article contains, so each test sees only its own rows in a shared database. */
const token = () => `tok${randomBytes(5).toString("hex")}`;
const ids = (page: { items: { id: string }[] }) => page.items.map((a) => a.id).sort();

describeEachEngine("searchArticles", ({ db }) => {
  const search = (s: Partial<ArticleSearch>) =>
    searchArticles(db(), { categories: null, page: 1, timeZone: TZ, ...s });

  it("matches a substring of the title, the excerpt or the author, whatever its case", async () => {
    const t = token();
    const byTitle = await makeArticle(db(), { title: `Monsoon ${t} arrives early` });
    const byExcerpt = await makeArticle(db(), { excerpt: `Farmers say the ${t.toUpperCase()} matters` });
    const byAuthor = await makeArticle(db(), { author: `Rina ${t}wala` });
    await makeArticle(db(), { title: "Unrelated story" });
    const found = await search({ q: t.toUpperCase().slice(0, -1) });
    expect(ids(found)).toEqual([byTitle.id, byExcerpt.id, byAuthor.id].sort());
    expect(found.total).toBe(3);
  });

  it("does not match text that appears only in the body", async () => {
    const t = token();
    await makeArticle(db(), { title: "Quiet headline", excerpt: "Quiet summary", content: `<p>${t}</p>` });
    const found = await search({ q: t });
    expect(found.items).toEqual([]);
    expect(found.total).toBe(0);
  });

  it("treats % and _ typed by a reader as those characters, not wildcards", async () => {
    const t = token();
    const percent = await makeArticle(db(), { title: `${t} fares up 50% this year` });
    await makeArticle(db(), { title: `${t} fares up 507 rupees` });
    const underscore = await makeArticle(db(), { title: `${t} the snake_case debate` });
    await makeArticle(db(), { title: `${t} the snakeXcase debate` });
    const backslash = await makeArticle(db(), { title: `${t} C:\\path` });

    expect(ids(await search({ q: "50%" }))).toEqual([percent.id]);
    expect(ids(await search({ q: "snake_case" }))).toEqual([underscore.id]);
    expect(ids(await search({ q: ":\\p" }))).toEqual([backslash.id]);
    expect((await search({ q: `${t}%` })).total).toBe(0);
  });

  it("finds the articles published on a calendar day in Asia/Kolkata, edges included", async () => {
    const t = token();
    // 10 March 2004 in Kolkata is [2004-03-09T18:30:00Z, 2004-03-10T18:30:00Z).
    const at = (iso: string) => makeArticle(db(), { title: `${t} ${iso}`, publishedAt: new Date(iso) });
    await at("2004-03-09T18:29:59Z");
    const first = await at("2004-03-09T18:30:00Z");
    const midday = await at("2004-03-10T06:00:00Z");
    const lastSecond = await at("2004-03-10T18:29:59Z");
    await at("2004-03-10T18:30:00Z");

    const found = await search({ date: "2004-03-10" });
    expect(ids(found)).toEqual([first.id, midday.id, lastSecond.id].sort());
    expect(found.total).toBe(3);
    expect((await search({ date: "2004-03-09" })).total).toBe(1);
    expect((await search({ date: "2004-03-11" })).total).toBe(1);
  });

  it("combines the search text with the date", async () => {
    const t = token();
    const both = await makeArticle(db(), {
      title: `${t} budget`,
      publishedAt: new Date("2005-06-01T05:00:00Z"),
    });
    await makeArticle(db(), { title: `${t} budget`, publishedAt: new Date("2005-06-02T05:00:00Z") });
    await makeArticle(db(), { title: "Other news", publishedAt: new Date("2005-06-01T05:00:00Z") });
    expect(ids(await search({ q: t, date: "2005-06-01" }))).toEqual([both.id]);
  });

  it("returns pages of 6, newest first, with the total and the page count", async () => {
    const t = token();
    const made = [];
    for (let i = 0; i < 14; i++)
      made.push(
        await makeArticle(db(), {
          title: `${t} number ${i}`,
          publishedAt: new Date(Date.UTC(2010, 0, 1 + i)),
        }),
      );
    const newestFirst = made.reverse().map((a) => a.id);

    const first = await search({ q: t });
    expect(first).toMatchObject({ total: 14, page: 1, pageCount: 3, pageSize: 6 });
    expect(first.items.map((a) => a.id)).toEqual(newestFirst.slice(0, 6));

    const second = await search({ q: t, page: 2 });
    expect(second.items.map((a) => a.id)).toEqual(newestFirst.slice(6, 12));

    const third = await search({ q: t, page: 3 });
    expect(third.items.map((a) => a.id)).toEqual(newestFirst.slice(12));
  });

  it("clamps a page past the end to the last page, and a page below 1 to the first", async () => {
    const t = token();
    for (let i = 0; i < 8; i++) await makeArticle(db(), { title: `${t} ${i}` });
    const beyond = await search({ q: t, page: 99 });
    expect(beyond).toMatchObject({ page: 2, pageCount: 2, total: 8 });
    expect(beyond.items).toHaveLength(2);
    expect((await search({ q: t, page: 0 })).page).toBe(1);
  });

  it("gives one empty page when nothing matches", async () => {
    expect(await search({ q: token(), page: 5 })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it("keeps to the given categories, or takes every category when given none", async () => {
    const t = token();
    const politics = await makeArticle(db(), { title: `${t} a`, category: "Politics" });
    const business = await makeArticle(db(), { title: `${t} b`, category: "Business" });
    const science = await makeArticle(db(), { title: `${t} c`, category: "Science" });
    expect(ids(await search({ q: t, categories: ["Business"] }))).toEqual([business.id]);
    expect(ids(await search({ q: t, categories: ["Politics", "Science"] }))).toEqual(
      [politics.id, science.id].sort(),
    );
    expect((await search({ q: t, categories: null })).total).toBe(3);
    expect((await search({ q: t, categories: [] })).total).toBe(0);
  });

  it("leaves out articles that are not published", async () => {
    const t = token();
    const live = await makeArticle(db(), { title: `${t} live` });
    await makeArticle(db(), { title: `${t} draft`, publishedAt: null });
    expect(ids(await search({ q: t }))).toEqual([live.id]);
    const all = await search({ categories: null, page: 1 });
    expect(all.items.every((a) => a.publishedAt !== null)).toBe(true);
  });
});
