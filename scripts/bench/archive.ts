// `npm run bench:archive`: issue 43's scale figure. Seeds a fresh PostgreSQL database with ARCHIVE_PIECES
// (100,000) published articles (seedScale, as `npm run seed:scale`), then runs `npm run archive` on it
// into a temporary folder, twice (the second run finds nothing changed), as its own process, and prints
// each run's wall time, its peak resident memory (VmHWM, read every 100 ms) and what it wrote, with the
// machine's load average. ARCHIVE_BENCH_DATABASE_URL names the server (TEST_DATABASE_URL's by default);
// the database is made there and dropped after. ARCHIVE_BENCH_RUNS=1 leaves out the second run.
// ARCHIVE_BENCH_NODE_ARGS adds node options to the runs: `--cpu-prof`, or
// `--import=./scripts/bench/memory-probe.mjs` with MEMORY_PROBE_FILE for the V8 heap over time. `npm run build` first: the archive's pages are the build's.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openPostgres } from "../../server/db/client.ts";
import { seedScale } from "../../server/db/seed/scale.ts";
import { MANIFEST } from "../../server/modules/static-archive/store.ts";

const PUBLISHED = Number(process.env.ARCHIVE_PIECES ?? 100_000);
const SERVER =
  process.env.ARCHIVE_BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
/** seedScale leaves one article in a thousand a draft: this many make PUBLISHED published ones. */
const seeded = PUBLISHED + Math.floor(PUBLISHED / 999);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
const mb = (kb: number) => `${Math.round(kb / 1024)} MB`;

/** The database's address on the bench's server. */
function databaseUrl(name: string): string {
  const url = new URL(SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

type Run = { seconds: number; peakKb: number; output: string };

/** `npm run archive -- DIR` as an operator runs it, its peak memory watched from /proc. */
function archiveRun(dir: string, env: Record<string, string>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const nodeArgs = process.env.ARCHIVE_BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "scripts/archive.ts", dir], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    let peakKb = 0;
    child.stdout.on("data", (c: Buffer) => (output += c));
    child.stderr.on("data", (c: Buffer) => (output += c));
    const watch = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, "utf8");
        peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // Gone between two reads: its last peak was read before.
      }
    }, 100);
    const minutes = setInterval(() => {
      const seconds = Math.round((performance.now() - started) / 1000);
      console.log(`  … ${seconds} s, peak ${mb(peakKb)} so far, load ${load()}`);
    }, 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearInterval(watch);
      clearInterval(minutes);
      const seconds = (performance.now() - started) / 1000;
      if (code === 0) resolve({ seconds, peakKb, output: output.trim() });
      else reject(new Error(`npm run archive failed (${code}): ${output}`));
    });
  });
}

/** The archive's files by their first folder, most first, from its manifest. */
function byFolder(dir: string): string {
  const { files } = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST), "utf8")) as {
    files: Record<string, string>;
  };
  const counts = new Map<string, number>();
  for (const file of Object.keys(files)) {
    const folder = file.includes("/") ? `${file.split("/")[0]}/` : "(top)";
    counts.set(folder, (counts.get(folder) ?? 0) + 1);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([folder, n]) => `${folder} ${n.toLocaleString("en")}`)
    .join(", ");
}

if (!fs.existsSync(path.join(process.env.BUILD_DIR ?? "build", "server", "index.js"))) {
  console.error("No build found: run `npm run build` first (the archive's pages are the built site's).");
  process.exit(1);
}
const name = `borderland_archive_bench_${randomBytes(4).toString("hex")}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-bench-"));
await admin(`create database ${name}`);
try {
  const url = databaseUrl(name);
  const database = await openPostgres(url);
  const started = performance.now();
  try {
    await database.migrate();
    await seedScale(database.db, seeded);
  } finally {
    await database.close();
  }
  console.log(
    `${PUBLISHED.toLocaleString("en")} published articles (${seeded.toLocaleString("en")} seeded) in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s on PostgreSQL; load average ${load()}`,
  );
  const env = {
    DATABASE_URL: url,
    DATA_DIR: path.join(scratch, "data"),
    PUBLIC_URL: "https://archive-bench.invalid",
  };
  const dir = path.join(scratch, "site");
  const runs = ["first run", "second run, nothing changed"].slice(
    0,
    Number(process.env.ARCHIVE_BENCH_RUNS ?? 2),
  );
  for (const label of runs) {
    console.log(`${label}: started, load average ${load()}`);
    const run = await archiveRun(dir, env);
    console.log(
      `${label}: ${run.seconds.toFixed(0)} s, peak resident memory ${mb(run.peakKb)}, ` +
        `load average ${load()}\n  ${run.output}`,
    );
  }
  console.log(`What it holds, by folder: ${byFolder(dir)}`);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
  await admin(`drop database if exists ${name} with (force)`);
}
