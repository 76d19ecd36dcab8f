import type { ContactAddresses, TeamMember } from "#shared/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { CONTACTS_KEY, contactsFrom } from "./contact-addresses.ts";
import { IDENTITY_KEYS, identityFrom, TEAM_KEY, teamFrom, type SiteIdentity } from "./site-settings.ts";
import { readSettings } from "./store.ts";

/** Everything every page shows of the settings (name and tagline, team, addresses), in one query. */
export async function getPageSettings(
  db: Db,
): Promise<{ site: SiteIdentity; team: TeamMember[]; contacts: ContactAddresses }> {
  const stored = await readSettings(db, [...IDENTITY_KEYS, TEAM_KEY, CONTACTS_KEY]);
  return {
    site: identityFrom(stored),
    team: teamFrom(stored.get(TEAM_KEY)),
    contacts: contactsFrom(stored.get(CONTACTS_KEY)),
  };
}
