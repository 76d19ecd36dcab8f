import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { archivedDay, type ArchivedCopy } from "#shared/archived-copy.ts";
import type { Db } from "../../db/client.ts";
import { crawl, type CrawlResult, type RenderAddress } from "./crawl.ts";
import { relativeLink, type LiveSite } from "./paths.ts";
import { rewritePage, rewriteStylesheet, type LinkTarget } from "./rewrite.ts";
import { planScope, type ArchiveScope } from "./scope.ts";
import { openStore, type StoreCounts } from "./store.ts";
import { openWarc } from "./warc.ts";

export type ArchiveOptions = {
  db: Db;
  timeZone: string;
  render: RenderAddress;
  copy: ArchivedCopy;
  dir: string;
  scope: ArchiveScope;
  /** A WARC file of the same pages, written beside the folder's. */
  warc?: string;
  /** How many addresses are rendered at once (1 unless told: Settings → Archive's job shares the
   * server's process with its readers). */
  concurrency?: number;
  /** The address the pages name uploads by when they are served from their bucket's own (S3_PUBLIC_URL);
   * the archive holds those files as the site's /uploads/ (paths.ts's LiveSite). */
  uploadsUrl?: string | null;
  /** Told how many addresses are done of those known so far (Settings → Archive's progress). */
  onProgress?: (done: number, known: number) => Promise<void>;
};

export type ArchiveReport = StoreCounts & {
  pages: number;
  files: number;
  warcRecords?: number;
  changed: string[];
};

/** The addresses a sitemap lists, as paths from the site's root. */
async function sitemapAddresses(render: RenderAddress, origin: string): Promise<string[]> {
  const xml = await (await render("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => m[1]!.replace(/&amp;/g, "&"))
    .filter((loc) => loc.startsWith(origin))
    .map((loc) => loc.slice(origin.length) || "/");
}

/** Where a link of the archive's file `from` leads: the archived copy of its address, through the
 * site's redirects, or the live site's page when the archive does not hold it. */
function linkTargets(result: CrawlResult, origin: string, from: string): LinkTarget {
  return (address, hash) => {
    let at = address;
    for (let hops = 0; hops < 5 && result.redirects.has(at); hops++) at = result.redirects.get(at)!;
    const entry = result.crawled.get(at);
    return entry ? relativeLink(from, entry.file, hash) : `${origin}${address}${hash}`;
  };
}

/** A part of the site's `index.html`: a plain link to its listing page (no script). */
function homeLink(copy: ArchivedCopy, to: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Archived copy of ${escapeHtml(copy.siteName)}</title><meta http-equiv="refresh" content="0; url=${to}"></head><body><main><h1>Archived copy of ${escapeHtml(copy.siteName)}</h1><p>Made on ${archivedDay(copy.madeOn)}. <a href="${to}">Open the archive</a>.</p></main></body></html>\n`;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Writes the public site, or a part of it, into `dir` as static files (issue 43, decision 0080): every
 * page the plan allows as the site renders it in archive mode, its links made relative, and every file
 * the pages load. Files unchanged since the last run are not written again; files of the last run that
 * this one did not make are removed.
 */
export async function makeArchive(options: ArchiveOptions): Promise<ArchiveReport> {
  const { render, copy, dir } = options;
  const origin = copy.liveUrl;
  const site: LiveSite = { origin, uploads: options.uploadsUrl ?? null };
  const plan = await planScope(options.db, options.timeZone, options.scope, () =>
    sitemapAddresses(render, origin),
  );
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), "archive-"));
  const warc = options.warc ? await openWarc(options.warc, copy) : null;
  try {
    const result = await crawl(render, plan, site, staging, {
      record: warc
        ? (address, response, staged) => warc.add(`${origin}${address}`, response, staged)
        : undefined,
      progress: options.onProgress,
      concurrency: options.concurrency,
    });
    // The banner's date is not part of what a page's hash is of: a page made again unchanged is kept.
    const banner = `datetime="${copy.madeOn}">${archivedDay(copy.madeOn)}</time>`;
    const store = openStore(dir, copy.madeOn, (file, bytes) =>
      file.endsWith(".html") ? Buffer.from(bytes.toString("utf8").replaceAll(banner, "")) : bytes,
    );
    let pages = 0;
    for (const entry of result.crawled.values()) {
      if (entry.kind === "file") {
        store.copy(entry.file, entry.staged);
        continue;
      }
      const text = fs.readFileSync(entry.staged, "utf8");
      const target = linkTargets(result, origin, entry.file);
      if (entry.kind === "page") {
        pages++;
        store.write(entry.file, Buffer.from(rewritePage(text, site, target)));
      } else store.write(entry.file, Buffer.from(rewriteStylesheet(text, site, target)));
    }
    if (plan.home !== "/") {
      const home = result.crawled.get(plan.home);
      if (home) store.write("index.html", Buffer.from(homeLink(copy, relativeLink("index.html", home.file))));
    }
    const counts = store.finish();
    const warcRecords = await warc?.close();
    return { ...counts, pages, files: result.crawled.size - pages, warcRecords };
  } catch (error) {
    warc?.abandon();
    throw error;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
