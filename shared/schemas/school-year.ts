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
