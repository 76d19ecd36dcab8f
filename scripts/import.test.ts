import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MOVING_IN, tempDir } from "../tests/helpers/moving-in.ts";
import { besideTheSite } from "../tests/helpers/beside-the-site.ts";
import { postgresSkipReason } from "../tests/helpers/test-db.ts";

/** `npm run import -- …args` with `env`, as an operator runs it: its exit code and what it printed. */
function runImport(args: string[], env: Record<string, string>) {
  const answer = spawnSync(
    process.execPath,
    ["--import", "tsx", "--import", "./scripts/raw-imports.mjs", "scripts/import.ts", ...args],
    { env: { ...process.env, NODE_ENV: "test", ...env }, encoding: "utf8", timeout: 60_000 },
  );
  return { status: answer.status, out: answer.stdout, err: answer.stderr.trim() };
}

const dir = tempDir();
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const wordpress = path.join(MOVING_IN, "wordpress.xml");

it("says in one line that the server holds the embedded database, and changes nothing", () => {
  const dataDir = path.join(dir, "held");
  fs.mkdirSync(dataDir);
  // A live process (this one) holds the directory, as a running server does.
  fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.pid));
  const { status, err } = runImport([wordpress], { DATA_DIR: dataDir });
  expect(status).toBe(1);
  expect(err).toBe(
    `The server is running on ${dataDir} (pid ${process.pid}) and holds its embedded database: stop it, run the import, then start it again.`,
  );
  expect(fs.readdirSync(dataDir)).toEqual(["server.lock"]);
});

it("refuses a missing uploads folder before it opens anything", () => {
  const dataDir = path.join(dir, "untouched");
  const { status, err } = runImport([wordpress, "--uploads", path.join(dir, "absent")], {
    DATA_DIR: dataDir,
  });
  expect(status).toBe(1);
  expect(err).toBe(`The uploads folder ${path.join(dir, "absent")} does not exist or is not a folder`);
  expect(fs.existsSync(dataDir)).toBe(false);
});

describe.skipIf(postgresSkipReason)("on PostgreSQL, beside the running site", () => {
  const site = besideTheSite();

  it("imports, prints its report and tells the servers to drop their cached pages", async () => {
    const { status, out } = runImport([wordpress], {
      DATABASE_URL: site.url,
      DATA_DIR: path.join(dir, "pg"),
    });
    expect(status).toBe(0);
    expect(out).toContain("Posts     5 imported, 0 already imported, 1 skipped");
    // Its images are read from the uploads copy or refused (127.0.0.1 is not allowed): no call leaves.
    expect(out).toContain("is an address the site may not call");
    await expect.poll(() => site.heard).toContain("everything");
  });
});
