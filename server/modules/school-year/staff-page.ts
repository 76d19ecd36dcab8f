import { parseSchoolYearSlug } from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import type { MastheadMember } from "../people/masthead.ts";
import { listMastheadYears, mastheadAsOf, mastheadOfYear } from "./mastheads.ts";
import { currentSchoolYear, schoolYear, type SchoolYear } from "./setting.ts";

export type StaffPage = {
  year: SchoolYear;
  /** Whether it is this school year's masthead (/staff). */
  current: boolean;
  members: MastheadMember[];
  /** Every school year with a masthead, newest first, for the page's links. */
  years: SchoolYear[];
};

/**
 * /staff (this school year's masthead) and /staff/2024-25 (any year's, from what people held then,
 * issue 40); null for an address that names no school year.
 */
export async function staffPage(
  db: Db,
  timeZone: string,
  slug: string | undefined,
  now: Date = new Date(),
): Promise<StaffPage | null> {
  const current = await currentSchoolYear(db, timeZone, now);
  const start = slug === undefined ? current.start : parseSchoolYearSlug(slug);
  if (start === null) return null;
  const isCurrent = start === current.start;
  const [members, years] = await Promise.all([
    isCurrent ? mastheadAsOf(db, start) : mastheadOfYear(db, start),
    listMastheadYears(db),
  ]);
  return {
    year: schoolYear(start, current.setting),
    current: isCurrent,
    members,
    years: years.map((y) => schoolYear(y, current.setting)),
  };
}
