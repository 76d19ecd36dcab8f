import { formatter, isoDayIn } from "#shared/dates.ts";

/** The story budget and an assignment's page, as server/modules/desk/links.ts has them. */
export const DESK_PATH = "/admin/dashboard/desk";
export const PITCHES_PATH = "/admin/dashboard/pitches";
export const assignmentPath = (id: string) => `${DESK_PATH}/${id}`;

/** 'today at 5:00 PM', or 'Dec 3 at 5:00 PM' on another day, in the publication's zone. */
export function whenText(value: Date | string, today: string, timeZone: string): string {
  const at = new Date(value);
  const time = formatter("en-US", timeZone, { hour: "numeric", minute: "2-digit" }).format(at);
  if (isoDayIn(at, timeZone) === today) return `today at ${time}`;
  return `${formatter("en-US", timeZone, { month: "short", day: "numeric" }).format(at)} at ${time}`;
}

/** '1 piece', '3 pieces'. */
export const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`;
