// `npm run import:print -- DIR --pattern PATTERN [--publish]`: moves a folder of past print editions in
// (issue 43, decision 0079; README 'Print editions'). Each PDF whose name the pattern reads (such as
// `vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf`: server/modules/print/file-names.ts) is checked and
// stored as an upload is, with its cover and text, and becomes a draft edition (published with
// `--publish`); the report lists what was made, what was already there, what did not match the pattern
// and what was refused, and why. Running it again adds nothing. The embedded database allows one
// process: stop the server, import, start it. On PostgreSQL it runs beside the site, whose servers then
// drop their cached pages. Exit codes: 0 done; 1 anything else (nothing stored when the input is refused).
import fs from "node:fs";
import { parseArgs } from "node:util";
import { announce } from "../server/db/broadcast.ts";
import { encodeChange, PAGE_CHANNEL } from "../server/http/page-changes.ts";
import {
  formatPrintImport,
  importEditions,
  PrintImportRefused,
} from "../server/modules/print/bulk-import.ts";
import { BadPattern, readPattern } from "../server/modules/print/file-names.ts";
import { fail } from "./open-database.ts";
import { openImport } from "./open-import.ts";

const USAGE =
  "Usage: npm run import:print -- DIR --pattern 'vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf' [--publish]";

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { pattern: { type: "string" }, publish: { type: "boolean" } },
  });
} catch (error) {
  fail(`${(error as Error).message}. ${USAGE}`);
}
const { values, positionals } = args;
if (positionals.length !== 1 || !values.pattern) fail(USAGE);
const dir = positionals[0]!;
if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory())
  fail(`The folder ${dir} does not exist or is not a folder`);
try {
  readPattern(values.pattern);
} catch (error) {
  if (error instanceof BadPattern) fail(error.message);
  throw error;
}

const { config, db, admin, storage, close } = await openImport();
try {
  const report = await importEditions(db, storage, admin, {
    dir,
    pattern: values.pattern,
    publish: values.publish ?? false,
  });
  console.log(formatPrintImport(report));
  // The servers on the same PostgreSQL drop their cached pages (/print, the editions' pages).
  if (report.made.length && config.databaseUrl)
    await announce(config.databaseUrl, PAGE_CHANNEL, encodeChange("content"));
} catch (error) {
  console.error((error as Error).message);
  if (!(error instanceof PrintImportRefused)) console.error("The import stopped; run it again to go on.");
  process.exitCode = 1;
} finally {
  await close();
}
