// `npx tsx scripts/bench/lists.ts`: the lists whose counts grow with the archive, timed in-process on an
// in-memory PGlite filled by seedScale, with 1,000 and with 100,000 articles; no HTTP, no rendering.
// Prints the median of REPS runs (after WARM_UP runs) of each list. Issue 12's target is at most 1.5
// times the time with 1,000 articles (docs/performance.md, '100,000 articles').
import { performance } from "node:perf_hooks";
import { openPglite } from "../../server/db/client.ts";
import { seedScale } from "../../server/db/seed/scale.ts";
import { listPiecesForAdmin } from "../../server/modules/content/portal.ts";
import { searchArticles } from "../../server/modules/articles/queries.ts";
import { searchSite } from "../../server/modules/search/site-search.ts";
import { actor } from "../../tests/helpers/factories.ts";
import type { Db } from "../../server/db/client.ts";

const SIZES = [1_000, 100_000];
const REPS = Number(process.env.REPS ?? 15);
const WARM_UP = 5;
const admin = actor("admin");
const category =
  (q?: string, page = 1) =>
  (db: Db) =>
    searchArticles(db, { categories: ["Politics"], q, page, timeZone: "Asia/Kolkata" });
const manage = (query: { q?: string; category?: string; page?: number }) => (db: Db) =>
  listPiecesForAdmin(db, admin, "article", query);

const site =
  (q: string, section: string | null = null) =>
  (db: Db) =>
    searchSite(db, { q, section, period: null, from: null, to: null, page: 1 }, { timeZone: "Asia/Kolkata" });

const CASES: [string, (db: Db) => Promise<unknown>][] = [
  ["site search", site("monsoon")],
  ["site search, rare word", site("777")],
  ["site search, Bengali", site("সিলেট")],
  ["site search, section", site("election", "politics")],
  ["category page", category()],
  ["category page, search", category("monsoon")],
  ["Manage Articles", manage({})],
  ["Manage Articles, category", manage({ category: "Politics" })],
  ["Manage Articles, search", manage({ q: "monsoon" })],
  ["Manage Articles, search p. 3", manage({ q: "monsoon", page: 3 })],
];

async function mediansAt(size: number): Promise<number[]> {
  const database = await openPglite();
  try {
    await database.migrate();
    await seedScale(database.db, size);
    await database.db.execute("analyze");
    const medians: number[] = [];
    for (const [, run] of CASES) {
      for (let i = 0; i < WARM_UP; i++) await run(database.db);
      const times: number[] = [];
      for (let i = 0; i < REPS; i++) {
        const start = performance.now();
        await run(database.db);
        times.push(performance.now() - start);
      }
      medians.push(times.sort((a, b) => a - b)[Math.floor(REPS / 2)]!);
    }
    return medians;
  } finally {
    await database.close();
  }
}

const [small, large] = [await mediansAt(SIZES[0]!), await mediansAt(SIZES[1]!)];
console.log(`${"list".padEnd(30)}${"1k ms".padStart(8)}${"100k ms".padStart(9)}${"ratio".padStart(8)}`);
CASES.forEach(([name], i) => {
  const ratio = large[i]! / small[i]!;
  console.log(
    `${name.padEnd(30)}${small[i]!.toFixed(2).padStart(8)}${large[i]!.toFixed(2).padStart(9)}${ratio.toFixed(2).padStart(8)}`,
  );
});
