import {
  readSchoolYearSetting,
  schoolYearName,
  schoolYearOf,
  schoolYearSlug,
  type SchoolYearSetting,
} from "#shared/school-year.ts";
import type { Db } from "../../db/client.ts";
import { readSettings } from "../settings/store.ts";

/** site_settings key of the school year setting (issue 40, decision 0067). */
export const SCHOOL_YEAR_KEY = "school_year";

/** A school year as pages show and address it. */
export type SchoolYear = { start: number; name: string; slug: string };

export async function getSchoolYearSetting(db: Db): Promise<SchoolYearSetting> {
  return readSchoolYearSetting((await readSettings(db, [SCHOOL_YEAR_KEY])).get(SCHOOL_YEAR_KEY));
}

/** The school year that starts in `start`, named as the setting says. */
export function schoolYear(start: number, setting: SchoolYearSetting): SchoolYear {
  return { start, name: schoolYearName(start, setting), slug: schoolYearSlug(start) };
}

/** The school year `now` falls in, on the publication's calendar, and the setting it was named by. */
export async function currentSchoolYear(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
): Promise<SchoolYear & { setting: SchoolYearSetting }> {
  const setting = await getSchoolYearSetting(db);
  return { ...schoolYear(schoolYearOf(now, setting.startMonth, timeZone), setting), setting };
}
