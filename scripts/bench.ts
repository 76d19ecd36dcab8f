// `npm run bench`: throughput and latency of the main public pages on the built server (embedded
// database, demo content), the server's memory, and the article page's client JavaScript against its
// 120 KB budget (DESIGN.md §5). Traffic goes to 127.0.0.1 only; every run is bounded in time.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startServer } from "../tests/helpers/server.ts";
import { lighthouseScores } from "./lighthouse.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const JS_BUDGET_BYTES = 120 * 1024;

async function load(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  const end = Date.now() + SECONDS * 1000;
  let errors = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const start = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        latencies.push(performance.now() - start);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(1);
  return { rps: Math.round(latencies.length / SECONDS), p50: at(0.5), p95: at(0.95), errors };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)![1]) / 1024);
}

function clientJsBytes(html: string): number {
  const files = new Set(
    [...html.matchAll(/(?:modulepreload" href=|import\(|import )"(\/assets\/[\w.-]+\.js)"/g)].map(
      (m) => m[1]!,
    ),
  );
  return [...files].reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join("build/client", file))).length,
    0,
  );
}

const server = await startServer();
try {
  const home = await (await fetch(server.url)).text();
  const article = home.match(/href="(\/article\/(?!breaking-news-)[a-z0-9-]+)"/)![1]!;
  const pages = [
    ["home", "/", {}],
    ["article", article, {}],
    ["article, uncached (signed-in cookie)", article, { cookie: "bt_session=not-a-session" }],
    ["category search", "/politics?q=council&page=1", {}],
    ["creative", "/creative?type=poetry", {}],
  ] as const;
  console.log(`${SECONDS} s per page, ${CONCURRENCY} concurrent requests\n`);
  console.log(
    "page".padEnd(40),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p95 ms".padStart(8),
    "errors".padStart(7),
  );
  for (const [name, url, headers] of pages) {
    const r = await load(`${server.url}${url}`, headers);
    console.log(
      name.padEnd(40),
      String(r.rps).padStart(8),
      r.p50.padStart(8),
      r.p95.padStart(8),
      String(r.errors).padStart(7),
    );
  }
  console.log(`\nserver memory (RSS): ${rssMb(server.process.pid!)} MB`);
  const js = clientJsBytes(await (await fetch(`${server.url}${article}`)).text());
  const verdict = js <= JS_BUDGET_BYTES ? "within" : "OVER";
  console.log(
    `article page client JavaScript: ${(js / 1024).toFixed(1)} KB gzipped, ${verdict} the 120 KB budget`,
  );
  if (js > JS_BUDGET_BYTES) process.exitCode = 1;

  console.log(
    "\nLighthouse (mobile, simulated slow 4G), performance / accessibility / best practices / SEO:",
  );
  for (const [name, url] of [
    ["home", "/"],
    ["article", article],
    ["category", "/politics"],
  ] as const) {
    const s = await lighthouseScores(`${server.url}${url}`);
    console.log(
      `  ${name.padEnd(10)} ${s.performance} / ${s.accessibility} / ${s["best-practices"]} / ${s.seo}`,
    );
  }
} finally {
  await server.stop();
}
