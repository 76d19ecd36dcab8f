import { once } from "node:events";
import type { Writable } from "node:stream";

/**
 * The few parts of the tar format a backup needs (decision 0051): regular files only, written as ustar
 * with a pax `path` record before any name longer than the header's 100 bytes, and read back the same
 * way. Node has gzip but no tar; this is small enough to hold here rather than add a package.
 */

const BLOCK = 512;
const encoder = new TextEncoder();

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, type: "0" | "x"): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(0, 12), 136, "ascii");
  block.fill(" ", 148, 156);
  block.write(type, 156, "ascii");
  block.write("ustar\u000000", 257, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + " ", 148, "ascii");
  return block;
}

/** A pax record: its length counts itself, in decimal. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body);
  length += String(length + String(length).length).length;
  return Buffer.from(`${length}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes tar entries to `out`, waiting for it to drain as it fills. */
export function createTarWriter(out: Writable) {
  const write = async (chunk: Uint8Array) => {
    if (!out.write(chunk)) await once(out, "drain");
  };
  return {
    /** One file of exactly `size` bytes taken from `body`. */
    async file(
      name: string,
      size: number,
      body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    ): Promise<void> {
      if (encoder.encode(name).length > 100) {
        const record = paxRecord("path", name);
        await write(header("pax", record.length, "x"));
        await write(Buffer.concat([record, padding(record.length)]));
      }
      await write(header(name.slice(0, 100), size, "0"));
      let written = 0;
      for await (const chunk of body) {
        written += chunk.length;
        if (written > size) throw new Error(`${name} is longer than its ${size} bytes`);
        await write(chunk);
      }
      if (written !== size) throw new Error(`${name} ended after ${written} of its ${size} bytes`);
      await write(padding(size));
    },
    /** The two empty blocks that end an archive. */
    async end(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2));
    },
  };
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** Reads exact byte counts from a stream of chunks. */
function byteReader(input: AsyncIterable<Buffer>) {
  const iterator = input[Symbol.asyncIterator]();
  let pending: Buffer = Buffer.alloc(0);
  return {
    /** Up to `max` bytes (fewer only at the end of the input). */
    async some(max: number): Promise<Buffer> {
      if (!pending.length) {
        const next = await iterator.next();
        if (next.done) return Buffer.alloc(0);
        pending = next.value;
      }
      const taken = pending.subarray(0, max);
      pending = pending.subarray(taken.length);
      return taken;
    },
    async exactly(count: number): Promise<Buffer> {
      const parts: Buffer[] = [];
      let have = 0;
      while (have < count) {
        const part = await this.some(count - have);
        if (!part.length) throw new Error("The archive ends in the middle of an entry.");
        parts.push(part);
        have += part.length;
      }
      return Buffer.concat(parts);
    },
  };
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/** The archive's regular files in order; each entry's body must be read (or skipped by the loop) before
 * the next is asked for. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const bytes = byteReader(input);
  let longName: string | null = null;
  for (;;) {
    const block = await bytes.exactly(BLOCK);
    if (block.every((byte) => byte === 0)) return;
    const size = parseInt(field(block, 124, 12).trim() || "0", 8);
    const type = field(block, 156, 1) || "0";
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/` : "") + field(block, 0, 100);
    if (type === "x") {
      const records = (await bytes.exactly(size)).toString("utf8");
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(records)?.[1] ?? null;
      await bytes.exactly(padding(size).length);
      continue;
    }
    longName = null;
    let left = size;
    const body = async function* () {
      while (left > 0) {
        const chunk = await bytes.some(left);
        if (!chunk.length) throw new Error("The archive ends in the middle of an entry.");
        left -= chunk.length;
        yield chunk;
      }
    };
    if (type === "0") yield { name, size, body: body() };
    // Whatever the reader left of this entry, and any entry that is not a regular file, is skipped.
    for await (const chunk of body()) void chunk;
    await bytes.exactly(padding(size).length);
  }
}
