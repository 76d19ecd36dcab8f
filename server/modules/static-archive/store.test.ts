import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { checkTarget, MANIFEST, openStore } from "./store.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-store-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
const data = path.join(scratch, "data");

it("refuses a target inside the data directory, a file, and a folder with other things in it", () => {
  expect(() => checkTarget(path.join(data, "archive"), data, false)).toThrow(/inside the data directory/);
  expect(() => checkTarget(data, data, true)).toThrow(/inside the data directory/);
  const file = path.join(scratch, "a-file");
  fs.writeFileSync(file, "x");
  expect(() => checkTarget(file, data, true)).toThrow(/is a file/);
  const busy = path.join(scratch, "busy");
  fs.mkdirSync(busy);
  fs.writeFileSync(path.join(busy, "notes.txt"), "mine");
  expect(() => checkTarget(busy, data, false)).toThrow(/not empty and holds no archive.*--force/);
  expect(() => checkTarget(busy, data, true)).not.toThrow();
  expect(() => checkTarget(path.join(scratch, "new"), data, false)).not.toThrow();
  // A folder an earlier run wrote is the archive to bring up to date.
  fs.writeFileSync(path.join(busy, MANIFEST), "{}");
  expect(() => checkTarget(busy, data, false)).not.toThrow();
});

it("writes only what changed, and removes what the last run wrote and this one did not", () => {
  const dir = path.join(scratch, "site");
  const same = (_file: string, bytes: Buffer) => bytes;
  const first = openStore(dir, "2026-12-07", same);
  first.write("index.html", Buffer.from("home"));
  first.write("article/a/index.html", Buffer.from("a"));
  first.write("article/b/index.html", Buffer.from("b"));
  expect(first.finish()).toMatchObject({ written: 3, unchanged: 0, removed: 0 });
  const second = openStore(dir, "2026-12-08", same);
  second.write("index.html", Buffer.from("home"));
  second.write("article/a/index.html", Buffer.from("a, corrected"));
  expect(second.finish()).toMatchObject({
    written: 1,
    unchanged: 1,
    removed: 1,
    changed: ["article/a/index.html"],
  });
  expect(fs.readFileSync(path.join(dir, "article/a/index.html"), "utf8")).toBe("a, corrected");
  // The removed page's folder goes with it.
  expect(fs.existsSync(path.join(dir, "article/b"))).toBe(false);
  // A file deleted by hand is written again.
  fs.rmSync(path.join(dir, "index.html"));
  const third = openStore(dir, "2026-12-09", same);
  third.write("index.html", Buffer.from("home"));
  third.write("article/a/index.html", Buffer.from("a, corrected"));
  expect(third.finish()).toMatchObject({ written: 1, unchanged: 1, removed: 0 });
  expect(() => openStore(dir, "2026-12-09", same).write("a/../../escaped.html", Buffer.from("x"))).toThrow(
    /outside the archive/,
  );
  expect(fs.existsSync(path.join(scratch, "escaped.html"))).toBe(false);
});
