import { beforeAll, describe, expect, it } from "vitest";
import { actor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { listPiecesForAdmin } from "../content/portal.ts";
import { searchArticles } from "../articles/queries.ts";
import { and, eq, ilike, sql } from "drizzle-orm";
import { articles } from "../../db/schema.ts";
import { loggedDb } from "../../../tests/helpers/logged-db.ts";
import { newestFirst, published } from "../articles/queries.ts";
import { countCap, countNewestFirst, pageWindow } from "./count.ts";

const admin = actor("admin");

describe("countCap and pageWindow", () => {
  it("count a search to the first hundred past the asked page's last row", () => {
    expect(countCap(1, 20)).toBe(100);
    expect(countCap(4, 20)).toBe(100);
    expect(countCap(5, 20)).toBe(200);
    expect(countCap(16, 6)).toBe(100);
    expect(countCap(17, 6)).toBe(200);
  });
  it("know, of a count that stopped at its cap, only the pages it fills", () => {
    expect(pageWindow(100, 9, 20, true)).toMatchObject({ page: 5, pageCount: 5 });
    expect(pageWindow(100, 9, 6, true)).toMatchObject({ page: 9, pageCount: 16 });
    expect(pageWindow(101, 9, 20)).toMatchObject({ page: 6, pageCount: 6 });
  });
});

describeEachEngine("counts of searches, capped", ({ db, engine }) => {
  // 250 Politics articles about the harbour, newest first by number, and 40 others.
  beforeAll(async () => {
    await db().execute(
      sql.raw(`insert into articles (title, slug, excerpt, content, category, author, published_at)
        select case when g <= 250 then 'Harbour report ' || g else 'Hill report ' || g end, 'cap-' || g,
               'Excerpt', '<p>Body</p>', case when g % 2 = 0 or g <= 250 then 'Politics' else 'Science' end,
               'Desk', now() - g * interval '1 minute'
        from generate_series(1, 290) g`),
    );
  });

  it("says there are more than 100 matches on the first pages, and pages on past the cap", async () => {
    const first = await listPiecesForAdmin(db(), admin, "article", { q: "harbour" });
    expect(first).toMatchObject({ total: 100, more: true, page: 1, pageCount: 5 });
    expect(first.items.map((a) => a.title).slice(0, 2)).toEqual(["Harbour report 1", "Harbour report 2"]);
    const fifth = await listPiecesForAdmin(db(), admin, "article", { q: "harbour", page: 5 });
    expect(fifth).toMatchObject({ total: 200, more: true, page: 5, pageCount: 10 });
    expect(fifth.items[0]!.title).toBe("Harbour report 81");
    const sixth = await listPiecesForAdmin(db(), admin, "article", { q: "harbour", page: 6 });
    expect(sixth).toMatchObject({ total: 200, more: true, page: 6 });
    expect(sixth.items[0]!.title).toBe("Harbour report 101");
    // Near the end the count is exact again, and a page past the end shows the last one.
    const tenth = await listPiecesForAdmin(db(), admin, "article", { q: "harbour", page: 10 });
    expect(tenth).toMatchObject({ total: 250, more: false, page: 10, pageCount: 13 });
    const past = await listPiecesForAdmin(db(), admin, "article", { q: "harbour", page: 99 });
    expect(past).toMatchObject({ total: 250, more: false, page: 13, pageCount: 13 });
    expect(past.items.map((a) => a.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Harbour report ${241 + i}`),
    );
  });

  it("walks every page of a capped search without a gap or a repeat", async () => {
    const titles: string[] = [];
    for (let page = 1; page <= 13; page++)
      titles.push(
        ...(await listPiecesForAdmin(db(), admin, "article", { q: "harbour", page })).items.map(
          (a) => a.title,
        ),
      );
    expect(new Set(titles).size).toBe(250);
    expect(titles.every((t) => t.startsWith("Harbour report"))).toBe(true);
  });

  it("counts exactly below the cap, and without a search from the kept counts", async () => {
    expect(await listPiecesForAdmin(db(), admin, "article", { q: "hill" })).toMatchObject({
      total: 40,
      more: false,
    });
    expect(await listPiecesForAdmin(db(), admin, "article", {})).toMatchObject({ total: 290, more: false });
    expect(await listPiecesForAdmin(db(), admin, "article", { category: "Science" })).toMatchObject({
      total: 20,
      more: false,
    });
  });

  it("caps the category page's search the same way, in pages of 6", async () => {
    const search = (q: string | undefined, page: number) =>
      searchArticles(db(), { categories: ["Politics"], q, page, timeZone: "UTC" });
    expect(await search("harbour", 1)).toMatchObject({ total: 100, more: true, pageCount: 16 });
    const seventeenth = await search("harbour", 17);
    expect(seventeenth).toMatchObject({ total: 200, more: true, page: 17, pageCount: 33 });
    expect(seventeenth.items[0]!.title).toBe("Harbour report 97");
    expect(await search("harbour", 40)).toMatchObject({ total: 250, more: false, page: 40, pageCount: 42 });
    expect(await search(undefined, 1)).toMatchObject({ total: 270, more: false, pageCount: 45 });
  });

  it("counts a common word along the newest rows, and a rare one, or past the first pages, by the trigram indexes", async () => {
    const politics = and(published, eq(articles.category, "Politics"));
    const count = async (word: string, cap: number) => {
      const { db: logged, queries } = loggedDb(db(), engine);
      const match = ilike(articles.title, `%${word}%`);
      const counted = await countNewestFirst(logged, articles, {
        base: politics,
        match,
        newest: newestFirst,
        baseRows: 270,
        cap,
        trigrams: true,
        window: 50,
      });
      const trigrams = queries.some((query) => /enable_seqscan/.test(query));
      return { ...counted, trigrams };
    };
    // The 50 newest Politics articles are all about the harbour: the window fills the count.
    expect(await count("harbour", 4)).toEqual({ total: 4, more: true, trigrams: false });
    // The hill reports are older than the window: the trigram indexes count them, exactly.
    expect(await count("hill", 100)).toEqual({ total: 20, more: false, trigrams: true });
    expect(await count("hill", 4)).toEqual({ total: 4, more: true, trigrams: true });
    // A count of 100 needs more than one row in ten of a window of 50 rows: not tried there.
    expect(await count("harbour", 100)).toEqual({ total: 100, more: true, trigrams: true });
  });

  it("counts exactly within the window a list that fits in it", async () => {
    const science = and(published, eq(articles.category, "Science"));
    const { db: logged, queries } = loggedDb(db(), engine);
    const counted = await countNewestFirst(logged, articles, {
      base: science,
      match: ilike(articles.title, "%hill%"),
      newest: newestFirst,
      baseRows: 20,
      cap: 100,
      trigrams: true,
      window: 50,
    });
    expect(counted).toEqual({ total: 20, more: false });
    expect(queries).toHaveLength(1);
    expect(
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(articles)
        .where(science),
    ).toEqual([{ n: 20 }]);
  });
});
