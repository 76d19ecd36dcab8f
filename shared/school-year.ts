import { isoDayIn } from "./dates.ts";

/** The school year (issue 40): a year is named by the calendar year it starts in ('2025' is 2025–26). */

/** How the publication writes a school year's name. */
export const SCHOOL_YEAR_FORMS = ["2025–26", "2025-26", "2025–2026", "2025-2026", "2025/26"] as const;
export type SchoolYearForm = (typeof SCHOOL_YEAR_FORMS)[number];

export type SchoolYearSetting = { startMonth: number; form: SchoolYearForm };
export const SCHOOL_YEAR_DEFAULT: SchoolYearSetting = { startMonth: 8, form: "2025–26" };

export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** The school year (its starting calendar year) that `instant` falls in, on the publication's calendar. */
export function schoolYearOf(instant: Date, startMonth: number, timeZone: string): number {
  const [year, month] = isoDayIn(instant, timeZone).split("-").map(Number) as [number, number];
  return month >= startMonth ? year : year - 1;
}

/** The year's name as the publication writes it: '2025–26', '2025-2026', … A year starting in January
 * is a single calendar year, named by it alone. */
export function schoolYearName(start: number, setting: SchoolYearSetting): string {
  if (setting.startMonth === 1) return String(start);
  const end = start + 1;
  const short = String(end % 100).padStart(2, "0");
  switch (setting.form) {
    case "2025–26":
      return `${start}–${short}`;
    case "2025-26":
      return `${start}-${short}`;
    case "2025–2026":
      return `${start}–${end}`;
    case "2025-2026":
      return `${start}-${end}`;
    case "2025/26":
      return `${start}/${short}`;
  }
}

/** The year's address part, always ASCII: '2025-26' (/staff/2025-26, /archive/2025-26). */
export function schoolYearSlug(start: number): string {
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}

/** The year a slug names, or null when it names none ('2025-26' only; '2025-27' is no year). */
export function parseSchoolYearSlug(slug: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(slug);
  if (!match) return null;
  const start = Number(match[1]);
  if (start < 1900 || start > 2200) return null;
  return schoolYearSlug(start) === slug ? start : null;
}

/** The first instant of a school year and of the next, on the publication's calendar, as ISO days. */
export function schoolYearDays(start: number, startMonth: number): { from: string; to: string } {
  const month = String(startMonth).padStart(2, "0");
  return { from: `${start}-${month}-01`, to: `${start + 1}-${month}-01` };
}

/** The graduation year a person's class year names ('Class of 2026', '2026', "'26"), or null. */
export function graduationYear(classYear: string): number | null {
  const four = /(\d{4})/.exec(classYear);
  if (four) return Number(four[1]);
  const two = /'(\d{2})\b/.exec(classYear);
  return two ? 2000 + Number(two[1]) : null;
}

/** The setting from what is stored, falling back to the default part by part. */
export function readSchoolYearSetting(value: unknown): SchoolYearSetting {
  const v = (value ?? {}) as Partial<Record<keyof SchoolYearSetting, unknown>>;
  const startMonth =
    typeof v.startMonth === "number" &&
    Number.isInteger(v.startMonth) &&
    v.startMonth >= 1 &&
    v.startMonth <= 12
      ? v.startMonth
      : SCHOOL_YEAR_DEFAULT.startMonth;
  const form = SCHOOL_YEAR_FORMS.includes(v.form as SchoolYearForm)
    ? (v.form as SchoolYearForm)
    : SCHOOL_YEAR_DEFAULT.form;
  return { startMonth, form };
}
