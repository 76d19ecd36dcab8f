import { describe, expect, it } from "vitest";
import { isSectionOf } from "./navigation.ts";

describe("isSectionOf", () => {
  it("marks a section on its own page and on the pages under it, in any letter case", () => {
    expect(isSectionOf("/politics", "/politics")).toBe(true);
    expect(isSectionOf("/politics/", "/politics")).toBe(true);
    expect(isSectionOf("/Politics/page-2", "/politics")).toBe(true);
  });

  it("does not mark a section for a page whose path only starts with the same letters", () => {
    expect(isSectionOf("/politicsx", "/politics")).toBe(false);
    expect(isSectionOf("/article/politics", "/politics")).toBe(false);
  });

  it("marks the home page only on itself", () => {
    expect(isSectionOf("/", "/")).toBe(true);
    expect(isSectionOf("/politics", "/")).toBe(false);
  });
});
