import { afterEach, describe, expect, it, vi } from "vitest";
import { formatWhen } from "./when.ts";

describe("formatWhen", () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the time in the publication's zone", () => {
    expect(formatWhen("2026-11-28T16:45:00Z", "Asia/Kolkata")).toBe("Nov 28, 2026, 10:15 PM");
    expect(formatWhen(Date.UTC(2026, 10, 28, 16, 45), "UTC")).toBe("Nov 28, 2026, 4:45 PM");
  });

  it("builds its formatter once per zone, not once per date: a list of 50 comments builds none", () => {
    formatWhen(0, "Asia/Dhaka");
    const built = vi.spyOn(Intl, "DateTimeFormat");
    for (let i = 0; i < 50; i++) formatWhen(i * 3_600_000, "Asia/Dhaka");
    expect(built).not.toHaveBeenCalled();
  });
});
