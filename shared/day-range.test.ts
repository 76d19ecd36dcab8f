import { describe, expect, it } from "vitest";
import { dayRange } from "./day-range.ts";

describe("publication days", () => {
  it("bounds a calendar day in the publication's zone", () => {
    expect(dayRange("2026-11-22", "Asia/Kolkata")).toEqual({
      start: new Date("2026-11-21T18:30:00Z"),
      end: new Date("2026-11-22T18:30:00Z"),
    });
  });

  it("follows daylight-saving changes, where a day is 23 or 25 hours long", () => {
    const spring = dayRange("2026-03-08", "America/New_York");
    expect(spring.start).toEqual(new Date("2026-03-08T05:00:00Z"));
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3600_000);
    const autumn = dayRange("2026-11-01", "America/New_York");
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3600_000);
  });

  it("starts a day whose midnight the clocks skip at its first instant, and leaves no gap before it", () => {
    // Santiago moves from 00:00 (UTC-4) to 01:00 (UTC-3) on 2026-09-06.
    const skipped = dayRange("2026-09-06", "America/Santiago");
    expect(skipped.start).toEqual(new Date("2026-09-06T04:00:00Z"));
    expect(skipped.end.getTime() - skipped.start.getTime()).toBe(23 * 3600_000);
    expect(dayRange("2026-09-05", "America/Santiago").end).toEqual(skipped.start);
  });
});
