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

  it("names the years a reader can go on to: the one before when anything was published then, the one after up to this year", async () => {
    const now = new Date("2011-03-01T12:00:00Z");
    expect(await yearArchive(db(), "UTC", "2010-11", 1, now)).toMatchObject({ earlier: null, later: null });
    await makeArticle(db(), {
      title: "Old news",
      category: "Politics",
      publishedAt: new Date("2008-10-01T12:00:00Z"),
    });
    const thisYear = await yearArchive(db(), "UTC", "2010-11", 1, now);
    expect([thisYear?.earlier?.slug, thisYear?.later]).toEqual(["2009-10", null]);
    const first = await yearArchive(db(), "UTC", "2008-09", 1, now);
    expect([first?.earlier, first?.later?.name]).toEqual([null, "2009–10"]);
  });
});
