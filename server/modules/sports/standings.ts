import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { sportStandings } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { Invalid } from "../errors.ts";
import { formText } from "../validate.ts";
import type { StandingRow } from "./public.ts";

const LINE = /^(.{1,120}?)\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d{1,3})\s*)?$/;
const LINE_HELP = "Write one team a line as: Team, won, lost, tied (tied may be left out).";

/** The typed lines of a league's table (`Team, W, L, T`), or the first line that cannot be read. */
export function readStandings(text: string): StandingRow[] {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 40) throw new Invalid("A league's table has at most 40 teams.", { rows: LINE_HELP });
  return lines.map((line, i) => {
    const m = LINE.exec(line);
    if (!m) {
      const message = `Line ${i + 1} ("${line.slice(0, 40)}") cannot be read. ${LINE_HELP}`;
      throw new Invalid(message, { rows: message });
    }
    return { team: m[1]!, won: Number(m[2]), lost: Number(m[3]), tied: Number(m[4] ?? 0) };
  });
}

/**
 * Types a league's standings for a school year as the league published them (editors: capability
 * `sports`): they then win over the ones computed from results. Empty lines clear them, and the
 * computed standings show again.
 */
export async function saveStandings(db: Db, actor: SessionUser | null | undefined, input: unknown) {
  assertCan(actor, "sports");
  const league = formText(input, "league").trim();
  const schoolYear = Number(formText(input, "schoolYear"));
  if (!league || !Number.isInteger(schoolYear))
    throw new Invalid("Choose the league.", { league: "Choose the league." });
  const rows = readStandings(formText(input, "rows"));
  const where = and(eq(sportStandings.league, league), eq(sportStandings.schoolYear, schoolYear));
  if (rows.length === 0) {
    await db.delete(sportStandings).where(where);
    return { league, rows };
  }
  await db
    .insert(sportStandings)
    .values({ league, schoolYear, rows })
    .onConflictDoUpdate({
      target: [sportStandings.league, sportStandings.schoolYear],
      set: { rows, updatedAt: new Date() },
    });
  return { league, rows };
}
