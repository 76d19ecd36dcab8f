import { SITE_IMPORT_MAX_BYTES, SITE_IMPORT_MAX_LABEL } from "#shared/constants.ts";
import { z } from "#shared/zod.ts";
import { text } from "./fields.ts";

export const SITE_IMPORT_TOO_LARGE = `Please choose an export smaller than ${SITE_IMPORT_MAX_LABEL}. Export the old site in parts (by date or category) and import each.`;

/** Begin an upload in Settings → Import (decision 0070): the file's name and size; `resume`, the upload
 * of the same file this browser began before, to go on with. */
export const siteImportStart = z.object({
  name: text(255, "The file's name"),
  size: z
    .number({ message: "The file's size is missing" })
    .int()
    .min(1, "The file is empty")
    .max(SITE_IMPORT_MAX_BYTES, SITE_IMPORT_TOO_LARGE),
  resume: z.string().uuid().optional(),
});
