import { CONTACT_PURPOSES, contactAddressesForm, type ContactAddresses } from "#shared/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { validate } from "../validate.ts";
import { auditSettings } from "./audit-settings.ts";
import { readSettings, setSetting } from "./store.ts";

export const CONTACTS_KEY = "contact_addresses";

/** The stored addresses; one that no longer passes is read as unset, the others stay. */
export function contactsFrom(stored: unknown): ContactAddresses {
  const values = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  return Object.fromEntries(
    CONTACT_PURPOSES.map((p) => {
      const parsed = contactAddressesForm.shape[p].safeParse(values[p]);
      return [p, parsed.success ? parsed.data : null];
    }),
  ) as ContactAddresses;
}

/** The publication's addresses (editor, tips, corrections, ads, careers, privacy, accessibility); null
 * where the editors set none. Nothing is invented: a fresh publication has none at all. */
export async function getContactAddresses(db: Db): Promise<ContactAddresses> {
  return contactsFrom((await readSettings(db, [CONTACTS_KEY])).get(CONTACTS_KEY));
}

/** Saves every address at once; a blank field unsets it. */
export async function saveContactAddresses(
  db: Db,
  actor: SessionUser | null | undefined,
  input: unknown,
): Promise<ContactAddresses> {
  assertCan(actor, "settings");
  const addresses = validate(contactAddressesForm, input);
  const before = await getContactAddresses(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, CONTACTS_KEY, addresses);
    await auditSettings(
      tx,
      actor,
      CONTACT_PURPOSES.map((p) => ({
        label: `Contact address (${p})`,
        from: before[p],
        to: addresses[p],
        shown: true,
      })),
    );
  });
  return addresses;
}
