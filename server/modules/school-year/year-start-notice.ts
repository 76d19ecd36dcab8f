import { dismissYearStartForm } from "#shared/schemas/school-year.ts";
import type { Db } from "../../db/client.ts";
import { assertCan, can } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { readSettings, setSetting } from "../settings/store.ts";
import { validate } from "../validate.ts";
import { currentSchoolYear } from "./setting.ts";
import { rolloverDue, yearBegunText } from "./year-start.ts";

/** site_settings key: the school year (its start) whose year-start notice an admin dismissed. */
const DISMISSED_KEY = "school_year_notice_dismissed";

export type YearStartNotice = { year: number; text: string };

/**
 * The portal's notice of the school year's start (issue 40, decision 0067), for those who may roll it
 * over (capability `staff`): shown while the year the clock is in has begun without its rollover, until
 * the rollover is done or an admin dismisses it (for the publication: one admin's dismissal is every
 * admin's). Null for anyone else.
 */
export async function yearStartNotice(
  db: Db,
  actor: SessionUser | null | undefined,
  { timeZone, now = new Date() }: { timeZone: string; now?: Date },
): Promise<YearStartNotice | null> {
  if (!actor || !can(actor.role, "staff")) return null;
  const current = await currentSchoolYear(db, timeZone, now);
  if (!(await rolloverDue(db, current.start))) return null;
  const dismissed = (await readSettings(db, [DISMISSED_KEY])).get(DISMISSED_KEY);
  return dismissed === current.start ? null : { year: current.start, text: yearBegunText(current.name) };
}

/** Dismisses the notice of one school year (admins); next year's comes as this one did. */
export async function dismissYearStartNotice(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<void> {
  assertCan(actor, "staff");
  const { year } = validate(dismissYearStartForm, input, "Could not dismiss the notice");
  await setSetting(db, DISMISSED_KEY, year);
}
