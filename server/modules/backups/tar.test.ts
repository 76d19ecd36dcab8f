import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createTarWriter, readTar } from "./tar.ts";

async function pack(entries: [string, Buffer][]): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on("data", (part: Buffer) => parts.push(part));
  const tar = createTarWriter(out);
  for (const [name, body] of entries) await tar.file(name, body.length, [body]);
  await tar.end();
  return Buffer.concat(parts);
}

async function unpack(bytes: Buffer, chunk = 100): Promise<[string, string][]> {
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
    bytes.subarray(i * chunk, (i + 1) * chunk),
  );
  const found: [string, string][] = [];
  const stream = (async function* () {
    yield* chunks;
  })();
  for await (const entry of readTar(stream)) {
    const parts: Buffer[] = [];
    for await (const part of entry.body) parts.push(part);
    found.push([entry.name, Buffer.concat(parts).toString()]);
  }
  return found;
}

describe("The backup's tar", () => {
  const long = `uploads/${"k".repeat(120)}-1600.webp`;
  const entries: [string, Buffer][] = [
    ["manifest.json", Buffer.from("{}")],
    [long, Buffer.from("x".repeat(1500))],
    ["empty.jsonl", Buffer.alloc(0)],
  ];

  it("reads back what it wrote, names longer than 100 bytes included, in chunks of any size", async () => {
    const bytes = await pack(entries);
    expect(bytes.length % 512).toBe(0);
    const expected = entries.map(([name, body]) => [name, body.toString()]);
    expect(await unpack(bytes)).toEqual(expected);
    expect(await unpack(bytes, 7)).toEqual(expected);
  });

  it("reads the archives its hand-written predecessor wrote (decision 0051), byte for byte", async () => {
    const bytes = fs.readFileSync(path.join(import.meta.dirname, "fixtures", "written-by-0051.tar"));
    const database = `database/${"t".repeat(95)}.jsonl`;
    const expected = [...entries.map(([name, body]) => [name, body.toString()]), [database, '{"id":1}\n']];
    expect(await unpack(bytes)).toEqual(expected);
    expect(await unpack(bytes, 7)).toEqual(expected);
  });

  it("writes what the system's tar lists, and says where an archive is cut short", async () => {
    const bytes = await pack(entries);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "borderland-tar-")), "a.tar");
    fs.writeFileSync(file, bytes);
    const listed = spawnSync("tar", ["-tf", file], { encoding: "utf8" });
    expect(listed.stdout.trim().split("\n")).toEqual(entries.map(([name]) => name));
    fs.rmSync(path.dirname(file), { recursive: true });
    await expect(unpack(bytes.subarray(0, 1000))).rejects.toThrow(
      "The archive ends in the middle of an entry.",
    );
  });
});
