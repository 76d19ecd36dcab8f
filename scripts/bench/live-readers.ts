// Live blog readers (issue 42, decision 0081): N readers polling `/live/:id` with If-None-Match every 3 s,
// an editor posting an entry every 10 s, and meanwhile the server's CPU, its memory and the home page's
// cached throughput (wrk), against the same home page measured without them first.
// Each reader is a fetch of this process (its own kept-alive connection); wrk drives the home page.
// `npx tsx scripts/bench/live-readers.ts` on the built server (`npm run build`); LIVE_READERS (2000),
// LIVE_SECONDS (60): `npm run bench:live`.
import { setMaxListeners } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdminAccount, postForm, signInAdmin } from "../../tests/helpers/admin.ts";
import { startServer } from "../../tests/helpers/server.ts";
import { pollingReader, startSseModel, streamingReader, type Delivery } from "./live-reader-kinds.ts";
import { measure } from "./wrk.ts";

export type LiveOptions = {
  readers: number;
  seconds: number;
  pollMs?: number;
  entryMs?: number;
  /** poll: the live island's way (decision 0081); sse: held streams of the SSE model. */
  mode?: "poll" | "sse";
};

const TICKS_PER_SECOND = 100;

/** The CPU seconds (user + system) the processes `pids` have used so far, from /proc. */
function cpuSeconds(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** The resident memory of `pids` in MB. */
function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids)
    kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  return Math.round(kb / 1024);
}

/** The process `pid` and its children (the server's workers on PostgreSQL). */
function serverPids(pid: number): number[] {
  const children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim();
  return [pid, ...children.split(/\s+/).filter(Boolean).map(Number)];
}

/** Makes the first article of the editor's list a live blog; answers its id. */
async function startLive(baseUrl: string, cookie: string): Promise<string> {
  const list = await (await fetch(`${baseUrl}/admin/dashboard/articles`, { headers: { cookie } })).text();
  const id = /\/admin\/dashboard\/articles\/([0-9a-f-]{36})/.exec(list)?.[1];
  if (!id) throw new Error("no article in the editor's list to make live");
  await (await postForm(baseUrl, `/admin/dashboard/articles/${id}/live`, { intent: "start" }, cookie)).text();
  const live = await fetch(`${baseUrl}/live/${id}`);
  if (live.status !== 200) throw new Error(`/live/${id} answered ${live.status} after the start`);
  await live.arrayBuffer();
  return id;
}

/** Other pages of the site, from the home page's links, each read once (so cached), and the live
 * piece's own page (it names its id) apart. */
async function otherPages(baseUrl: string, id: string): Promise<{ others: string[]; live: string | null }> {
  const home = await (await fetch(`${baseUrl}/`)).text();
  const links = home.matchAll(/href="(\/(?:article|category|author|creative)\/[^"#?]+)"/g);
  const others: string[] = [];
  let live: string | null = null;
  for (const link of new Set([...links].map((m) => m[1]!))) {
    if (others.length === 8) break;
    const page = await (await fetch(`${baseUrl}${link}`)).text();
    if (!page.includes(id)) others.push(link);
    else live = link;
  }
  return { others, live };
}

/** Reads `path` until the cache answers it (a page past its 30 s TTL is sent stale while it renders). */
async function cachedNow(url: string) {
  for (let i = 0; i < 20 && (await xCache(url)) !== "HIT"; i++) await new Promise((r) => setTimeout(r, 100));
}

/** Posts one entry with every page cached, then asks each page again: the site's other pages answer
 * from the cache, the live piece's own page is rendered again (decision 0081). */
async function oneEntryDrops(baseUrl: string, id: string, cookie: string) {
  const { others, live } = await otherPages(baseUrl, id);
  const pages = [...others, ...(live ? [live] : [])];
  for (const page of pages) await cachedNow(`${baseUrl}${page}`);
  await (
    await postForm(
      baseUrl,
      `/admin/dashboard/articles/${id}/live`,
      { intent: "post", body: "One more" },
      cookie,
    )
  ).arrayBuffer();
  // Past the cache's one-second look at the change counter (shared values).
  await new Promise((r) => setTimeout(r, 1500));
  const states = await Promise.all(pages.map((p) => xCache(`${baseUrl}${p}`)));
  const kept = others.filter((_, i) => states[i] === "HIT").length;
  const liveState = live ? states.at(-1) : "not found";
  return `one more entry, every page cached before it: ${kept} of ${others.length} other pages still from the cache (HIT) after it; the live piece's page ${liveState === "HIT" ? "still HIT" : `rendered again (${liveState})`}`;
}

const xCache = async (url: string) => {
  const answer = await fetch(url);
  await answer.arrayBuffer();
  return answer.headers.get("x-cache");
};

const quantile = (values: number[], q: number) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!
    : NaN;

/** Runs the readers (polling, or held SSE streams of the model) and the entries against the server of
 * `pid` at `baseUrl` for `o.seconds`, with wrk on the home page meanwhile, and prints the figures. */
export async function benchLiveReaders(baseUrl: string, cookie: string, pid: number, o: LiveOptions) {
  const pollMs = o.pollMs ?? 3000;
  const entryMs = o.entryMs ?? 10_000;
  const mode = o.mode ?? "poll";
  const id = await startLive(baseUrl, cookie);
  const wrk = { seconds: o.seconds, connections: 32, threads: 2, rounds: 1 };
  const alone = await measure(`${baseUrl}/`, {}, { ...wrk, seconds: Math.min(10, o.seconds) });
  const model = mode === "sse" ? await startSseModel(`${baseUrl}/live/${id}`) : null;

  // This run's entries, told apart from an earlier run's on the same blog.
  const run = `${mode}-${Date.now().toString(36)}`;
  const counts = { ok: 0, notModified: 0, events: 0, errors: 0 };
  const deliveries = Array.from({ length: o.readers }, (): Delivery => ({ seen: 0, delays: [] }));
  let running = true;
  const stop = new AbortController();
  setMaxListeners(o.readers + 10, stop.signal);
  const readers = deliveries.map((d) =>
    model
      ? streamingReader(model.url, counts, d, stop.signal, run)()
      : pollingReader(`${baseUrl}/live/${id}`, pollMs, counts, d, run)(() => running),
  );
  let entries = 0;
  const poster = setInterval(() => {
    const body = `Bench ${run} entry ${++entries} at ${new Date().toISOString()}`;
    void postForm(baseUrl, `/admin/dashboard/articles/${id}/live`, { intent: "post", body }, cookie)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  }, entryMs);
  // The readers settle in, then the window: CPU over it, RSS at its peak, wrk on the home page.
  await new Promise((r) => setTimeout(r, pollMs));
  const pids = [...serverPids(pid), ...(model ? [model.child.pid!] : [])];
  const cpu0 = cpuSeconds(pids);
  const own0 = process.cpuUsage();
  const t0 = performance.now();
  let peak = rssMb(pids);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pids))), 500);
  const during = await measure(`${baseUrl}/`, {}, { ...wrk, seconds: o.seconds }, { warmUpSeconds: 1 });
  const window = (performance.now() - t0) / 1000;
  const cpu = (cpuSeconds(pids) - cpu0) / window;
  const spent = process.cpuUsage(own0);
  const own = (spent.user + spent.system) / 1e6 / window;
  clearInterval(sampler);
  clearInterval(poster);
  // The last entry reaches everyone before the count.
  await new Promise((r) => setTimeout(r, pollMs + 1500));
  running = false;
  stop.abort();
  model?.child.kill();
  await Promise.all(readers);
  const drops = await oneEntryDrops(baseUrl, id, cookie);
  const delays = deliveries.flatMap((d) => d.delays);
  const reached = deliveries.filter((d) => d.seen === entries).length;
  const polls = counts.ok + counts.notModified;
  const how =
    mode === "sse"
      ? `${o.readers} readers holding an SSE stream (the model, scripts/bench/sse-model.ts)`
      : `${o.readers} readers polling every ${pollMs / 1000} s`;
  console.log(
    `live blog: ${how}, an entry every ${entryMs / 1000} s, ${o.seconds} s window\n` +
      (mode === "sse"
        ? `  events: ${counts.events} written to readers, ${counts.errors} errors, ${entries} entries\n`
        : `  polls: ${polls + counts.errors} (${counts.notModified} × 304, ${counts.ok} × 200, ${counts.errors} errors), ${entries} entries\n`) +
      `  delivery: ${reached} of ${o.readers} readers had the last entry; an entry reached a reader in ` +
      `${Math.round(quantile(delays, 0.5))} ms (median), ${Math.round(quantile(delays, 0.95))} ms (p95), ${Math.round(Math.max(...delays, 0))} ms (max)\n` +
      `  CPU (server${model ? " and model" : ""}): ${Math.round(cpu * 100)} % of a core; RSS peak ${peak} MB\n` +
      `  home page (cached), wrk -c${wrk.connections}: ${Math.round(alone.rps)} req/s alone, ` +
      `${Math.round(during.rps)} req/s with the readers (p99 ${during.p99.toFixed(1)} ms, ${during.errors} errors)\n` +
      `  the readers' own process (on the same machine, taking from the server's CPU): ${Math.round(own * 100)} % of a core\n` +
      `  ${drops}`,
  );
  return {
    mode,
    ...counts,
    entries,
    cpu,
    peak,
    alone: alone.rps,
    during: during.rps,
    delays,
    own,
    drops,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const admin = {
    username: "bench.live",
    email: "bench.live@bench.invalid",
    password: "bench-live-password",
    name: "Bench Live",
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-live-bench-"));
  createAdminAccount(dataDir, admin);
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const cookie = await signInAdmin(server.url, admin);
    // LIVE_MODE: poll, sse, or both (the default), one after the other on the same server.
    const modes = (process.env.LIVE_MODE ?? "poll,sse").split(",") as ("poll" | "sse")[];
    for (const mode of modes)
      await benchLiveReaders(server.url, cookie, server.process.pid!, {
        readers: Number(process.env.LIVE_READERS ?? 2000),
        seconds: Number(process.env.LIVE_SECONDS ?? 60),
        entryMs: Number(process.env.LIVE_ENTRY_SECONDS ?? 10) * 1000,
        mode,
      });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
