import { once } from "node:events";
import type { Writable } from "node:stream";
import { extract, pack } from "tar-stream";

/**
 * A backup's tar (decision 0051), by tar-stream: regular files only, with a pax `path` record for a
 * name the ustar header cannot hold. Headers carry mode 0644 and time 0, as the hand-written writer
 * before it did; archives it wrote read back the same (fixtures/written-by-0051.tar).
 */

const CUT = "The archive ends in the middle of an entry.";
const EPOCH = new Date(0);

/** Writes tar entries to `out`, waiting for it to drain as it fills. */
export function createTarWriter(out: Writable) {
  const archive = pack();
  const sent = (async () => {
    for await (const chunk of archive) if (!out.write(chunk)) await once(out, "drain");
  })();
  // Awaited by end(); a failure before then is the caller's to handle, through the file that threw.
  sent.catch(() => {});
  return {
    /** One file of exactly `size` bytes taken from `body`. */
    async file(
      name: string,
      size: number,
      body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
    ): Promise<void> {
      let finish!: (error?: Error | null) => void;
      const done = new Promise<void>((resolve, reject) => {
        finish = (error) => (error ? reject(error) : resolve());
      });
      const entry = archive.entry({ name, size, mode: 0o644, mtime: EPOCH, type: "file" }, finish);
      let written = 0;
      try {
        for await (const chunk of body) {
          written += chunk.length;
          if (written > size) throw new Error(`${name} is longer than its ${size} bytes`);
          if (!entry.write(chunk)) await once(entry, "drain");
        }
        if (written !== size) throw new Error(`${name} ended after ${written} of its ${size} bytes`);
      } catch (error) {
        archive.destroy(error as Error);
        throw error;
      }
      entry.end(null);
      await done;
    },
    /** The two empty blocks that end an archive. */
    async end(): Promise<void> {
      archive.finalize();
      await sent;
    },
  };
}

export type TarEntry = { name: string; size: number; body: AsyncIterable<Buffer> };

/** The archive's regular files in order; each entry's body must be read (or skipped by the loop) before
 * the next is asked for. */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const archive = extract();
  const stop = new AbortController();
  void (async () => {
    for await (const chunk of input)
      if (!archive.write(chunk)) await once(archive, "drain", { signal: stop.signal });
    archive.end(null);
  })().catch((error: Error) => archive.destroy(error));
  try {
    for await (const entry of archive) {
      const { name, size = 0, type } = entry.header;
      if (type === "file") yield { name, size, body: entry as AsyncIterable<Buffer> };
      // Whatever the reader left of this entry, and any entry that is not a regular file, is skipped.
      entry.resume();
    }
  } catch (error) {
    throw (error as Error).message === "Unexpected end of data" ? new Error(CUT) : error;
  } finally {
    stop.abort();
    archive.destroy();
  }
}
