import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { yearArchive } from "./archive.ts";

describeEachEngine("the archive by school year", ({ db }) => {
  it("lists the year's published pieces by month and section, newest first, and nothing outside it", async () => {
    await makeArticle(db(), {
      title: "September politics",
      category: "Politics",
      publishedAt: new Date("2025-09-10T12:00:00Z"),
    });
    await makeArticle(db(), {
      title: "September business",
      category: "Business",
      publishedAt: new Date("2025-09-20T12:00:00Z"),
    });
    await makeArticle(db(), {
      title: "May politics",
      category: "Politics",
      publishedAt: new Date("2026-05-02T12:00:00Z"),
    });
    await makeArticle(db(), {
      title: "Last July",
      category: "Politics",
      publishedAt: new Date("2025-07-31T12:00:00Z"),
    });
    await makeArticle(db(), {
      title: "Next August",
      category: "Politics",
      publishedAt: new Date("2026-08-01T12:00:00Z"),
    });
    await makeArticle(db(), { title: "A draft", category: "Politics", publishedAt: null });
    const archive = await yearArchive(db(), "UTC", "2025-26");
    expect(archive?.year.name).toBe("2025–26");
    expect(
      archive?.months.map((m) => [m.month, m.sections.map((s) => [s.section, s.pieces.map((p) => p.title)])]),
    ).toEqual([
      ["May 2026", [["Politics", ["May politics"]]]],
      [
        "September 2025",
        [
          ["Business", ["September business"]],
          ["Politics", ["September politics"]],
        ],
      ],
    ]);
    expect(archive?.more).toBe(false);
    expect(await yearArchive(db(), "UTC", "2025-2026")).toBeNull();
    expect((await yearArchive(db(), "UTC", "2030-31"))?.months).toEqual([]);
  });
});
