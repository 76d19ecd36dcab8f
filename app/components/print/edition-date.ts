import { formatDate } from "#shared/dates.ts";

/** An edition's day ('YYYY-MM-DD') as readers read it: 'October 2, 2026' (a calendar day: no time zone). */
export const editionDate = (day: string) => formatDate(`${day}T12:00:00Z`, "UTC");
