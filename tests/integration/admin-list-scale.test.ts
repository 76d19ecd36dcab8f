import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORIES, type Category } from "#shared/categories.ts";
import type { Db } from "../../server/db/client.ts";
import * as schema from "../../server/db/schema.ts";
import { withSearchIndexesBuiltAfter } from "../../server/db/seed/bulk-load.ts";
import { listPiecesForAdmin } from "../../server/modules/content/portal.ts";
import { actor } from "../helpers/factories.ts";
import { createTestDatabase, postgresSkipReason, type Engine } from "../helpers/test-db.ts";

/** The plans are read on PostgreSQL at the scale they are meant for; PGlite, the same planner in one
 * process, answers the same searches over a tenth of it (loading 100,000 rows there took four minutes
 * of the suite). How fast each list answers at 100,000 is the bench's (`npm run bench -- --scale`). */
const ROWS_OF: Record<Engine, number> = { postgres: 100_000, pglite: 10_000 };
const admin = actor("admin");
const categories = `array[${CATEGORIES.map((c) => `'${c}'`).join(",")}]`;
const topics =
  "array['rivers','tea gardens','elections','football','budget','schools','markets','roads','monsoon','bamboo']";
const authors = "array['Rina Das','Anurag Bora','Thoibi Devi','Lalrin Sailo','Ibadahun Lyngdoh']";

/** Manage Articles over 100,000 articles: each search a reader of the table can make is answered from
 * the indexes (trigram on title and author, category, publication time), without sorting or counting
 * the whole table. */
for (const engine of ["postgres", "pglite"] as Engine[]) {
  const run = engine === "postgres" && postgresSkipReason ? describe.skip : describe;
  const ROWS = ROWS_OF[engine];
  run(`Manage Articles with ${ROWS} articles [${engine}]`, () => {
    let handle: Awaited<ReturnType<typeof createTestDatabase>>;
    let db: Db;
    const queries: { query: string; params: unknown[] }[] = [];

    beforeAll(async () => {
      const loading = performance.now();
      handle = await createTestDatabase(engine);
      const client = (handle.database.db as unknown as { $client: never }).$client;
      const logger = { logQuery: (query: string, params: unknown[]) => queries.push({ query, params }) };
      db = (engine === "postgres"
        ? drizzlePg(client, { schema, logger })
        : drizzlePglite(client, { schema, logger })) as unknown as Db;
      await withSearchIndexesBuiltAfter(db, () =>
        db.execute(
          sql.raw(`insert into articles (title, slug, excerpt, content, category, author, featured, published_at, status)
            select 'Report ' || g || ' on ' || (${topics})[1 + g % 10] || ' ' || md5(g::text),
                   'scale-' || g, 'Excerpt ' || g, '<p>Body ' || g || '</p>',
                   (${categories})[1 + g % 14],
                   (${authors})[1 + g % 5] || ' ' || substr(md5((g * 7)::text), 1, 6),
                   g % 50 = 0,
                   case when g % 1000 = 0 then null else now() - g * interval '1 minute' end,
                   case when g % 1000 = 0 then 'draft' else 'published' end
            from generate_series(1, ${ROWS}) g`),
        ),
      );
      await db.execute(sql`analyze articles`);
      console.log(
        `[${engine}] ${ROWS} articles loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`,
      );
    }, 600_000);
    afterAll(async () => {
      await handle?.drop();
    });

    /** Runs the listing once to warm up, then five times; the plans of its queries, and the median
     * time, printed (the bench judges times). */
    async function measure(query: { q?: string; category?: string; status?: string; page?: number }) {
      await listPiecesForAdmin(db, admin, "article", query);
      const times: number[] = [];
      let result;
      for (let i = 0; i < 5; i++) {
        queries.length = 0;
        const start = performance.now();
        result = await listPiecesForAdmin(db, admin, "article", query);
        times.push(performance.now() - start);
      }
      const captured = queries.splice(0);
      // The count of a trigram search is planned without sequential scans (server/modules/content/count.ts).
      const forced = captured.some((c) => /^set local enable_seqscan/i.test(c.query));
      const plan = async (text: string, params: unknown[]) => {
        const explain = sql.raw(
          `explain ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`,
        );
        const explained = (forced && /^select count/i.test(text)
          ? await db.transaction(async (tx) => {
              await tx.execute(sql`set local enable_seqscan = off`);
              return tx.execute(explain);
            })
          : await db.execute(explain)) as unknown as { rows: { "QUERY PLAN": string }[] };
        return explained.rows.map((r) => r["QUERY PLAN"]).join("\n");
      };
      // A search counts its matches up to a cap; the other lists read article_counts (decision 0022).
      const countQuery = captured.find((c) => /^select count|from "article_counts"/i.test(c.query))!;
      const pageQuery = captured.find((c) => /^select "id"/i.test(c.query))!;
      const plans = {
        count: await plan(countQuery.query, countQuery.params),
        page: await plan(pageQuery.query, pageQuery.params),
      };
      const median = times.sort((a, b) => a - b)[2]!;
      console.log(
        `[${engine}] ${JSON.stringify(query)}: median ${median.toFixed(1)} ms, ${result!.total} matches\ncount:\n${plans.count}\npage:\n${plans.page}`,
      );
      return { plans, result: result! };
    }

    const literal = (v: unknown) =>
      typeof v === "number" ? String(v) : `'${String(v).replace(/'/g, "''")}'`;
    /** The articles the load puts in `category` (article g in the (1 + g mod 14)th). */
    const inCategory = (category: Category) =>
      Array.from({ length: ROWS }, (_, i) => i + 1).filter((g) => g % 14 === CATEGORIES.indexOf(category))
        .length;
    /** The last page of `total` matches, twenty to a page. */
    const lastPage = (total: number) => Math.ceil(total / 20);

    it("shows the newest page of everything from the publication-time index", async () => {
      const { plans, result } = await measure({});
      expect(result).toMatchObject({ total: ROWS, more: false });
      expect(plans.count).toMatch(/article_counts/);
      expect(plans.count).not.toMatch(/on articles/);
      expect(result.items[0]!.publishedAt).toBeNull();
      if (engine === "postgres") expect(plans.page).toMatch(/Index Scan using articles_newest_idx/);
    });

    it("finds rare text through the trigram indexes, and a page of any search without sorting the table", async () => {
      const rare = await measure({ q: "5d41" });
      expect(rare.result.total).toBeGreaterThan(0);
      const none = await measure({ q: "md5x" });
      expect(none.result.total).toBe(0);
      const common = await measure({ q: "tea gard" });
      expect(common.result).toMatchObject({ total: 100, more: true });
      // A page near the end counts every match.
      expect((await measure({ q: "tea gard", page: lastPage(ROWS / 10) })).result).toMatchObject({
        total: ROWS / 10,
        more: false,
        page: lastPage(ROWS / 10),
      });
      const category = await measure({ q: "anma" });
      expect(category.result).toMatchObject({ total: 100, more: true });
      expect(category.result.items.every((a) => a.category === "Myanmar")).toBe(true);
      // Past the last page: the last page.
      const lastOfCategory = await measure({ q: "anma", page: lastPage(ROWS / 14) + 42 });
      expect(lastOfCategory.result.total).toBe(inCategory("Myanmar"));
      expect(lastOfCategory.result).toMatchObject({ more: false, page: lastOfCategory.result.pageCount });
      if (engine === "postgres") {
        for (const { count } of [rare.plans, none.plans, common.plans, category.plans]) {
          expect(count).not.toMatch(/Seq Scan on articles/);
          expect(count).toMatch(/articles_title_trgm_idx/);
          expect(count).toMatch(/articles_author_trgm_idx/);
        }
        expect(category.plans.count).toMatch(/articles_category_newest_idx/);
        // The page of a common match walks the newest-first index until it has 20 rows.
        for (const { page } of [common.plans, category.plans])
          expect(page).toMatch(/Index Scan using articles_newest_idx/);
      }
    });

    it("stays within bounds when the text is in every row", async () => {
      const everywhere = await measure({ q: "report" });
      expect(everywhere.result).toMatchObject({ total: 100, more: true });
      const last = await measure({ q: "report", page: lastPage(ROWS) });
      expect(last.result).toMatchObject({ total: ROWS, more: false, page: lastPage(ROWS) });
    });

    it("filters one category without reading it whole, alone or with a search", async () => {
      const alone = await measure({ category: "Science" });
      expect(alone.result.items.every((a) => a.category === "Science")).toBe(true);
      expect(alone.result).toMatchObject({ total: inCategory("Science"), more: false });
      const combined = await measure({ category: "Science", q: "Lyngdoh" });
      expect(
        combined.result.items.every((a) => a.category === "Science" && a.author.includes("Lyngdoh")),
      ).toBe(true);
      expect(alone.plans.count).toMatch(/article_counts/);
      if (engine === "postgres") {
        expect(`${alone.plans.count}${alone.plans.page}`).not.toMatch(/Seq Scan on articles/);
      }
    });

    it("lists the drafts alone from their own index, not by walking the published ones", async () => {
      const { plans, result } = await measure({ status: "draft" });
      expect(result.total).toBe(ROWS / 1000);
      expect(result.items.every((a) => a.publishedAt === null)).toBe(true);
      if (engine === "postgres") expect(plans.page).toMatch(/articles_unpublished_idx/);
    });

    it("reaches a page deep in the list", async () => {
      const { result } = await measure({ page: lastPage(ROWS) / 2 });
      expect(result.page).toBe(lastPage(ROWS) / 2);
      expect(result.items).toHaveLength(20);
    });
  });
}
