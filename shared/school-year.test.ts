import { describe, expect, it } from "vitest";
import {
  graduationYear,
  parseSchoolYearSlug,
  readSchoolYearSetting,
  schoolYearName,
  schoolYearOf,
  schoolYearSlug,
} from "./school-year.ts";

const NY = "America/New_York";

describe("school year", () => {
  it("a date before the start month belongs to the year that started the calendar year before", () => {
    expect(schoolYearOf(new Date("2026-07-31T12:00:00Z"), 8, NY)).toBe(2025);
    expect(schoolYearOf(new Date("2026-08-01T12:00:00Z"), 8, NY)).toBe(2026);
  });

  it("the year turns at midnight on the publication's calendar, not UTC's", () => {
    // 03:00 UTC on 1 August is still 31 July in New York.
    expect(schoolYearOf(new Date("2026-08-01T03:00:00Z"), 8, NY)).toBe(2025);
    expect(schoolYearOf(new Date("2026-08-01T03:00:00Z"), 8, "UTC")).toBe(2026);
  });

  it("names a year in each form a school uses, with an en dash where the form has one", () => {
    const names = ["2025–26", "2025-26", "2025–2026", "2025-2026", "2025/26"].map((form) =>
      schoolYearName(2025, readSchoolYearSetting({ startMonth: 8, form })),
    );
    expect(names).toEqual(["2025–26", "2025-26", "2025–2026", "2025-2026", "2025/26"]);
    expect(schoolYearName(2099, { startMonth: 9, form: "2025–26" })).toBe("2099–00");
    expect(schoolYearName(2026, { startMonth: 1, form: "2025–26" })).toBe("2026");
  });

  it("addresses a year in ASCII and reads back only the addresses it writes", () => {
    expect(schoolYearSlug(2025)).toBe("2025-26");
    expect(parseSchoolYearSlug("2024-25")).toBe(2024);
    for (const bad of ["2025-27", "2025–26", "2025", "x", "2025-2026"])
      expect(parseSchoolYearSlug(bad)).toBeNull();
  });

  it("reads a graduation year from the ways a class year is written", () => {
    expect(graduationYear("Class of 2026")).toBe(2026);
    expect(graduationYear("2027")).toBe(2027);
    expect(graduationYear("'28")).toBe(2028);
    expect(graduationYear("")).toBeNull();
  });

  it("falls back to August and '2025–26' for a missing or broken setting", () => {
    expect(readSchoolYearSetting(undefined)).toEqual({ startMonth: 8, form: "2025–26" });
    expect(readSchoolYearSetting({ startMonth: 13, form: "x" })).toEqual({ startMonth: 8, form: "2025–26" });
  });
});
