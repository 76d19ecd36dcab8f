import { tzName, tzOffset } from "@date-fns/tz";

/**
 * A VTIMEZONE component (RFC 5545 §3.6.5) of an IANA zone, for the instants `from` to `to`: ical-
 * generator writes each game's `DTSTART;TZID=…` and asks for the zone's definition, which it needs a
 * separate package to write (decision 0078). It is built from the zone data the runtime's Intl holds
 * (the same data that placed the games, through @date-fns/tz; its own tzScan misses a change when it
 * starts scanning on the 31st of a month): one observance for the offset in force at `from`, then one for each change of offset until `to`, each starting at its local wall-clock time
 * in the offset before it (RFC 5545's rule), with the zone's short name ('EST', 'EDT').
 */
export function vtimezone(timeZone: string, from: Date, to: Date): string {
  const changes = offsetChanges(timeZone, from, to);
  const first = tzOffset(timeZone, from);
  // The offset in force at `from` (always, in a zone without changes), from a date before any game;
  // summer time when the first change sets the clocks back.
  const kind = changes[0] && changes[0].to < first ? "DAYLIGHT" : "STANDARD";
  const lines = [
    "BEGIN:VTIMEZONE",
    `TZID:${timeZone}`,
    ...observance(kind, "19700101T000000", first, first, tzName(timeZone, from, "short")),
    ...changes.flatMap((c) =>
      observance(
        c.to > c.from ? "DAYLIGHT" : "STANDARD",
        localTime(c.at, c.from),
        c.from,
        c.to,
        tzName(timeZone, c.at, "short"),
      ),
    ),
    "END:VTIMEZONE",
  ];
  return lines.join("\r\n");
}

const DAY = 86_400_000;
const MINUTE = 60_000;

/** Each change of the zone's offset (minutes from UTC) between `from` and `to`, to the minute: a day at
 * a time, then halving the day it happened in (some zones change on the half hour: Newfoundland, Lord
 * Howe). A zone changes its offset months apart, never twice in a day. */
function offsetChanges(timeZone: string, from: Date, to: Date) {
  const offset = (t: number) => tzOffset(timeZone, new Date(t));
  const changes: { at: Date; from: number; to: number }[] = [];
  const start = Math.floor(from.getTime() / MINUTE) * MINUTE;
  for (let day = start; day < to.getTime(); day += DAY) {
    const before = offset(day);
    const after = offset(day + DAY);
    if (before === after) continue;
    let lo = day;
    let hi = day + DAY;
    while (hi - lo > MINUTE) {
      const mid = lo + Math.floor((hi - lo) / (2 * MINUTE)) * MINUTE;
      if (offset(mid) === before) lo = mid;
      else hi = mid;
    }
    changes.push({ at: new Date(hi), from: before, to: after });
  }
  return changes;
}

function observance(kind: "STANDARD" | "DAYLIGHT", start: string, from: number, to: number, name: string) {
  return [
    `BEGIN:${kind}`,
    `DTSTART:${start}`,
    `TZOFFSETFROM:${utcOffset(from)}`,
    `TZOFFSETTO:${utcOffset(to)}`,
    `TZNAME:${name}`,
    `END:${kind}`,
  ];
}

/** '-0500' of -300 minutes. */
function utcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, "0")}${String(abs % 60).padStart(2, "0")}`;
  return `${minutes < 0 ? "-" : "+"}${hhmm}`;
}

/** '20261101T020000', the wall-clock time of `instant` at `offset` minutes from UTC. */
function localTime(instant: Date, offset: number): string {
  return new Date(instant.getTime() + offset * 60_000).toISOString().slice(0, 19).replace(/[-:]/g, "");
}
