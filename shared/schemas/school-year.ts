import { z } from "#shared/zod.ts";
import { SCHOOL_YEAR_FORMS } from "../school-year.ts";

/** Settings → School year (issue 40): the month the year starts in and how its name is written. */
export const schoolYearForm = z.object({
  startMonth: z.preprocess(
    (v) => (v === "" || v === undefined ? undefined : Number(v)),
    z
      .number({ message: "Please choose the month the school year starts in" })
      .int("Please choose the month the school year starts in")
      .min(1, "Please choose the month the school year starts in")
      .max(12, "Please choose the month the school year starts in"),
  ),
  form: z.enum(SCHOOL_YEAR_FORMS, { message: "Please choose how the year's name is written" }),
});

/** The rollover's confirmation: the years it moves between (as the preview showed them) and, for each
 * open draft (`draft:article:ID`) and assignment (`assignment:ID`), who takes it over, or 'keep' for
 * the alumnus to finish. */
export const rolloverForm = z
  .object({
    fromYear: z.coerce.number({ message: "Open the preview again" }).int().min(1900).max(2199),
  })
  .catchall(z.unknown());

export const undoRolloverForm = z.object({ id: z.uuid({ message: "That rollover does not exist" }) });

/** The year-start notice's Dismiss: the school year it dismisses (its start). */
export const dismissYearStartForm = z.object({
  year: z.coerce.number({ message: "Reload the page and try again" }).int().min(1900).max(2199),
});
