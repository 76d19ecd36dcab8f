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
