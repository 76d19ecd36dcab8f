import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { sectionBatches } from "./scope.ts";

/** An archive of one section reads its pieces a batch at a time (decision 0080): no query's answer grows
 * with the section. */

describeEachEngine("a section's pieces for its archive", ({ db }) => {
  it("come a batch at a time, each at most the batch's size, every published one once", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await makeArticle(db(), { category: "Business" })).slug);
    await makeArticle(db(), { category: "Business", publishedAt: null });
    await makeArticle(db(), { category: "Politics" });
    const batches: string[][] = [];
    for await (const batch of sectionBatches(db(), "business", 2)) batches.push(batch);
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(batches.flat().sort()).toEqual(made.map((slug) => `/article/${slug}`).sort());
    // A section of exactly the batch's size asks once more, and finds nothing.
    const exact: string[][] = [];
    for await (const batch of sectionBatches(db(), "business", 5)) exact.push(batch);
    expect(exact.map((b) => b.length)).toEqual([5]);
  });
});
