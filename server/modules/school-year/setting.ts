import {
  readSchoolYearSetting,
  schoolYearName,
  schoolYearOf,
  schoolYearSlug,
  type SchoolYearSetting,
} from "#shared/school-year.ts";
import { schoolYearForm } from "#shared/schemas/school-year.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";

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

/** Saves the setting (admins: capability `settings`), recorded in the audit log. */
export async function saveSchoolYearSetting(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<SchoolYearSetting> {
  assertCan(actor, "settings");
  const next = validate(schoolYearForm, input, "Could not save the school year");
  const before = await getSchoolYearSetting(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, SCHOOL_YEAR_KEY, next);
    await auditSettings(tx, actor, [
      { label: "School year starts in", from: before.startMonth, to: next.startMonth, shown: true },
      { label: "School year name", from: before.form, to: next.form, shown: true },
    ]);
  });
  return next;
}
