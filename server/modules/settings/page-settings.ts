import type { ContactAddresses } from "#shared/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { listMasthead, type MastheadMember } from "../people/masthead.ts";
import { CONTACTS_KEY, contactsFrom } from "./contact-addresses.ts";
import { IDENTITY_KEYS, identityFrom, type SiteIdentity } from "./site-settings.ts";
import { readSettings } from "./store.ts";

/** Everything every page shows of the settings (name and tagline, addresses) and this school year's
 * masthead (issue 26, issue 40). */
export async function getPageSettings(
  db: Db,
  timeZone: string,
  now: Date = new Date(),
): Promise<{ site: SiteIdentity; team: MastheadMember[]; contacts: ContactAddresses }> {
  const [stored, team] = await Promise.all([
    readSettings(db, [...IDENTITY_KEYS, CONTACTS_KEY]),
    listMasthead(db, timeZone, now),
  ]);
  return { site: identityFrom(stored), team, contacts: contactsFrom(stored.get(CONTACTS_KEY)) };
}
