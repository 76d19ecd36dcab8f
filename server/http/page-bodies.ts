import { compressBest, compressFast, type Compressed, type Encoding } from "./encodings.ts";

/** A page's bytes in each encoding made so far. */
export type Bodies = Partial<Record<Compressed, Buffer>> & { identity: Buffer };

/** What the bodies' keeper needs of a cached page. */
export type WithBodies = {
  bodies: Bodies;
  bytes: number;
  /** How often it was sent, and whether its best copies are made or on their way. */
  reads: number;
  best?: "queued" | "made";
  /** Its headers as Node writes them, by encoding and state: made again when a body changes. */
  wire?: Map<string, string[]>;
};

/** Reads after which a page counts as popular and its best copies are made. */
export const POPULAR_READS = 10;
/** Popular pages waiting for their best copies at most; others wait for a later read. */
const QUEUE_MAX = 32;

/**
 * The encoded bodies of cached pages. A page's first reader gets it compressed at a fast level, in the
 * encoding they asked for and only that (a page nobody reads twice costs one render and a fraction); a
 * page read POPULAR_READS times gets brotli's and gzip's best copies, made one page at a time on zlib's
 * thread pool, off every reader's path, then sent in place of the fast ones. `resized` hears each
 * change of a page's size, for the cache's budget; a page no longer `current` (replaced, dropped) is
 * skipped.
 */
export function createBodies<T extends WithBodies>({
  resized,
  current,
}: {
  resized: (page: T, delta: number) => void;
  current: (page: T) => boolean;
}) {
  const waiting: T[] = [];
  let working = false;

  const replace = (page: T, encoding: Compressed, body: Buffer) => {
    const delta = body.length - (page.bodies[encoding]?.length ?? 0);
    page.bodies[encoding] = body;
    page.bytes += delta;
    page.wire = undefined;
    resized(page, delta);
  };

  const work = async () => {
    working = true;
    for (let page = waiting.shift(); page; page = waiting.shift()) {
      if (!current(page)) continue;
      for (const encoding of ["br", "gzip"] as const) {
        try {
          replace(page, encoding, await compressBest(page.bodies.identity, encoding));
        } catch (error) {
          console.error("A page's best copy could not be made", error);
        }
      }
      page.best = "made";
    }
    working = false;
  };

  return {
    /** The page's body in `encoding`, counted as one read. */
    body(page: T, encoding: Encoding): Buffer {
      page.reads++;
      if (page.reads >= POPULAR_READS && !page.best && waiting.length < QUEUE_MAX) {
        page.best = "queued";
        waiting.push(page);
        if (!working) void work();
      }
      if (encoding === "identity") return page.bodies.identity;
      const made = page.bodies[encoding];
      if (made) return made;
      const fast = compressFast(page.bodies.identity, encoding);
      replace(page, encoding, fast);
      return fast;
    },
    /** A page rendered again whose previous copy was popular is made best at once. */
    inherit(page: T, previous: T | undefined) {
      if (previous && previous.reads >= POPULAR_READS) page.reads = POPULAR_READS - 1;
    },
  };
}
