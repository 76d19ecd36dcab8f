import { describe, expect, it } from "vitest";
import { calendarOf, groupLines, mondayOf, UNSCHEDULED } from "./grouping.ts";

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
