import { expect, it } from "vitest";
import { createSharedValues } from "./shared-values.ts";

it("loads a shared value once, until a change that touches every page", async () => {
  const shared = createSharedValues();
  let loads = 0;
  const load = async () => ++loads;
  expect(await Promise.all([shared.get("settings", load), shared.get("settings", load)])).toEqual([1, 1]);
  shared.apply("content");
  shared.apply({ article: "a" });
  expect(await shared.get("settings", load)).toBe(1);
  shared.apply("everything");
  expect(await shared.get("settings", load)).toBe(2);
});

it("does not keep a load that failed", async () => {
  const shared = createSharedValues();
  await expect(shared.get("settings", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  expect(await shared.get("settings", async () => "back")).toBe("back");
});

it("keeps a value with tags until a change touches one of them", async () => {
  const shared = createSharedValues();
  let loads = 0;
  const load = async () => ({ id: "a", n: ++loads });
  const tagsOf = (value: { id: string }) => ["content", `article:${value.id}`];
  expect((await shared.get("article:x", load, tagsOf)).n).toBe(1);
  shared.apply({ article: "b" });
  expect((await shared.get("article:x", load, tagsOf)).n).toBe(1);
  shared.apply({ article: "a" });
  expect((await shared.get("article:x", load, tagsOf)).n).toBe(2);
  shared.apply("content");
  expect((await shared.get("article:x", load, tagsOf)).n).toBe(3);
  shared.apply("everything");
  expect((await shared.get("article:x", load, tagsOf)).n).toBe(4);
});

it("drops a tagged value that a change overtook while it loaded, and one whose tags say not to keep it", async () => {
  const shared = createSharedValues();
  let loads = 0;
  let answer = (_: number) => {};
  const slow = () => new Promise<number>((resolve) => (answer = () => resolve(++loads)));
  const first = shared.get("article:x", slow, () => ["article:a"]);
  shared.apply({ article: "other" });
  answer(0);
  expect(await first).toBe(1);
  const second = shared.get("article:x", slow, () => ["article:a"]);
  answer(0);
  expect(await second).toBe(2);
  expect(shared.size()).toBe(1);
  await shared.get(
    "missing",
    async () => null,
    () => null,
  );
  expect(shared.size()).toBe(1);
});

it("bounds tagged values by count and time", async () => {
  const shared = createSharedValues({ maxTagged: 2 });
  const tags = () => ["content"];
  let loads = 0;
  const load = async () => ++loads;
  await shared.get("settings", load);
  await shared.get("a", load, tags);
  await shared.get("b", load, tags);
  await shared.get("a", load, tags);
  await shared.get("c", load, tags);
  expect(await shared.get("a", load, tags)).toBe(2);
  expect(await shared.get("b", load, tags)).toBe(5);
  expect(await shared.get("settings", load)).toBe(1);
  const expiring = createSharedValues({ ttlMs: 0 });
  expect(await expiring.get("a", load, tags)).toBe(6);
  expect(await expiring.get("a", load, tags)).toBe(7);
});

it("loads once from a thenable that would load again each time it is awaited (a query builder)", async () => {
  const shared = createSharedValues();
  let loads = 0;
  const builder = { then: (resolve: (n: number) => void) => resolve(++loads) };
  const load = () => builder as unknown as Promise<number>;
  expect(await shared.get("comments", load, () => ["content"])).toBe(1);
  expect(await shared.get("comments", load, () => ["content"])).toBe(1);
});

it("bounds tagged values by what they hold, and keeps none past a quarter of the bound", async () => {
  const shared = createSharedValues({ maxBytes: 1000 });
  const tags = () => ["content"];
  let loads = 0;
  const body = (n: number) => async () => (loads++, "x".repeat(n));
  for (const key of ["a", "b", "c", "d"]) await shared.get(key, body(200), tags);
  expect([shared.size(), shared.bytes()]).toEqual([4, 808]);
  await shared.get("e", body(200), tags);
  expect([shared.size(), shared.bytes()]).toEqual([4, 808]);
  await shared.get("big", body(300), tags);
  expect([shared.size(), shared.bytes()]).toEqual([4, 808]);
  expect(loads).toBe(6);
  await shared.get("e", body(200), tags);
  expect(loads).toBe(6);
  await shared.get("a", body(200), tags);
  expect(loads).toBe(7);
});
