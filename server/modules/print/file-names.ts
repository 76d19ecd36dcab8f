/**
 * The file-name patterns of the print editions' import (decision 0079): a file name with fields in
 * braces, such as `vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf`.
 *
 * - `{volume}` and `{number}`: whole numbers (leading zeros allowed: `no{number}` reads `no04` as 4);
 * - `{date:FORMAT}`: the day it came out, FORMAT made of `YYYY`, `MM` and `DD` with any separators
 *   (`{date:YYYYMMDD}`, `{date:DD.MM.YYYY}`);
 * - `{title}`, optional: the edition's title (dashes and underscores read as spaces); without it an
 *   edition is titled 'Vol. 12, No. 4';
 * - `*`: any text (none or more characters);
 * - anything else is itself, letters matched without regard to case.
 *
 * The pattern must match the whole name. Whether the date is a real day is the import's to say. `{volume}`, `{number}` and `{date:…}` are required, once each.
 */

export class BadPattern extends Error {}

export type NameFields = { volume: number; number: number; date: string; title: string | null };

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

const DATE_PARTS: Record<string, string> = {
  YYYY: "(?<y>\\d{4})",
  MM: "(?<m>\\d{1,2})",
  DD: "(?<d>\\d{1,2})",
};

function dateSource(format: string): string {
  const source = format.replace(/YYYY|MM|DD|[^]/g, (part) => DATE_PARTS[part] ?? escape(part));
  for (const part of ["YYYY", "MM", "DD"])
    if (format.split(part).length !== 2)
      throw new BadPattern(`The date's format needs ${part} once, as in {date:YYYY-MM-DD}.`);
  return source;
}

const FIELDS: Record<string, string> = {
  volume: "(?<volume>\\d{1,3})",
  number: "(?<number>\\d{1,3})",
  title: "(?<title>.+?)",
};

/** Reads a pattern; a bad one throws BadPattern with what to change. */
export function readPattern(pattern: string): (fileName: string) => NameFields | null {
  const seen = new Set<string>();
  const source = pattern.replace(/\{([^}]*)\}|\*|[^]/g, (part, field: string | undefined) => {
    if (part === "*") return ".*?";
    if (field === undefined) {
      if (part === "{" || part === "}")
        throw new BadPattern(`A brace in the pattern is not closed: ${pattern}`);
      return escape(part);
    }
    const [name, format] = field.split(/:(.*)/s);
    if (seen.has(name!)) throw new BadPattern(`The pattern names {${name}} twice.`);
    seen.add(name!);
    if (name === "date") return dateSource(format ?? "");
    if (FIELDS[name!] && format === undefined) return FIELDS[name!]!;
    throw new BadPattern(
      `The pattern has {${field}}: use {volume}, {number}, {date:YYYY-MM-DD} and, if you like, {title}.`,
    );
  });
  const missing = ["volume", "number", "date"].filter((name) => !seen.has(name));
  if (missing.length)
    throw new BadPattern(
      `The pattern needs ${missing.map((n) => `{${n}${n === "date" ? ":YYYY-MM-DD" : ""}}`).join(", ")}.`,
    );
  const matcher = new RegExp(`^${source}$`, "i");
  return (fileName) => {
    const groups = matcher.exec(fileName)?.groups;
    if (!groups) return null;
    const date = `${groups.y}-${groups.m!.padStart(2, "0")}-${groups.d!.padStart(2, "0")}`;
    const title = groups.title?.replace(/[-_]+/g, " ").trim() || null;
    return { volume: Number(groups.volume), number: Number(groups.number), date, title };
  };
}
