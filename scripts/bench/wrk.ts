// Load from outside the server's process: wrk (C, its own threads) drives it, so the figures measure the
// server and not the load generator. Rounds are repeated and the median round is kept.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type Round = { rps: number; p50: number; p99: number; errors: number };
/** A round of the server and the throughput of the reference S in the round right after it. */
export type Paired = Round & { s: number };
export type WrkOptions = { seconds: number; connections: number; threads: number; rounds: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function ms(text: string): number {
  const m = text.match(/^([\d.]+)(us|ms|s|m)$/);
  if (!m) throw new Error(`wrk printed a latency it cannot read: ${text}`);
  return Number(m[1]) * UNIT_MS[m[2]!]!;
}

/** Reads wrk's `--latency` report. Non-2xx answers and socket errors count as errors. */
export function parseWrk(output: string): Round {
  const rps = Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1]);
  const p50 = output.match(/^\s+50%\s+(\S+)/m)?.[1];
  const p99 = output.match(/^\s+99%\s+(\S+)/m)?.[1];
  if (!Number.isFinite(rps) || !p50 || !p99) throw new Error(`wrk printed no figures:\n${output}`);
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const socket = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p50: ms(p50), p99: ms(p99), errors: non2xx + socketErrors };
}

export async function round(
  url: string,
  headers: Record<string, string>,
  o: WrkOptions,
  script?: string,
): Promise<Round> {
  const args = ["-t", String(o.threads), "-c", String(o.connections), "-d", `${o.seconds}s`, "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  if (script) args.push("-s", script);
  const { stdout } = await run("wrk", [...args, url], { timeout: (o.seconds + 30) * 1000 });
  return parseWrk(stdout);
}

/** How long each measure first runs unrecorded: the first seconds of load on a code path include its
 * compilation by V8 (a fresh server's first round showed a p99 of 55 to 250 ms, the next ones 8 to 13). */
export const WARM_UP_SECONDS = 2;

/** A wrk script of its own: `lua` written to a new temporary file. */
function script(lua: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "borderland-wrk-")), "requests.lua");
  fs.writeFileSync(file, lua);
  return file;
}

/** A wrk script that asks for `paths` in turn, each connection starting at its own place. */
function rotation(paths: readonly string[]): string {
  const list = paths.map((p) => JSON.stringify(p)).join(", ");
  return script(
    `local paths = { ${list} }\nlocal i = math.random(#paths)\n` +
      `request = function()\n  i = i % #paths + 1\n  return wrk.format("GET", paths[i])\nend\n`,
  );
}

/** A wrk script that asks for `target` with each `{random}` in it replaced by a new random number at
 * every request, seeded apart in each of wrk's threads (each has its own Lua state). */
function randomized(target: string): string {
  return script(
    `math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)"), 16) % 1000003)\n` +
      `local target = ${JSON.stringify(target)}\n` +
      `local function number() return tostring(math.random(1, 2147483646)) end\n` +
      `request = function()\n  return wrk.format("GET", (target:gsub("{random}", number)))\nend\n`,
  );
}

/** With `paths`, each request asks for the next of them; with `random`, for that target with its
 * `{random}` parts new at each request (on `url`'s server, either way). */
type MeasureOptions = { paths?: readonly string[]; random?: string; warmUpSeconds?: number };

/** The warm-up, then `rounds` rounds against `url`, each passed to `keep`, in order. With `paths`, each
 * request asks for the next of them on `url`'s server instead (a mixed load). */
async function rounds<T>(
  url: string,
  headers: Record<string, string>,
  o: WrkOptions,
  { paths, random, warmUpSeconds = WARM_UP_SECONDS }: MeasureOptions,
  keep: (round: Round) => Promise<T>,
): Promise<T[]> {
  const script = paths ? rotation(paths) : random ? randomized(random) : undefined;
  const kept: T[] = [];
  try {
    await round(url, headers, { ...o, seconds: warmUpSeconds }, script);
    for (let i = 0; i < o.rounds; i++) kept.push(await keep(await round(url, headers, o, script)));
  } finally {
    if (script) fs.rmSync(path.dirname(script), { recursive: true, force: true });
  }
  return kept;
}

const median = <T>(items: readonly T[], by: (item: T) => number): T =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)]!;

/** `rounds` rounds against `url` after a warm-up (`warmUpSeconds`, WARM_UP_SECONDS unless given);
 * answers the round with the median throughput. With `paths`, each request asks for the next of them
 * on `url`'s server instead (a mixed load). */
export async function measure(
  url: string,
  headers: Record<string, string>,
  o: WrkOptions,
  options: MeasureOptions = {},
): Promise<Round> {
  return median(await rounds(url, headers, o, options, async (r) => r), (r) => r.rps);
}

/** The round whose ratio to its own S is the median. */
export function medianByRatio(pairs: readonly Paired[]): Paired {
  if (pairs.length === 0) throw new Error("no rounds to choose from");
  return median(pairs, (p) => p.rps / p.s);
}

/** As `measure`, with S measured beside each round: a round of the same length against `reference`
 * right after it, and the round kept is the one with the median ratio to its own S. The machine's
 * speed moves from one minute to the next (S by a third within half a minute on some days), and a
 * ratio to an S measured minutes earlier carries that drift. */
export async function measureAgainst(
  reference: string,
  url: string,
  headers: Record<string, string>,
  o: WrkOptions,
  options: MeasureOptions = {},
): Promise<Paired> {
  const pairs = await rounds(url, headers, o, options, async (r) => ({
    ...r,
    s: (await round(reference, {}, o)).rps,
  }));
  return medianByRatio(pairs);
}

/** As `measureAgainst`, with the cached page `page` of `url`'s server as the reference: a round of
 * `url` with each request's query new (`random`), then a round of `page` asked through the same kind of
 * wrk script, so that wrk does the same work for each request; the round kept has the median ratio.
 * wrk's script takes its share of the two cores (the plain article: 19,246 req/s, asked through a
 * script 12,413), and two measures a minute apart differ by a fifth here (docs/performance.md). */
export async function measureBeside(
  url: string,
  page: string,
  o: WrkOptions,
  random: string,
): Promise<Paired> {
  const same = randomized(page);
  try {
    const pairs = await rounds(url, {}, o, { random }, async (r) => ({
      ...r,
      s: (await round(url, {}, o, same)).rps,
    }));
    return medianByRatio(pairs);
  } finally {
    fs.rmSync(path.dirname(same), { recursive: true, force: true });
  }
}
