import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { freePort, runServerExpectingExit } from "../helpers/server.ts";

const SECRET = "hunter2-s3cret";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-startup-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

it.each([
  ["a mistyped DATABASE_URL", { DATABASE_URL: `postgresql//editor:${SECRET}@db.example.org/news` }],
  ["a mistyped SMTP_URL", { SMTP_URL: `mailer:${SECRET}@mail.example.org:587` }],
])("stops on %s with a one-line message that names it and prints no password", async (_what, env) => {
  const { code, output } = await runServerExpectingExit({ DATA_DIR: dataDir, PORT: "0", ...env });
  expect(code).toBe(1);
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output).toMatch(new RegExp(`^Invalid ${Object.keys(env)[0]}: `));
  expect(output).not.toContain(SECRET);
});

it("stops with a one-line message and no password when the database cannot be reached", async () => {
  const port = await freePort();
  const { code, output } = await runServerExpectingExit({
    DATA_DIR: dataDir,
    PORT: "0",
    DATABASE_URL: `postgres://editor:${SECRET}@127.0.0.1:${port}/news`,
  });
  expect(code).toBe(1);
  expect(output.trim()).toMatch(
    new RegExp(
      `^Could not open the database at postgres://editor@127\\.0\\.0\\.1:${port}/news \\(DATABASE_URL\\): .*ECONNREFUSED`,
    ),
  );
  expect(output.trim().split("\n")).toHaveLength(1);
  expect(output).not.toContain(SECRET);
});
