import { describe, expect, it } from "vitest";
import { UpstreamError } from "./outbound.ts";
import { createUpstreamCache } from "./upstream-cache.ts";

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("the cache in front of a provider", () => {
  it("serves an answer for its time to live, then asks again", async () => {
    const { now, advance } = clock();
    const cache = createUpstreamCache<number>({ ttlMs: 1000, now });
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get("k", load)).toBe(1);
    advance(999);
    expect(await cache.get("k", load)).toBe(1);
    advance(1);
    expect(await cache.get("k", load)).toBe(2);
  });

  it("remembers a failure for a short time, then tries again", async () => {
    const { now, advance } = clock();
    const cache = createUpstreamCache<string>({ ttlMs: 60_000, failureTtlMs: 5000, now });
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new UpstreamError("status", "answered 500");
    };
    await expect(cache.get("k", failing)).rejects.toThrow("answered 500");
    advance(4999);
    await expect(cache.get("k", failing)).rejects.toThrow("answered 500");
    expect(calls).toBe(1);
    advance(1);
    expect(await cache.get("k", async () => "back")).toBe("back");
  });

  it("shares one call among concurrent callers of a key", async () => {
    const cache = createUpstreamCache<number>({ ttlMs: 1000 });
    let calls = 0;
    let finish: (value: number) => void = () => {};
    const load = () => {
      calls++;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const waiting = Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)]);
    finish(7);
    expect(await waiting).toEqual([7, 7, 7]);
    expect(calls).toBe(1);
  });

  it("keeps at most maxEntries keys, dropping the least recently used", async () => {
    const cache = createUpstreamCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2");
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("refuses a new key at once while maxPending calls are under way", async () => {
    const cache = createUpstreamCache<number>({ ttlMs: 1000, maxPending: 1 });
    let finish: (value: number) => void = () => {};
    const first = cache.get("a", () => new Promise<number>((resolve) => (finish = resolve)));
    await expect(cache.get("b", async () => 2)).rejects.toMatchObject({ kind: "busy" });
    finish(1);
    expect(await first).toBe(1);
    expect(await cache.get("b", async () => 2)).toBe(2);
  });
});
