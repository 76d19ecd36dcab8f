import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { vtimezone } from "./vtimezone.ts";

/** The zone as ical.js reads it from our VTIMEZONE alone, and its offset (hours) at local times. */
function offsets(timeZone: string, from: string, to: string, locals: string[]) {
  const text = vtimezone(timeZone, new Date(from), new Date(to));
  const zone = new ICAL.Timezone(new ICAL.Component(ICAL.parse(text)));
  return locals.map((l) => zone.utcOffset(ICAL.Time.fromDateTimeString(l)) / 3600);
}

describe("the calendar's VTIMEZONE (decision 0078)", () => {
  it("has each change of offset at its local time, from a start on the 31st, on the half hour too", () => {
    expect(
      offsets("America/New_York", "2026-10-31T23:00:00Z", "2027-04-01T00:00:00Z", [
        "2026-10-31T19:00:00",
        "2026-11-01T00:30:00",
        "2026-11-07T19:00:00",
        "2027-03-14T03:00:00",
      ]),
    ).toEqual([-4, -4, -5, -4]);
    expect(
      offsets("America/St_Johns", "2026-09-01T00:00:00Z", "2026-12-01T00:00:00Z", [
        "2026-10-31T19:00:00",
        "2026-11-01T03:00:00",
      ]),
    ).toEqual([-2.5, -3.5]);
  });

  it("is one standard observance in a zone without summer time", () => {
    const text = vtimezone(
      "Asia/Kolkata",
      new Date("2026-09-01T00:00:00Z"),
      new Date("2027-06-01T00:00:00Z"),
    );
    expect(text.match(/BEGIN:(STANDARD|DAYLIGHT)/g)).toEqual(["BEGIN:STANDARD"]);
    expect(text).toContain("TZOFFSETTO:+0530");
  });
});
