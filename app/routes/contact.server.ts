import type { AppLoadContext } from "react-router";
import { getEditorialTeam } from "../../server/modules/settings/site-settings.ts";

/** Contact (SPEC.md §2): the editorial team comes from the database, not from the markup. */
export async function loadContact({ services: { db } }: AppLoadContext) {
  const team = await getEditorialTeam(db);
  return { team: team.map(({ name, role, bio, email }) => ({ name, role, bio, email })) };
}
