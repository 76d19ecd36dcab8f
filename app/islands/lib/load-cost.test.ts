import { afterEach, expect, it, vi } from "vitest";

// A reader's phone pays for an Intl formatter when the first one is made: Chromium loads its locale
// data then, 35-70 ms on this machine's CPU, 130-280 ms under Lighthouse's 4x slowdown (issue 39,
// docs/performance.md). An island's module and everything it imports make none when they load; a
// formatter is made when a text needs one (shared/archived-copy.ts made one at load, on every page).

afterEach(() => vi.restoreAllMocks());

it("loading every island's code makes no Intl formatter", async () => {
  const made = (
    ["DateTimeFormat", "NumberFormat", "PluralRules", "RelativeTimeFormat", "Collator"] as const
  ).map((name) => vi.spyOn(Intl, name));
  // Afresh: the test files share their worker's modules, and another file may have loaded these.
  vi.resetModules();
  const islands = import.meta.glob("../*.tsx");
  expect(Object.keys(islands).length).toBeGreaterThan(15);
  for (const load of Object.values(islands)) await load();
  for (const spy of made) expect(spy, spy.getMockName()).not.toHaveBeenCalled();
});
