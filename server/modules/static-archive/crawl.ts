import fs from "node:fs";
import path from "node:path";
import { fileOf, isFileAddress, siteAddress } from "./paths.ts";
import { linksOfPage, linksOfStylesheet } from "./rewrite.ts";
import type { ScopePlan } from "./scope.ts";

/** Answers an address of the site (a path and query from its root) as the site would: the site's own
 * request handling in archive mode (server/http/archive-renderer.ts). */
export type RenderAddress = (address: string) => Promise<Response>;

/** What the crawl kept of an address the site answered: where it goes in the archive, what it is and
 * where its bytes wait (in the staging folder) to have their links made relative. */
export type Crawled = { address: string; file: string; kind: "page" | "stylesheet" | "file"; staged: string };

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

/**
 * Renders every address the plan allows, from its seeds and by the links of what it renders, and every
 * file those load (stylesheets, fonts, pictures at the widths pages use, media), one at a time; keeps
 * each answer's bytes in `staging`. An address answered with anything but 200, or kept out of search
 * engines, is not kept. `record` sees every kept answer as it came (the WARC file); `progress` hears
 * how many addresses are done of those known so far, before each.
 */
export async function crawl(
  render: RenderAddress,
  plan: ScopePlan,
  origin: string,
  staging: string,
  record?: (address: string, response: Response, body: Uint8Array) => Promise<void>,
  progress?: (done: number, known: number) => Promise<void>,
): Promise<CrawlResult> {
  const crawled = new Map<string, Crawled>();
  const redirects = new Map<string, string>();
  const queue = [...plan.seeds];
  const seen = new Set(queue);
  const enqueue = (address: string) => {
    if (seen.has(address)) return;
    const { pathname } = new URL(address, origin);
    if (!isFileAddress(pathname) && !plan.allows(address)) return;
    seen.add(address);
    queue.push(address);
  };
  for (let i = 0; i < queue.length; i++) {
    await progress?.(i, queue.length);
    const address = queue[i]!;
    const response = await render(address);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      const target = siteAddress(location, origin);
      if (target) {
        redirects.set(address, target.address);
        enqueue(target.address);
      }
      await response.body?.cancel();
      continue;
    }
    if (response.status !== 200 || keptOut(address, response)) {
      await response.body?.cancel();
      continue;
    }
    const body = new Uint8Array(await response.arrayBuffer());
    const kind = kindOf(response);
    const staged = path.join(staging, String(crawled.size));
    fs.writeFileSync(staged, body);
    crawled.set(address, { address, file: fileOf(address), kind, staged });
    await record?.(address, response, body);
    if (kind === "page")
      for (const link of linksOfPage(Buffer.from(body).toString("utf8"), origin)) enqueue(link);
    if (kind === "stylesheet")
      for (const link of linksOfStylesheet(Buffer.from(body).toString("utf8"), origin)) enqueue(link);
  }
  return { crawled, redirects };
}
