// `npm run import -- FILE [--uploads DIR] [--categories FILE] [--dry-run]`
// Moves a site in from WordPress (or SNO Sites: a WXR export) or Ghost (a JSON export): posts, pages we
// have, authors, approved comments and images, with a report (docs/operations.md, 'Moving in from
// WordPress, SNO or Ghost'; decision 0052). Running it again adds nothing. The embedded database allows
// one process: stop the server, import, start it. On PostgreSQL it runs beside the site, whose servers
// then drop their cached pages. Exit codes: 0 done; 1 anything else (nothing changed when the input is
// refused).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { announce } from "../server/db/broadcast.ts";
import { encodeChange, PAGE_CHANNEL } from "../server/http/page-changes.ts";
import { readCategoryMap } from "../server/modules/moving-in/categories.ts";
import { readExport } from "../server/modules/moving-in/read-export.ts";
import { formatReport } from "../server/modules/moving-in/report.ts";
import { importExport } from "../server/modules/moving-in/run.ts";
import { UnreadableExport } from "../server/modules/moving-in/source.ts";
import { createAddressPolicy } from "../server/providers/address-policy.ts";
import { createFileFetch } from "../server/providers/outbound.ts";
import { fail } from "./open-database.ts";
import { openImport } from "./open-import.ts";

const USAGE = "Usage: npm run import -- FILE [--uploads DIR] [--categories FILE] [--dry-run]";

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { uploads: { type: "string" }, categories: { type: "string" }, "dry-run": { type: "boolean" } },
  });
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const { values, positionals } = args;
if (positionals.length !== 1) fail(USAGE);
const uploadsDir = values.uploads;
if (uploadsDir !== undefined && !fs.statSync(uploadsDir, { throwIfNoEntry: false })?.isDirectory())
  fail(`The uploads folder ${uploadsDir} does not exist or is not a folder`);
let exported, categoryMap;
try {
  exported = await readExport(positionals[0]!);
  categoryMap = readCategoryMap(values.categories);
} catch (error) {
  if (error instanceof UnreadableExport) fail(error.message);
  throw error;
}

const { config, db, admin, storage, close } = await openImport();
try {
  const dryRun = values["dry-run"] ?? false;
  const report = await importExport(db, storage, admin, exported, {
    categoryMap,
    images: {
      uploadsDir,
      fetchFile: createFileFetch({ policy: createAddressPolicy(config.widgets.allowAddresses) }),
    },
    dryRun,
  });
  console.log(formatReport(report));
  // The servers on the same PostgreSQL drop their cached pages, as after any write.
  if (!dryRun && config.databaseUrl)
    await announce(config.databaseUrl, PAGE_CHANNEL, encodeChange("everything"));
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await close();
}
