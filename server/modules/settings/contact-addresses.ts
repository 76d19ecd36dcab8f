import { eq } from "drizzle-orm";
import {
  CONTACT_PURPOSES,
  contactAddressesForm,
  type ContactAddresses,
} from "../../../app/lib/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { setSetting } from "./site-settings.ts";

/** The publication's addresses (editor, tips, corrections, ads, careers, privacy, accessibility); null
 * where the editors set none (or a stored value no longer passes). Nothing is invented: a fresh publication has none at all. */
export async function getContactAddresses(db: Db): Promise<ContactAddresses> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "contact_addresses"))
    .limit(1);
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    CONTACT_PURPOSES.map((p) => {
      const parsed = contactAddressesForm.shape[p].safeParse(stored[p]);
      return [p, parsed.success ? parsed.data : null];
    }),
  ) as ContactAddresses;
}

/** Saves every address at once; a blank field unsets it. */
export async function saveContactAddresses(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<ContactAddresses> {
  assertStaff(actor);
  const addresses = validate(contactAddressesForm, input);
  await setSetting(db, "contact_addresses", addresses);
  return addresses;
}
