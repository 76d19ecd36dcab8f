import { expect, it } from "vitest";
import { emptyReport, importSummary } from "./report.ts";

it("counts the audit log's line in words that agree with the numbers", () => {
  const report = emptyReport("wordpress", false);
  report.posts.imported = 1;
  report.pages.imported = 1;
  report.comments.imported = 1;
  expect(importSummary(report)).toBe("Imported from WordPress: 1 post, 1 page, 1 comment");
  report.posts.imported = 1200;
  report.pages.imported = 0;
  report.comments.imported = 2;
  expect(importSummary(report)).toBe("Imported from WordPress: 1,200 posts, 0 pages, 2 comments");
});
