import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { besideTheSite } from "../tests/helpers/beside-the-site.ts";
import { postgresSkipReason } from "../tests/helpers/test-db.ts";

/** `npm run import:print -- …args` with `env`, as an operator runs it. */
function runImport(args: string[], env: Record<string, string>) {
  const answer = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/raw-imports.mjs", "scripts/import-print.ts", ...args],
    { env: { ...process.env, NODE_ENV: "test", ...env }, encoding: "utf8", timeout: 120_000 },
  );
  return { status: answer.status, out: answer.stdout, err: answer.stderr.trim() };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-import-print-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const pdfs = path.join(dir, "pdfs");
fs.mkdirSync(pdfs);
fs.copyFileSync("tests/fixtures/print/edition.pdf", path.join(pdfs, "vol3-no1-2019-10-02.pdf"));
fs.copyFileSync("tests/fixtures/print/locked.pdf", path.join(pdfs, "vol3-no2-2019-11-06.pdf"));
fs.writeFileSync(path.join(pdfs, "cover-draft.pdf"), "");
const PATTERN = "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf";

it("refuses a pattern it cannot read before it opens anything", () => {
  const dataDir = path.join(dir, "untouched");
  const { status, err } = runImport([pdfs, "--pattern", "vol{volume}.pdf"], { DATA_DIR: dataDir });
  expect(status).toBe(1);
  expect(err).toBe("The pattern needs {number}, {date:YYYY-MM-DD}.");
  expect(fs.existsSync(dataDir)).toBe(false);
});

describe.skipIf(postgresSkipReason)("on PostgreSQL, beside the running site", () => {
  const site = besideTheSite();

  it("imports, prints its report, tells the servers to drop their pages, and adds nothing the second time", async () => {
    const env = { DATABASE_URL: site.url, DATA_DIR: path.join(dir, "pg") };
    const first = runImport([pdfs, "--pattern", PATTERN, "--publish"], env);
    expect(first.status).toBe(0);
    expect(first.out).toContain(
      "Editions  1 imported, 0 already there, 1 not matching the pattern, 1 refused",
    );
    expect(first.out).toContain("imported  vol3-no1-2019-10-02.pdf: Vol. 3, No. 1, published");
    expect(first.out).toContain("no match  cover-draft.pdf");
    expect(first.out).toContain("refused   vol3-no2-2019-11-06.pdf: This PDF is locked with a password");
    await expect.poll(() => site.heard).toContain("content");
    const second = runImport([pdfs, "--pattern", PATTERN], env);
    expect(second.out).toContain("Editions  0 imported, 1 already there");
    const nothing = runImport([pdfs, "--pattern", "issue{volume}.{number}.{date:YYYYMMDD}.pdf"], env);
    expect(nothing.status).toBe(1);
    expect(nothing.err).toMatch(/^The pattern issue\{volume\}.* matches none of the 3 files/);
  });
});
