import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import { pipeline, Transform } from "node:stream";
import zlib from "node:zlib";

/**
 * A folder written as one zip file, streamed to disk file by file (Settings → Archive's download,
 * decision 0080): no zip package is installed, and Node's zlib has deflate and crc32. Text is deflated;
 * what is compressed already (pictures, fonts, media, PDFs) is stored. Each entry's sizes and checksum
 * follow its data (a data descriptor), so nothing is read twice. ZIP64 fields are written only when a
 * size, an offset or the number of entries needs them (or always, with `zip64`, for the tests).
 */

const STORED = /\.(jpe?g|png|gif|webp|avif|woff2?|mp3|m4a|mp4|webm|ogg|oga|pdf|zip|gz)$/i;
const MAX32 = 0xffffffff;
/** Deflate may grow a file a little: past this, an entry's sizes may not fit 32 bits. */
const BIG_ENTRY = 0xfff00000;
const FLAGS = 0x0808; // sizes in a data descriptor; names in UTF-8

type Entry = {
  name: Buffer;
  method: 0 | 8;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  zip64: boolean;
};

/** The files under `dir`, as the zip names them (forward slashes), in a stable order. */
function filesUnder(dir: string, prefix = ""): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((d) =>
      d.isDirectory() ? filesUnder(dir, `${prefix}${d.name}/`) : d.isFile() ? [`${prefix}${d.name}`] : [],
    );
}

/** The MS-DOS date and time a zip keeps. */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(at.getFullYear(), 1980);
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | (at.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}

function zip64Extra(values: bigint[]): Buffer {
  const extra = Buffer.alloc(4 + 8 * values.length);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8 * values.length, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(v, 4 + 8 * i));
  return extra;
}

/**
 * Writes every file under `dir` into the zip file `file`, through a partial file renamed at the end (a
 * failure leaves no zip). `root` is the folder the entries go in, inside the zip.
 */
export async function zipFolder(
  dir: string,
  file: string,
  options: { root: string; madeAt?: Date; zip64?: boolean },
): Promise<{ entries: number; size: number }> {
  const { time, date } = dosTime(options.madeAt ?? new Date());
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const closed = new Promise<void>((resolve, reject) => out.once("close", resolve).once("error", reject));
  let offset = 0;
  const write = async (bytes: Buffer) => {
    offset += bytes.length;
    if (!out.write(bytes)) await once(out, "drain");
  };
  const entries: Entry[] = [];
  try {
    for (const relative of filesUnder(dir)) {
      const source = path.join(dir, ...relative.split("/"));
      const name = Buffer.from(`${options.root}/${relative}`, "utf8");
      const method = STORED.test(relative) ? 0 : 8;
      const zip64 = options.zip64 === true || fs.statSync(source).size > BIG_ENTRY;
      const entry: Entry = { name, method, crc: 0, compressed: 0, size: 0, offset, zip64 };
      const extra = zip64 ? zip64Extra([0n, 0n]) : Buffer.alloc(0);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(zip64 ? 45 : 20, 4);
      header.writeUInt16LE(FLAGS, 6);
      header.writeUInt16LE(method, 8);
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(date, 12);
      if (zip64) {
        header.writeUInt32LE(MAX32, 18);
        header.writeUInt32LE(MAX32, 22);
      }
      header.writeUInt16LE(name.length, 26);
      header.writeUInt16LE(extra.length, 28);
      await write(Buffer.concat([header, name, extra]));
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          entry.crc = zlib.crc32(chunk, entry.crc);
          entry.size += chunk.length;
          done(null, chunk);
        },
      });
      // pipeline() destroys the last stream with any step's error, which ends the loop below with it.
      const steps = method === 8 ? [measure, zlib.createDeflateRaw()] : [measure];
      const body = (pipeline as (...s: unknown[]) => NodeJS.ReadableStream)(
        fs.createReadStream(source),
        ...steps,
        () => {},
      );
      for await (const chunk of body) {
        entry.compressed += (chunk as Buffer).length;
        await write(chunk as Buffer);
      }
      if (entry.size > BIG_ENTRY && !zip64) throw new Error(`${relative} grew while it was zipped`);
      const descriptor = Buffer.alloc(zip64 ? 24 : 16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(entry.crc, 4);
      if (zip64) {
        descriptor.writeBigUInt64LE(BigInt(entry.compressed), 8);
        descriptor.writeBigUInt64LE(BigInt(entry.size), 16);
      } else {
        descriptor.writeUInt32LE(entry.compressed, 8);
        descriptor.writeUInt32LE(entry.size, 12);
      }
      await write(descriptor);
      entries.push(entry);
    }
    await writeDirectory(entries, offset, write, { time, date, zip64: options.zip64 === true });
    out.end();
    await closed;
    await fs.promises.rename(partial, file);
    return { entries: entries.length, size: offset };
  } catch (error) {
    out.destroy();
    await closed.catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

/** The central directory and its end records (ZIP64's too when anything needs them). */
async function writeDirectory(
  entries: Entry[],
  start: number,
  write: (bytes: Buffer) => Promise<void>,
  at: { time: number; date: number; zip64: boolean },
): Promise<void> {
  let length = 0;
  for (const e of entries) {
    const wide = e.zip64 || e.offset > MAX32;
    const extra = wide
      ? zip64Extra([BigInt(e.size), BigInt(e.compressed), BigInt(e.offset)])
      : Buffer.alloc(0);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 45, 4); // made on Unix, by ZIP 4.5
    record.writeUInt16LE(wide ? 45 : 20, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(e.method, 10);
    record.writeUInt16LE(at.time, 12);
    record.writeUInt16LE(at.date, 14);
    record.writeUInt32LE(e.crc, 16);
    record.writeUInt32LE(wide ? MAX32 : e.compressed, 20);
    record.writeUInt32LE(wide ? MAX32 : e.size, 24);
    record.writeUInt16LE(e.name.length, 28);
    record.writeUInt16LE(extra.length, 30);
    record.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    record.writeUInt32LE(wide ? MAX32 : e.offset, 42);
    const bytes = Buffer.concat([record, e.name, extra]);
    length += bytes.length;
    await write(bytes);
  }
  const end = start + length;
  if (at.zip64 || entries.length >= 0xffff || start > MAX32 || length > MAX32 || end > MAX32) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(length), 40);
    record.writeBigUInt64LE(BigInt(start), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(end), 8);
    locator.writeUInt32LE(1, 16);
    await write(Buffer.concat([record, locator]));
    const last = Buffer.alloc(22);
    last.writeUInt32LE(0x06054b50, 0);
    last.writeUInt16LE(0xffff, 8);
    last.writeUInt16LE(0xffff, 10);
    last.writeUInt32LE(MAX32, 12);
    last.writeUInt32LE(MAX32, 16);
    await write(last);
    return;
  }
  const last = Buffer.alloc(22);
  last.writeUInt32LE(0x06054b50, 0);
  last.writeUInt16LE(entries.length, 8);
  last.writeUInt16LE(entries.length, 10);
  last.writeUInt32LE(length, 12);
  last.writeUInt32LE(start, 16);
  await write(last);
}
