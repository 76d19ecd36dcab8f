import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import yauzl from "yauzl";
import { afterAll, expect, it } from "vitest";
import { zipFolder } from "./zip.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-zip-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Every entry of a zip file as yauzl reads it: its name, method and inflated bytes (checked against
 * their CRC-32 and sizes by yauzl). */
function readZip(file: string): Promise<Map<string, { method: number; bytes: Buffer }>> {
  const found = new Map<string, { method: number; bytes: Buffer }>();
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on("error", reject).on("end", () => resolve(found));
      zip.on("entry", (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (failed, stream) => {
          if (failed) return reject(failed);
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c)).on("error", reject);
          stream.on("end", () => {
            found.set(entry.fileName, { method: entry.compressionMethod, bytes: Buffer.concat(chunks) });
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    }),
  );
}

function makeFolder(name: string): Record<string, Buffer> {
  const files: Record<string, Buffer> = {
    "index.html": Buffer.from("<!DOCTYPE html><p>Archived copy</p>\n".repeat(400)),
    "article/the-river-rises/index.html": Buffer.from("<p>The river rose — ünïcode.</p>"),
    "uploads/river-800.webp": Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 251)),
    "empty.txt": Buffer.alloc(0),
  };
  for (const [file, bytes] of Object.entries(files)) {
    const full = path.join(scratch, name, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, bytes);
  }
  return files;
}

for (const zip64 of [false, true])
  it(`writes a folder that a zip reader reads back byte for byte${zip64 ? ", with ZIP64 records" : ""}`, async () => {
    const files = makeFolder(`site-${zip64}`);
    const file = path.join(scratch, `site-${zip64}.zip`);
    const made = await zipFolder(path.join(scratch, `site-${zip64}`), file, { root: "borderland", zip64 });
    expect(made).toEqual({ entries: 4, size: fs.statSync(file).size });
    const read = await readZip(file);
    expect([...read.keys()].sort()).toEqual(
      Object.keys(files)
        .map((f) => `borderland/${f}`)
        .sort(),
    );
    for (const [name, bytes] of Object.entries(files))
      expect(read.get(`borderland/${name}`)!.bytes.equals(bytes), name).toBe(true);
    // Text is deflated, a picture stored as it is.
    expect(read.get("borderland/index.html")!.method).toBe(8);
    expect(read.get("borderland/uploads/river-800.webp")!.method).toBe(0);
    expect(made.size).toBeLessThan(70_000 + 16_000);
    if (zip64) {
      const bytes = fs.readFileSync(file);
      expect(bytes.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    }
  });
