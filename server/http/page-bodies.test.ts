import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { createBodies, POPULAR_READS, type WithBodies } from "./page-bodies.ts";

const html = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `<li><a href="/article/story-${i}">Story ${i % 37}</a></li>`).join(
    "",
  ),
);
const settle = async (page: WithBodies) => {
  while (page.best !== "made") await new Promise((resolve) => setTimeout(resolve, 5));
};

describe("a cached page's bodies", () => {
  it("compresses only the encoding asked for, fast, then makes the best copies once the page is popular", async () => {
    const page: WithBodies = { bodies: { identity: html }, bytes: html.length, reads: 0 };
    const sizes: number[] = [];
    const bodies = createBodies<WithBodies>({
      resized: (_, delta) => sizes.push(delta),
      current: () => true,
    });
    const fast = bodies.body(page, "br");
    expect(page.bodies.gzip).toBeUndefined();
    expect(brotliDecompressSync(fast)).toEqual(html);
    for (let i = 1; i < POPULAR_READS; i++) expect(bodies.body(page, "br")).toBe(fast);
    await settle(page);
    const best = bodies.body(page, "br");
    expect(best.length).toBeLessThan(fast.length);
    expect(brotliDecompressSync(best)).toEqual(html);
    expect(gunzipSync(bodies.body(page, "gzip"))).toEqual(html);
    expect(page.bytes).toBe(html.length + best.length + page.bodies.gzip!.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(page.bytes - html.length);
  });

  it("makes a page rendered again after a popular copy best at its first read", async () => {
    const bodies = createBodies<WithBodies>({ resized: () => {}, current: () => true });
    const popular: WithBodies = { bodies: { identity: html }, bytes: html.length, reads: POPULAR_READS };
    const again: WithBodies = { bodies: { identity: html }, bytes: html.length, reads: 0 };
    bodies.inherit(again, popular);
    bodies.body(again, "gzip");
    await settle(again);
    expect(again.bodies.br).toBeDefined();
  });
});
