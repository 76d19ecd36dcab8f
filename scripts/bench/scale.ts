// `npm run bench -- --scale`: the pages whose work grows with the archive, rendered (never from the page
// cache) with 1,000 and with 100,000 articles, each on its own fresh embedded database filled by
// seedScale (`npm run seed:scale`). Issue 12's target: at most 1.5 times the time with 1,000.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openPglite } from "../../server/db/client.ts";
import { seedScale } from "../../server/db/seed/scale.ts";
import { createAdminAccount, signInAdmin } from "../../tests/helpers/admin.ts";
import { startServer } from "../../tests/helpers/server.ts";
import { measure, type WrkOptions } from "./wrk.ts";

const SIZES = [1_000, 100_000] as const;
const TARGET = 1.5;
const ADMIN = {
  username: "scale.editor",
  email: "scale.editor@bench.invalid",
  password: "bench-pass-1234",
  name: "Scale",
};
/** A cookie that is no session: the page is rendered for every request, never served from the cache. */
const RENDERED = { Cookie: "bt_session=not-a-session" };

type Case = { name: string; path: string; staff?: boolean };
const CASES: Case[] = [
  { name: "category page", path: "/politics" },
  { name: "category page, search", path: "/politics?q=monsoon" },
  { name: "Manage Articles", path: "/admin/dashboard/articles", staff: true },
  { name: "Manage Articles, search", path: "/admin/dashboard/articles?q=monsoon", staff: true },
  // Site search (decision 0045): a word in one article in ten, a word in one article, a Bengali word
  // in one in seven (the substring path), and a section filter.
  { name: "site search", path: "/search?q=monsoon" },
  { name: "site search, rare word", path: "/search?q=777" },
  { name: "site search, Bengali", path: "/search?q=%E0%A6%B8%E0%A6%BF%E0%A6%B2%E0%A7%87%E0%A6%9F" },
  { name: "site search, section", path: "/search?q=election&section=politics" },
];

async function timesAt(size: number, wrk: WrkOptions): Promise<number[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `borderland-scale-${size}-`));
  try {
    createAdminAccount(dataDir, ADMIN, { SEED_DEMO: "false" });
    const database = await openPglite(path.join(dataDir, "db"));
    const started = performance.now();
    try {
      await seedScale(database.db, size);
    } finally {
      await database.close();
    }
    console.log(
      `  ${size.toLocaleString("en")} articles seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    try {
      const staff = { Cookie: await signInAdmin(server.url, ADMIN) };
      const p50s: number[] = [];
      for (const c of CASES) {
        const round = await measure(`${server.url}${c.path}`, c.staff ? staff : RENDERED, wrk);
        if (round.errors > 0)
          throw new Error(`${c.path} answered ${round.errors} errors at ${size} articles`);
        p50s.push(round.p50);
      }
      return p50s;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function compareScale(base: WrkOptions): Promise<void> {
  // Latency of one page at a time, not throughput: what a reader waits for.
  const wrk = { ...base, connections: 1, threads: 1 };
  console.log(
    `\nWith 1,000 and with 100,000 articles (wrk -t1 -c1 -d${wrk.seconds}s, median p50 of ${wrk.rounds}):`,
  );
  const [small, large] = [await timesAt(SIZES[0], wrk), await timesAt(SIZES[1], wrk)];
  console.log(
    `${"page".padEnd(28)}${"1k ms".padStart(9)}${"100k ms".padStart(9)}${"ratio".padStart(8)}  target`,
  );
  CASES.forEach((c, i) => {
    const ratio = large[i]! / small[i]!;
    console.log(
      `${c.name.padEnd(28)}${small[i]!.toFixed(1).padStart(9)}${large[i]!.toFixed(1).padStart(9)}${ratio.toFixed(2).padStart(8)}` +
        `  ≤ ${TARGET}×: ${ratio <= TARGET ? "met" : "NOT MET"}`,
    );
  });
}
