import { describe, expect, it } from "vitest";
import { formatDate, formatLongDate, formatShortDate, isIsoDay, isoDayIn } from "./dates.ts";

describe("publication dates", () => {
  it("names the day of an instant in the zone, not in UTC", () => {
    const lateEvening = new Date("2026-11-21T19:00:00Z");
    expect(isoDayIn(lateEvening, "Asia/Kolkata")).toBe("2026-11-22");
    expect(isoDayIn(lateEvening, "UTC")).toBe("2026-11-21");
  });

  it("writes the day of each instant, where a zone's day starts at a quarter to the hour", () => {
    // Asia/Kathmandu is UTC+05:45: its day starts at 18:15 UTC. Each day written is kept by minute.
    for (let round = 0; round < 2; round++) {
      expect(isoDayIn(new Date("2026-11-21T18:14:59Z"), "Asia/Kathmandu")).toBe("2026-11-21");
      expect(isoDayIn(new Date("2026-11-21T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-11-22");
      expect(formatShortDate("2026-11-21T18:14:00Z", "Asia/Kathmandu")).toBe("Nov 21, 2026");
      expect(formatLongDate("2026-11-21T18:15:30Z", "Asia/Kathmandu")).toBe("Sunday, November 22, 2026");
    }
  });

  it("formats dates as readers read them, the same on every call", () => {
    const instant = "2026-11-21T19:00:00Z";
    expect(formatDate(instant, "Asia/Kolkata")).toBe("November 22, 2026");
    expect(formatDate(instant, "UTC")).toBe("November 21, 2026");
    expect(formatDate(instant, "Asia/Kolkata")).toBe("November 22, 2026");
    expect(formatLongDate(instant, "Asia/Kolkata")).toBe("Sunday, November 22, 2026");
    expect(formatShortDate(instant, "Asia/Kolkata")).toBe("Nov 22, 2026");
  });

  it("accepts only real dates written as YYYY-MM-DD", () => {
    expect(isIsoDay("2028-02-29")).toBe(true);
    expect(isIsoDay("2026-02-29")).toBe(false);
    expect(isIsoDay("2026-13-01")).toBe(false);
    expect(isIsoDay("22-11-2026")).toBe(false);
  });
});
