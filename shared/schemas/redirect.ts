import { z } from "#shared/zod.ts";
import { text } from "./fields.ts";

/** The longest redirects CSV taken at once (a few thousand rows). */
export const REDIRECTS_CSV_MAX = 512 * 1024;

/** Add a redirect (Settings → Redirects, decision 0069): 'From', 'To' and the status; the rules of the
 * paths themselves are the domain's (server/modules/redirects/rules.ts). */
export const redirectForm = z.object({
  from: text(2000, "'From'"),
  to: text(2000, "'To'"),
  status: z.enum(["301", "302"], { message: "The status must be 301 (moved for good) or 302 (for now)" }),
});

/** Test an address: where it goes, and through which rules. */
export const redirectTestForm = z.object({ path: text(2000, "The address to test") });

/** Import a CSV of redirects: from,to,status per line. */
export const redirectsCsvForm = z.object({
  csv: z
    .string({ message: "Choose a CSV file of redirects" })
    .min(1, "Choose a CSV file of redirects")
    .max(REDIRECTS_CSV_MAX, "A redirects CSV may be at most 512 kB"),
});
