import type { SchoolYearSetting } from "#shared/school-year.ts";
import { schoolYearForm } from "#shared/schemas/school-year.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { auditSettings } from "../settings/audit-settings.ts";
import { setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";
import { getSchoolYearSetting, SCHOOL_YEAR_KEY } from "./setting.ts";
import { moveYearStartJob } from "./year-start.ts";

/** Saves the setting (admins: capability `settings`), recorded in the audit log; a new start month
 * moves the year-start job (./year-start.ts) with it. */
export async function saveSchoolYearSetting(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
  calendar: { timeZone: string; now?: Date },
): Promise<SchoolYearSetting> {
  assertCan(actor, "settings");
  const next = validate(schoolYearForm, input, "Could not save the school year");
  const before = await getSchoolYearSetting(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, SCHOOL_YEAR_KEY, next);
    if (next.startMonth !== before.startMonth) await moveYearStartJob(tx, next, calendar);
    await auditSettings(tx, actor, [
      { label: "School year starts in", from: before.startMonth, to: next.startMonth, shown: true },
      { label: "School year name", from: before.form, to: next.form, shown: true },
    ]);
  });
  return next;
}
