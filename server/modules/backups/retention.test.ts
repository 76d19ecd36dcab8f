import { describe, expect, it } from "vitest";
import { backupName, backupsToDelete, isoWeek, takenAtOf } from "./retention.ts";

const at = (iso: string) => ({ name: backupName(new Date(iso)), takenAt: new Date(iso) });

describe("Backup retention", () => {
  it("names ISO weeks as the standard does, across a year's end", () => {
    expect(isoWeek(new Date("2026-11-29T12:00:00Z"))).toBe("2026-W48");
    expect(isoWeek(new Date("2026-11-30T00:00:00Z"))).toBe("2026-W49");
    expect(isoWeek(new Date("2027-01-01T00:00:00Z"))).toBe("2026-W53");
    expect(isoWeek(new Date("2024-12-30T00:00:00Z"))).toBe("2025-W01");
  });

  it("keeps the newest of each of the last N days and of each of the last N ISO weeks, and deletes the rest", () => {
    // One backup a day at 03:00 for five weeks (Monday 2026-10-26 to Sunday 2026-11-29), and a second one
    // on the last day.
    const days = Array.from({ length: 35 }, (_, i) =>
      at(new Date(Date.UTC(2026, 9, 26 + i, 3)).toISOString()),
    );
    const extra = at("2026-11-29T15:00:00Z");
    const deleted = new Set(backupsToDelete([...days, extra], { daily: 3, weekly: 3 }));
    const kept = [...days, extra].filter((b) => !deleted.has(b.name)).map((b) => b.takenAt.toISOString());
    expect(kept.sort()).toEqual([
      "2026-11-15T03:00:00.000Z", // Sunday of week 46
      "2026-11-22T03:00:00.000Z", // Sunday of week 47
      "2026-11-27T03:00:00.000Z",
      "2026-11-28T03:00:00.000Z",
      "2026-11-29T15:00:00.000Z", // the newest of the last day, and of week 48
    ]);
  });

  it("keeps everything while there are fewer backups than it may keep", () => {
    expect(
      backupsToDelete([at("2026-11-28T03:00:00Z"), at("2026-11-29T03:00:00Z")], { daily: 7, weekly: 4 }),
    ).toEqual([]);
  });

  it("reads the instant back from a backup's name", () => {
    const name = backupName(new Date("2026-11-29T03:00:05.123Z"));
    expect(name).toBe("borderland-2026-11-29T03-00-05Z.tar.gz");
    expect(takenAtOf(name)).toEqual(new Date("2026-11-29T03:00:05Z"));
    expect(takenAtOf("other.tar.gz")).toBeNull();
  });
});
