// `npm run archive -- DIR [--year 2025-26 | --section SLUG] [--warc FILE] [--force]`: writes the public
// site, or one school year or section of it, into DIR as static files that work from any web server
// and from the file system (issue 43, decision 0080; README 'A permanent archive'). The pages are the
// built site's (`npm run build` first), rendered in this process in archive mode. A second run into the
// same folder writes only what changed and removes what was taken down. On the embedded database, stop
// the server first (it holds the data directory) or use Settings → Archive; on PostgreSQL it runs
// beside the site. Exit codes: 0 written; 1 anything else.
import "./production-mode.ts";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { isoDayIn } from "#shared/dates.ts";
import { errorMessage } from "../server/modules/jobs/worker.ts";
import { DomainError } from "../server/modules/errors.ts";
import { archiveServices } from "../server/archive-services.ts";
import { describeArchive } from "../server/modules/static-archive/describe.ts";
import { makeArchive } from "../server/modules/static-archive/run.ts";
import { openRenderer } from "../server/http/archive-renderer.ts";
import type { ArchiveScope } from "../server/modules/static-archive/scope.ts";
import { checkTarget } from "../server/modules/static-archive/store.ts";
import { getSiteIdentity } from "../server/modules/settings/site-settings.ts";
import { fail, loadConfigOrFail, openScriptDatabase } from "./open-database.ts";

/** Pages rendered at once: while one waits for the database (PostgreSQL's own process), another renders. */
const CONCURRENCY = 2;

const USAGE = "Usage: npm run archive -- DIR [--year 2025-26 | --section SLUG] [--warc FILE] [--force]";

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: {
      year: { type: "string" },
      section: { type: "string" },
      warc: { type: "string" },
      force: { type: "boolean" },
    },
  });
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const { values, positionals } = args;
if (positionals.length !== 1) fail(USAGE);
if (values.year && values.section) fail(`Choose a school year or a section, not both. ${USAGE}`);
const dir = path.resolve(positionals[0]!);
const scope: ArchiveScope = values.year
  ? { kind: "year", year: values.year }
  : values.section
    ? { kind: "section", section: values.section }
    : { kind: "site" };
// Every page names the live site, and keeps its canonical address there: a default of localhost would
// send the archive's readers nowhere.
if (!process.env.PUBLIC_URL)
  fail(
    "Set PUBLIC_URL to the site's public address (PUBLIC_URL=https://news.example.edu npm run archive -- DIR): each archived page says where the live site is, and its canonical link and the sitemap point there.",
  );
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
if (!fs.existsSync(path.join(buildDir, "server", "index.js")))
  fail("No build found: run `npm run build` first (the archive's pages are the built site's).");

const config = loadConfigOrFail();
try {
  checkTarget(dir, config.dataDir, values.force ?? false);
} catch (error) {
  fail(errorMessage(error));
}
const opened = await openScriptDatabase(
  config,
  (pid) =>
    `The server is running on ${config.dataDir}${pid ? ` (pid ${pid})` : ""} and holds its embedded database: stop it and run this again, or make the archive in Settings → Archive.`,
);
try {
  const services = await archiveServices(config, opened.database.db);
  const { siteName } = await getSiteIdentity(services.db);
  const copy = { siteName, madeOn: isoDayIn(new Date(), config.timeZone), liveUrl: config.publicUrl };
  const render = await openRenderer(services, buildDir, copy, CONCURRENCY);
  const report = await makeArchive({
    db: services.db,
    timeZone: config.timeZone,
    render,
    copy,
    dir,
    scope,
    concurrency: CONCURRENCY,
    uploadsUrl: config.s3?.publicUrl,
    warc: values.warc && path.resolve(values.warc),
  });
  console.log(describeArchive(report, dir, values.warc));
} catch (error) {
  if (error instanceof DomainError) fail(error.message);
  fail(`The archive failed: ${errorMessage(error)}`);
} finally {
  await opened.close();
}
