import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { ArchivedCopy } from "#shared/archived-copy.ts";
import { asArchived, newArchiveRun } from "../modules/content/archive-listing.ts";
import type { RenderAddress } from "../modules/static-archive/crawl.ts";
import type { Services } from "../services.ts";
import { createApp } from "./app.ts";

/**
 * The site's own request handling, in this process, rendering every page as an archived copy
 * (decision 0080): the real routes, loaders and templates, with the flag no reader's request can set.
 * `buildDir` is the built site (`npm run build`): its server build and its client files (CSS, fonts,
 * the islands' scripts). Nothing listens on a port. One renderer a run: its page cache keeps what it
 * rendered, and a later run must see what changed since. `concurrency` renders at once at most (the
 * crawl's, makeArchive's option of that name).
 */
export async function openRenderer(
  services: Services,
  buildDir: string,
  archived: ArchivedCopy,
  concurrency = 1,
): Promise<RenderAddress> {
  const entry = path.join(buildDir, "server", "index.js");
  if (!fs.existsSync(entry))
    throw new Error(
      `No build found in ${buildDir}: run npm run build first (the archive's pages are the built site's).`,
    );
  const build = (await import(pathToFileURL(entry).href)) as ServerBuild;
  const app = createApp({
    services,
    build,
    clientDir: path.join(buildDir, "client"),
    ping: async () => true,
    renderLimit: concurrency,
    archived,
  });
  const origin = services.config.publicUrl;
  // Its listings leave taken-down pieces out, and read on from where their last page ended
  // (content/archive-listing.ts).
  const run = newArchiveRun();
  return async (address) => asArchived(() => app.request(new Request(`${origin}${address}`)), run);
}
