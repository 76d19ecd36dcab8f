import { expect, it } from "vitest";
import { counted, formatSize } from "./describe.ts";
import { describeRestore } from "./restore.ts";

it("words what a restore brought back, one and many", () => {
  expect(counted(1, "person", "people")).toBe("1 person");
  expect(counted(12_000, "comment")).toBe("12,000 comments");
  expect(formatSize(18_400)).toBe("18 kB");
  const text = describeRestore({
    takenAt: "2026-11-29T03:00:00.000Z",
    schemaVersion: "0016_general_category",
    articles: 1,
    creative: 0,
    pages: 8,
    people: 1,
    comments: 2,
    accounts: 1,
    files: 0,
  });
  expect(text).toContain("1 piece (1 articles and opinion, 0 creative), 8 static pages,");
  expect(text).toContain("1 person, 2 comments, 1 account, 0 files.");
});
