import { describe, expect, it } from "vitest";
import { demoCountLines, describeDemoCounts, type DemoCounts } from "./demo-counts.ts";

const none: DemoCounts = {
  articles: 0,
  creative: 0,
  comments: 0,
  readers: 0,
  people: 0,
  breakingNews: 0,
  uploads: 0,
  settings: 0,
  pages: 0,
  kept: 0,
};

describe("what 'Remove demo content' lists", () => {
  it("counts each kind with something to remove, and names the pages' text as the text of the pages", () => {
    expect(demoCountLines({ ...none, articles: 60, people: 1, settings: 1, pages: 5 })).toEqual([
      "60 articles",
      "1 person",
      "1 setting",
      "the text of 5 pages",
    ]);
    expect(describeDemoCounts({ ...none, pages: 1 })).toBe("the text of 1 page");
    expect(describeDemoCounts(none)).toBe("nothing");
  });
});
