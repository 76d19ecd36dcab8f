import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { SiteSearch } from "#shared/search.ts";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { articles, creativePieces } from "../../db/schema.ts";
import { searchSite } from "./site-search.ts";

const TZ = "Asia/Kolkata";
/** A word no other test's piece contains: each test sees only its own rows in the suite's database. */
const token = () =>
  `zq${randomBytes(4)
    .toString("hex")
    .replace(/\d/g, (d) => "ghijklmnop"[Number(d)]!)}`;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 6));
const marked = (parts: { text: string; mark: boolean }[]) =>
  parts
    .filter((p) => p.mark)
    .map((p) => p.text)
    .join("|");

async function makeCreative(db: Db, values: Partial<typeof creativePieces.$inferInsert>) {
  const [piece] = await db
    .insert(creativePieces)
    .values({
      title: "A poem",
      type: "poetry",
      author: "A Poet",
      excerpt: "",
      content: "<p>Lines.</p>",
      ...values,
    })
    .returning({ id: creativePieces.id });
  return piece!;
}

describeEachEngine("site search", ({ db }) => {
  const search = (s: Partial<SiteSearch>, reach: { window?: number; sample?: number; probe?: number } = {}) =>
    searchSite(
      db(),
      { q: "", section: null, period: null, from: null, to: null, page: 1, ...s },
      { timeZone: TZ, now: day(400), ...reach },
    );
  const titles = async (s: Partial<SiteSearch>) =>
    (await search(s)).items.map((r) => r.title.map((p) => p.text).join(""));

  it("ranks a title match above an excerpt match above a body match, whatever their dates", async () => {
    const t = token();
    await makeArticle(db(), {
      title: "Body",
      content: `<p>Deep in the text: ${t}.</p>`,
      publishedAt: day(3),
    });
    await makeArticle(db(), { title: "Excerpt", excerpt: `Summary on ${t}`, publishedAt: day(2) });
    await makeArticle(db(), { title: `Title ${t}`, publishedAt: day(1) });
    expect(await titles({ q: t })).toEqual([`Title ${t}`, "Excerpt", "Body"]);
  });

  it("matches English words by their stems and marks them in the title and the snippet", async () => {
    const t = token();
    await makeArticle(db(), {
      title: `Rivers falling in ${t}`,
      excerpt: "Short.",
      content: `<p>Long before the floods, the <strong>river</strong> falls.</p>`,
      publishedAt: day(5),
    });
    const [hit] = (await search({ q: `${t} river falls` })).items;
    expect(marked(hit!.title)).toBe(`Rivers|falling|${t}`);
    expect(marked(hit!.snippet)).toBe("river|falls");
  });

  it("reads the text of the body, not its tags, attributes or character references", async () => {
    const t = token();
    await makeArticle(db(), {
      title: "Tagged",
      content: `<p class="${t}"><a href="/${t}">link</a> &amp;${t}x</p>`,
    });
    expect((await search({ q: t })).total).toBe(0);
    expect((await search({ q: `${t}x` })).total).toBe(1);
  });

  it("finds Bengali, Hindi and Burmese words, a Burmese word inside a run without spaces", async () => {
    const t = token();
    await makeArticle(db(), {
      title: `বাংলা খবর ${t}`,
      content: "<p>ঢাকায় বৃষ্টি হচ্ছে</p>",
      publishedAt: day(6),
    });
    await makeArticle(db(), {
      title: `हिंदी समाचार ${t}`,
      content: "<p>दिल्ली में बारिश</p>",
      publishedAt: day(7),
    });
    await makeArticle(db(), { title: `မြန်မာ ${t}`, content: "<p>ရန်ကုန်မြို့တွင်မိုးရွာသည်</p>", publishedAt: day(8) });
    expect(await titles({ q: "বৃষ্টি" })).toEqual([`বাংলা খবর ${t}`]);
    expect(await titles({ q: "बारिश" })).toEqual([`हिंदी समाचार ${t}`]);
    const burmese = await search({ q: "မိုး" });
    expect(burmese.items.map((r) => marked(r.snippet))).toEqual(["မိုး"]);
    expect(await titles({ q: `မြို့ ${t}` })).toEqual([`မြန်မာ ${t}`]);
  });

  it("finds a published piece only: never a draft, one in review, scheduled, unpublished or taken down", async () => {
    const t = token();
    await makeArticle(db(), { title: `Out ${t}` });
    await makeArticle(db(), { title: `Draft ${t}`, publishedAt: null });
    for (const status of ["review", "unpublished"] as const) {
      const a = await makeArticle(db(), { title: `${status} ${t}`, publishedAt: null });
      await db().update(articles).set({ status }).where(eq(articles.id, a.id));
    }
    const later = await makeArticle(db(), { title: `Scheduled ${t}`, publishedAt: null });
    await db()
      .update(articles)
      .set({ status: "scheduled", scheduledFor: day(900) })
      .where(eq(articles.id, later.id));
    const hidden = await makeArticle(db(), { title: `Taken down ${t}` });
    await db().update(articles).set({ noindex: true }).where(eq(articles.id, hidden.id));
    await makeCreative(db(), { title: `Poem ${t}`, publishedAt: day(1) });
    await makeCreative(db(), { title: `Draft poem ${t}`, status: "draft", publishedAt: null });
    expect((await titles({ q: t })).sort()).toEqual([`Out ${t}`, `Poem ${t}`]);
  });

  it("filters by section, a category's or a creative type's, and by period or dates", async () => {
    const t = token();
    await makeArticle(db(), { title: `Politics ${t}`, category: "Politics", publishedAt: day(10) });
    await makeArticle(db(), { title: `Business ${t}`, category: "Business", publishedAt: day(20) });
    const poem = await makeCreative(db(), { title: `Poem ${t}`, type: "poetry", publishedAt: day(399) });
    expect(await titles({ q: t, section: "business" })).toEqual([`Business ${t}`]);
    const poems = await search({ q: t, section: "poetry" });
    expect(poems.items.map((r) => [r.href, r.section])).toEqual([[`/creative?piece=${poem.id}`, "Poetry"]]);
    expect(await titles({ q: t, period: "week" })).toEqual([`Poem ${t}`]);
    expect(await titles({ q: t, from: "2026-01-15", to: "2026-01-21" })).toEqual([`Business ${t}`]);
    expect(await titles({ q: t, from: "2026-01-11", to: "2026-01-11" })).toEqual([`Politics ${t}`]);
  });

  it("ranks within the newest matches of its window, says there are more, and pages by 20", async () => {
    const t = token();
    for (let i = 0; i < 5; i++) await makeArticle(db(), { title: `N${i} ${t}`, publishedAt: day(30 + i) });
    const windowed = await search({ q: t }, { window: 3 });
    expect([windowed.total, windowed.more, windowed.items.map((r) => r.title[0]!.text)]).toEqual([
      3,
      true,
      ["N4 ", "N3 ", "N2 "],
    ]);
    const u = token();
    for (let i = 0; i < 21; i++) await makeArticle(db(), { title: `P${i} ${u}`, publishedAt: day(40 + i) });
    const second = await search({ q: u, page: 2 });
    expect([second.total, second.pageCount, second.page, second.items.length]).toEqual([21, 2, 2, 1]);
    expect((await search({ q: u, page: 99 })).page).toBe(2);
  });

  it("finds the same newest matches by reading the newest pieces as through the index", async () => {
    // The newest pieces of all: a word in each of them is common, and read for piece by piece.
    const t = token();
    for (let i = 0; i < 6; i++) await makeArticle(db(), { title: `C${i} ${t}`, publishedAt: day(390 + i) });
    // Older, and rare among the newest: found through the index.
    const u = token();
    for (let i = 0; i < 3; i++) await makeArticle(db(), { title: `R${i} ${u}`, publishedAt: day(20 + i) });
    const reach = (window: number, sample: number, probe: number) => ({ window, sample, probe });
    const newest = async (q: string, r: ReturnType<typeof reach>) => {
      const page = await search({ q }, r);
      return [page.total, page.more, page.items.map((i) => i.title[0]!.text).sort()];
    };
    // A walk of the newest 4 finds 4 matches, past the window of 3: its newest three, and more.
    expect(await newest(t, reach(3, 4, 8))).toEqual([3, true, ["C3 ", "C4 ", "C5 "]]);
    // A sample of 2 that finds 2: the rest of the probe is read after it.
    expect(await newest(t, reach(4, 2, 8))).toEqual([4, true, ["C2 ", "C3 ", "C4 ", "C5 "]]);
    // A sample too small to judge sends the common word to the index: the same answer.
    expect(await newest(t, reach(3, 1, 2))).toEqual([3, true, ["C3 ", "C4 ", "C5 "]]);
    expect(await newest(u, reach(3, 4, 8))).toEqual([3, false, ["R0 ", "R1 ", "R2 "]]);
    expect(await newest(u, reach(2, 4, 8))).toEqual([2, true, ["R1 ", "R2 "]]);
  });

  it("reads on after the sample from the piece it ended at, among pieces published at the same moment", async () => {
    const v = token();
    for (let i = 0; i < 4; i++) await makeArticle(db(), { title: `V${i} ${v}`, publishedAt: day(398) });
    // The sample of 2 ends inside the tie; the rest of the probe starts right after it: four matches,
    // none read twice, of which the window keeps three.
    const page = await search({ q: v }, { window: 3, sample: 2, probe: 4 });
    const titles = page.items.map((i) => i.title[0]!.text);
    expect([page.total, page.more, new Set(titles).size]).toEqual([3, true, 3]);
  });

  it("answers a query of stop words, punctuation or nothing without an error", async () => {
    const t = token();
    await makeArticle(db(), { title: `The ${t} and the sea` });
    expect((await search({ q: "the" })).total).toBeGreaterThan(0);
    expect((await search({ q: "!!! ((" })).total).toBe(0);
    expect((await search({ q: "" })).total).toBe(0);
    expect((await search({ q: `"${t}" -sea` })).total).toBe(0);
    expect((await search({ q: "50%_" })).total).toBe(0);
  });
});
