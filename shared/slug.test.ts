import { describe, expect, it } from "vitest";
import { followTitle, slugify } from "./slug.ts";

describe("slugify", () => {
  it("lowercases and joins runs of other characters with one hyphen, none at the ends", () => {
    expect(slugify("  Council Votes: 5–4 on the Budget! ")).toBe("council-votes-5-4-on-the-budget");
  });
});

describe("followTitle", () => {
  it("follows the title while the slug is empty", () => {
    expect(followTitle("", "", "Rain in Shillong")).toBe("rain-in-shillong");
  });
  it("follows the title while the slug is still the previous title's", () => {
    expect(followTitle("rain-in", "Rain in", "Rain in Shillong")).toBe("rain-in-shillong");
  });
  it("stays once edited by hand", () => {
    expect(followTitle("monsoon", "Rain in", "Rain in Shillong")).toBe("monsoon");
  });
});
