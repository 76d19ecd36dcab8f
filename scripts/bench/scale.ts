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
import { seedHomeDesk, submitForReview } from "./home-desk.ts";
import { benchPortalLists, HOME_PAGE } from "./portal.ts";
import { round, WARM_UP_SECONDS, type WrkOptions } from "./wrk.ts";

const SIZES = [1_000, 100_000] as const;
const TARGET = 1.5;
/** Issue 36: a portal list answers within this with 100,000 articles. */
const PORTAL_TARGET_MS = 500;
/** Issue 38: the home screen answers within this with 100,000 pieces. */
const HOME_TARGET_MS = 300;
/** Pieces waiting for review on the large site: more than the home screen's ten rows. */
const IN_REVIEW = 20;
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

type Site = { url: string; staff: Record<string, string>; close: () => Promise<void> };

/** A fresh embedded database of `size` articles (seedScale) and a server on it. */
async function siteOf(size: number): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `borderland-scale-${size}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    createAdminAccount(dataDir, ADMIN, { SEED_DEMO: "false" });
    const database = await openPglite(path.join(dataDir, "db"));
    const started = performance.now();
    try {
      await seedScale(database.db, size);
      await seedHomeDesk(database.db, size, ADMIN.username);
    } finally {
      await database.close();
    }
    console.log(
      `  ${size.toLocaleString("en")} articles seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: "false" });
    const close = async () => {
      await server.stop();
      removeDir();
    };
    try {
      const cookie = await signInAdmin(server.url, ADMIN);
      await submitForReview(server.url, cookie, IN_REVIEW);
      return { url: server.url, staff: { Cookie: cookie }, close };
    } catch (error) {
      await close();
      throw error;
    }
  } catch (error) {
    removeDir();
    throw error;
  }
}

/** One case on both sites, their rounds taken in turn (the small site's, then the large one's), so
 * that the machine's drift from one minute to the next falls on both alike; answers the pair of p50s
 * whose ratio is the median. */
async function paired(c: Case, sites: readonly [Site, Site], wrk: WrkOptions): Promise<[number, number]> {
  const target = (site: Site) => [`${site.url}${c.path}`, c.staff ? site.staff : RENDERED] as const;
  for (const site of sites) await round(...target(site), { ...wrk, seconds: WARM_UP_SECONDS });
  const pairs: [number, number][] = [];
  for (let i = 0; i < wrk.rounds; i++) {
    const rounds = [await round(...target(sites[0]), wrk), await round(...target(sites[1]), wrk)];
    rounds.forEach((r, k) => {
      if (r.errors > 0) throw new Error(`${c.path} answered ${r.errors} errors at ${SIZES[k]} articles`);
    });
    pairs.push([rounds[0]!.p50, rounds[1]!.p50]);
  }
  return [...pairs].sort((a, b) => a[1] / a[0] - b[1] / b[0])[Math.floor(pairs.length / 2)]!;
}

export async function compareScale(base: WrkOptions): Promise<void> {
  // Latency of one page at a time, not throughput: what a reader waits for.
  const wrk = { ...base, connections: 1, threads: 1 };
  console.log(
    `\nWith 1,000 and with 100,000 articles (wrk -t1 -c1 -d${wrk.seconds}s, ${wrk.rounds} rounds on each ` +
      `in turn, the pair with the median ratio):`,
  );
  const small = await siteOf(SIZES[0]);
  try {
    const large = await siteOf(SIZES[1]);
    try {
      console.log(
        `${"page".padEnd(28)}${"1k ms".padStart(9)}${"100k ms".padStart(9)}${"ratio".padStart(8)}  target`,
      );
      for (const c of CASES) {
        const [one, hundred] = await paired(c, [small, large], wrk);
        const ratio = hundred / one;
        console.log(
          `${c.name.padEnd(28)}${one.toFixed(1).padStart(9)}${hundred.toFixed(1).padStart(9)}${ratio.toFixed(2).padStart(8)}` +
            `  ≤ ${TARGET}×: ${ratio <= TARGET ? "met" : "NOT MET"}`,
        );
      }
      const portal = { ...base, rounds: Math.min(base.rounds, 3) };
      if (
        !(await benchPortalLists(
          large.url,
          large.staff.Cookie!,
          portal,
          PORTAL_TARGET_MS,
          "100,000 articles",
        ))
      )
        process.exitCode = 1;
      if (
        !(await benchPortalLists(
          large.url,
          large.staff.Cookie!,
          portal,
          HOME_TARGET_MS,
          "100,000 articles",
          HOME_PAGE,
        ))
      )
        process.exitCode = 1;
    } finally {
      await large.close();
    }
  } finally {
    await small.close();
  }
}
