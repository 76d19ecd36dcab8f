import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { pipeline } from "node:stream/promises";
import { fileOf, isFileAddress, siteAddress, type LiveSite } from "./paths.ts";
import { linksOfPage, linksOfStylesheet } from "./rewrite.ts";
import type { ScopePlan } from "./scope.ts";

/** Answers an address of the site (a path and query from its root) as the site would: the site's own
 * request handling in archive mode (server/http/archive-renderer.ts). */
export type RenderAddress = (address: string) => Promise<Response>;

/** What the crawl kept of an address the site answered: where it goes in the archive, what it is and
 * where its bytes wait (in the staging folder) to have their links made relative. */
export type Crawled = { address: string; file: string; kind: "page" | "stylesheet" | "file"; staged: string };

/** A kept answer as it came, for the WARC file: its status and headers, its bytes in `staged`. */
export type RecordAnswer = (
  address: string,
  response: { status: number; headers: Headers },
  staged: string,
) => Promise<void>;

export type CrawlOptions = {
  /** Sees every kept answer, in the crawl's order (the WARC file). */
  record?: RecordAnswer;
  /** Hears how many addresses are done of those known so far, before each round. */
  progress?: (done: number, known: number) => Promise<void>;
  /** How many addresses are rendered at once: the most a round holds (1 unless told). */
  concurrency?: number;
};

/** Takes what a response is: a page, a stylesheet, or a file kept as it is. */
function kindOf(response: Response): Crawled["kind"] {
  const type = response.headers.get("content-type") ?? "";
  if (type.startsWith("text/html")) return "page";
  if (type.startsWith("text/css")) return "stylesheet";
  return "file";
}

/** A page the site keeps out of search engines (a takedown, decision 0038) is no archive's either; the
 * search page, always kept out of them, is the archive's own page saying where to search. */
const keptOut = (address: string, response: Response) =>
  address !== "/search" && /noindex/i.test(response.headers.get("x-robots-tag") ?? "");

export type CrawlResult = {
  crawled: Map<string, Crawled>;
  /** Where an address the site redirects leads (an address with a trailing slash, an old one). */
  redirects: Map<string, string>;
};

/** What one address came to: a redirect, nothing to keep, or a kept answer waiting in its staged file. */
type Visit =
  { redirect: string | null } | { kept: Crawled; status: number; headers: Headers } | { skipped: true };

/**
 * Renders every address the plan allows, from its seeds and by the links of what it renders, and every
 * file those load (stylesheets, fonts, pictures at the widths pages use, media), `concurrency` at a
 * time; streams each answer's bytes to a file of `staging` (a 300 MB PDF is never in memory). An
 * address answered with anything but 200, or kept out of search engines, is not kept; one the site
 * fails to render (5xx) stops the crawl. Memory holds the addresses, never the pages.
 */
export async function crawl(
  render: RenderAddress,
  plan: ScopePlan,
  site: LiveSite,
  staging: string,
  { record, progress, concurrency = 1 }: CrawlOptions = {},
): Promise<CrawlResult> {
  const crawled = new Map<string, Crawled>();
  const redirects = new Map<string, string>();
  const queue = [...plan.seeds];
  const seen = new Set(queue);
  let stagedFiles = 0;
  const enqueue = (address: string) => {
    if (seen.has(address)) return;
    const { pathname } = new URL(address, site.origin);
    if (!isFileAddress(pathname) && !plan.allows(address)) return;
    seen.add(address);
    queue.push(address);
  };

  const visit = async (address: string): Promise<Visit> => {
    const response = await render(address);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      return { redirect: siteAddress(location, site)?.address ?? null };
    }
    // A page the site failed to render is never left out quietly: the run would remove its copy of
    // the last run as if it had been taken down. The run stops, the folder as it was.
    if (response.status >= 500) {
      await response.body?.cancel();
      throw new Error(`${address} answered ${response.status}: the archive was left as it was.`);
    }
    if (response.status !== 200 || keptOut(address, response)) {
      await response.body?.cancel();
      return { skipped: true };
    }
    const staged = path.join(staging, String(stagedFiles++));
    if (response.body)
      await pipeline(Readable.fromWeb(response.body as WebReadableStream), fs.createWriteStream(staged));
    else fs.writeFileSync(staged, "");
    const kept = { address, file: fileOf(address), kind: kindOf(response), staged };
    return { kept, status: response.status, headers: response.headers };
  };

  for (let done = 0; done < queue.length;) {
    await progress?.(done, queue.length);
    const round = queue.slice(done, done + Math.max(1, concurrency));
    // Every render of the round ends before the crawl goes on or stops: none writes to a staging
    // folder already removed.
    const settled = await Promise.allSettled(round.map(visit));
    done += round.length;
    const failed = settled.find((s) => s.status === "rejected");
    if (failed) throw failed.reason;
    // In the queue's order, whatever order the renders ended in: the same archive and WARC file from
    // the same site.
    for (const [i, outcome] of settled.entries()) {
      const visited = (outcome as PromiseFulfilledResult<Visit>).value;
      if ("redirect" in visited) {
        if (visited.redirect) {
          redirects.set(round[i]!, visited.redirect);
          enqueue(visited.redirect);
        }
      } else if ("kept" in visited) {
        const { kept } = visited;
        crawled.set(kept.address, kept);
        await record?.(kept.address, visited, kept.staged);
        if (kept.kind === "page")
          for (const link of linksOfPage(fs.readFileSync(kept.staged, "utf8"), site)) enqueue(link);
        if (kept.kind === "stylesheet")
          for (const link of linksOfStylesheet(fs.readFileSync(kept.staged, "utf8"), site)) enqueue(link);
      }
    }
  }
  return { crawled, redirects };
}
