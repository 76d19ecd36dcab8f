import { describe, expect, it } from "vitest";
import { createPageStore } from "./page-store.ts";

const page = (bytes: number) => ({ bytes });

describe("the page store", () => {
  it("keeps pages read again through a flood of addresses read once, within its budget", () => {
    const store = createPageStore<{ bytes: number }>(40_000);
    for (const key of ["/", "/politics", "/article/a"]) {
      store.set(key, page(5_000));
      store.get(key);
    }
    for (let i = 0; i < 1_000; i++) store.set(`/politics?q=${i}`, page(3_000));
    expect(["/", "/politics", "/article/a"].map((key) => store.peek(key)?.bytes)).toEqual([
      5_000, 5_000, 5_000,
    ]);
    expect(store.peek("/politics?q=999")).toBeDefined();
    expect(store.peek("/politics?q=0")).toBeUndefined();
    expect(store.size().bytes).toBeLessThanOrEqual(40_000);
  });

  it("drops the least recently read of the kept pages first, back to probation before away", () => {
    const store = createPageStore<{ bytes: number }>(40_000);
    for (const key of ["a", "b", "c", "d"]) {
      store.set(key, page(9_000));
      store.get(key);
    }
    // Kept holds 30,000 bytes: the fourth pushed the first back to probation (10,000), not out.
    expect(store.peek("a")).toBeDefined();
    store.get("b");
    store.set("e", page(9_000));
    store.get("e");
    expect([..."abcde"].filter((key) => store.peek(key))).toEqual([..."bcde"]);
    expect(store.size()).toEqual({ entries: 4, bytes: 36_000 });
  });

  it("replaces a kept page in its place, refuses one larger than probation, and follows resizes", () => {
    const store = createPageStore<{ bytes: number }>(40_000);
    store.set("a", page(1_000));
    store.get("a");
    const replaced = page(2_000);
    store.set("a", replaced);
    store.set("huge", page(10_001));
    expect(store.peek("huge")).toBeUndefined();
    replaced.bytes += 500;
    store.resized("a", 500);
    expect(store.size()).toEqual({ entries: 1, bytes: 2_500 });
    store.delete("a");
    expect(store.size()).toEqual({ entries: 0, bytes: 0 });
  });
});
