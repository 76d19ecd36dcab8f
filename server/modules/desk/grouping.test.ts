import { describe, expect, it } from "vitest";
import { calendarOf, groupLines, mondayOf, NO_EDITION, UNSCHEDULED } from "./grouping.ts";

const TZ = "Asia/Kolkata";
// 20:00 UTC on the 1st is already the 2nd in Kolkata.
const at = (iso: string) => new Date(iso);
const lines = [
  { id: "late", publishTarget: at("2026-12-01T20:00:00Z"), draftDue: at("2026-11-30T06:00:00Z") },
  { id: "none", publishTarget: null, draftDue: null },
  { id: "first", publishTarget: at("2026-12-01T06:00:00Z"), draftDue: null },
  { id: "next-week", publishTarget: at("2026-12-08T06:00:00Z"), draftDue: null },
];

describe("the budget's groups", () => {
  it("groups by the publication's day, soonest first, the undated last", () => {
    expect(groupLines(lines, "day", TZ).map((g) => [g.label, g.lines.map((l) => l.id)])).toEqual([
      ["Tuesday, December 1", ["first"]],
      ["Wednesday, December 2", ["late"]],
      ["Tuesday, December 8", ["next-week"]],
      [UNSCHEDULED, ["none"]],
    ]);
  });

  it("groups by the week from Monday", () => {
    expect(mondayOf("2026-12-06")).toBe("2026-11-30");
    expect(groupLines(lines, "week", TZ).map((g) => [g.label, g.lines.length])).toEqual([
      ["Week of November 30", 2],
      ["Week of December 7", 1],
      [UNSCHEDULED, 1],
    ]);
  });

  it("groups by print edition, by its date; its laid-out lines by page, then the planned; no edition last", () => {
    const edition = (id: string, issuedOn: string, status: "draft" | "published", page: number | null) => ({
      id,
      volume: 12,
      number: id === "next" ? 5 : 4,
      title: id === "next" ? "Spring Issue" : "Homecoming Issue",
      issuedOn,
      status,
      page,
    });
    const inEditions = [
      { id: "planned", publishTarget: null, edition: edition("next", "2026-12-18", "draft", null) },
      { id: "none", publishTarget: at("2026-12-01T06:00:00Z") },
      { id: "page-7", publishTarget: null, edition: edition("out", "2026-12-04", "published", 7) },
      { id: "planned-too", publishTarget: null, edition: edition("out", "2026-12-04", "published", null) },
      { id: "page-2", publishTarget: null, edition: edition("out", "2026-12-04", "published", 2) },
      { id: "also-none", publishTarget: null, edition: null },
    ];
    expect(
      groupLines(inEditions, "edition", TZ).map((g) => [g.label, g.detail, g.lines.map((l) => l.id)]),
    ).toEqual([
      [
        "Vol. 12, No. 4: Homecoming Issue",
        "December 4, 2026 · Published",
        ["page-2", "page-7", "planned-too"],
      ],
      ["Vol. 12, No. 5: Spring Issue", "December 18, 2026 · Draft", ["planned"]],
      [NO_EDITION, undefined, ["none", "also-none"]],
    ]);
  });

  it("lays a month out in weeks from Monday, each line on its due day and its publish day", () => {
    const weeks = calendarOf(lines, "2026-12", TZ);
    expect(weeks[0]![0]).toMatchObject({ day: "2026-11-30", inMonth: false });
    expect(weeks.at(-1)!.at(-1)!.day >= "2026-12-31").toBe(true);
    const days = weeks.flat().filter((d) => d.entries.length);
    expect(days.map((d) => [d.day, d.entries.map((e) => `${e.what}:${e.line.id}`)])).toEqual([
      ["2026-11-30", ["due:late"]],
      ["2026-12-01", ["publish:first"]],
      ["2026-12-02", ["publish:late"]],
      ["2026-12-08", ["publish:next-week"]],
    ]);
  });
});
