// Live blog readers (issue 42, decision 0081): N readers polling `/live/:id` with If-None-Match every 3 s,
// an editor posting an entry every 10 s, and meanwhile the server's CPU, its memory and the home page's
// cached throughput (wrk), against the same home page measured without them first.
// Each reader is a fetch of this process (its own kept-alive connection); wrk drives the home page.
// `npx tsx scripts/bench/live-readers.ts` on the built server (`npm run build`); LIVE_READERS (2000),
// LIVE_SECONDS (60): `npm run bench:live`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createAdminAccount, postForm, signInAdmin } from "../../tests/helpers/admin.ts";
import { startServer } from "../../tests/helpers/server.ts";
import { measure } from "./wrk.ts";

export type LiveOptions = { readers: number; seconds: number; pollMs?: number; entryMs?: number };

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

/** Runs the readers and the entries against the server of `pid` at `baseUrl` for `o.seconds`, with wrk on
 * the home page meanwhile, and prints the figures. */
export async function benchLiveReaders(baseUrl: string, cookie: string, pid: number, o: LiveOptions) {
  const pollMs = o.pollMs ?? 3000;
  const entryMs = o.entryMs ?? 10_000;
  const id = await startLive(baseUrl, cookie);
  const wrk = { seconds: o.seconds, connections: 32, threads: 2, rounds: 1 };
  const alone = await measure(`${baseUrl}/`, {}, { ...wrk, seconds: Math.min(10, o.seconds) });

  const counts = { ok: 0, notModified: 0, errors: 0 };
  let running = true;
  const reader = async () => {
    let etag = "";
    await new Promise((r) => setTimeout(r, Math.random() * pollMs));
    while (running) {
      try {
        const answer = await fetch(`${baseUrl}/live/${id}`, {
          headers: etag ? { "If-None-Match": etag } : {},
        });
        await answer.arrayBuffer();
        if (answer.status === 304) counts.notModified++;
        else if (answer.ok) [counts.ok, etag] = [counts.ok + 1, answer.headers.get("etag") ?? ""];
        else counts.errors++;
      } catch {
        counts.errors++;
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };
  const readers = Array.from({ length: o.readers }, reader);
  let entries = 0;
  const poster = setInterval(() => {
    const body = `Bench entry ${++entries} at ${new Date().toISOString()}`;
    void postForm(baseUrl, `/admin/dashboard/articles/${id}/live`, { intent: "post", body }, cookie)
      .then((r) => r.arrayBuffer())
      .catch(() => {});
  }, entryMs);
  // The readers settle in, then the window: CPU over it, RSS at its peak, wrk on the home page.
  await new Promise((r) => setTimeout(r, pollMs));
  const pids = serverPids(pid);
  const cpu0 = cpuSeconds(pids);
  const t0 = performance.now();
  let peak = rssMb(pids);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pids))), 500);
  const during = await measure(`${baseUrl}/`, {}, { ...wrk, seconds: o.seconds }, { warmUpSeconds: 1 });
  const cpu = (cpuSeconds(pids) - cpu0) / ((performance.now() - t0) / 1000);
  clearInterval(sampler);
  clearInterval(poster);
  running = false;
  await Promise.all(readers);
  const polls = counts.ok + counts.notModified + counts.errors;
  console.log(
    `live blog: ${o.readers} readers polling every ${pollMs / 1000} s, an entry every ${entryMs / 1000} s, ` +
      `${o.seconds} s window\n` +
      `  polls: ${polls} (${counts.notModified} × 304, ${counts.ok} × 200, ${counts.errors} errors), ${entries} entries\n` +
      `  server CPU: ${Math.round(cpu * 100)} % of a core; RSS peak ${peak} MB\n` +
      `  home page (cached), wrk -c${wrk.connections}: ${Math.round(alone.rps)} req/s alone, ` +
      `${Math.round(during.rps)} req/s with the readers (p99 ${during.p99.toFixed(1)} ms, ${during.errors} errors)`,
  );
  return { polls, ...counts, entries, cpu, peak, alone: alone.rps, during: during.rps };
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
    await benchLiveReaders(server.url, cookie, server.process.pid!, {
      readers: Number(process.env.LIVE_READERS ?? 2000),
      seconds: Number(process.env.LIVE_SECONDS ?? 60),
    });
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
