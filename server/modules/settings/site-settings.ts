import { eq, inArray } from "drizzle-orm";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_TAGLINE } from "../../../app/lib/constants.ts";
import {
  editorialTeam,
  MISSING_SITE_IDENTITY,
  siteIdentityForm,
  teamFromForm,
  teamMember,
  type TeamMember,
} from "../../../app/lib/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { formText, missingFields, validate } from "../validate.ts";

type Actor = SessionUser | null | undefined;

export type SiteIdentity = { siteName: string; siteTagline: string };

export async function getSiteIdentity(db: Db): Promise<SiteIdentity> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ["site_name", "site_tagline"]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const name = value("site_name");
  const tagline = value("site_tagline");
  return {
    siteName: typeof name === "string" && name ? name : DEFAULT_SITE_NAME,
    siteTagline: typeof tagline === "string" && tagline ? tagline : DEFAULT_SITE_TAGLINE,
  };
}

/** Site Settings (SPEC.md §2; saved, DESIGN.md §4): both required, one line each. The header, page
 * titles, feeds, metadata and the sender of mail read it on their next use. */
export async function saveSiteIdentity(db: Db, actor: Actor, input: unknown): Promise<SiteIdentity> {
  assertStaff(actor);
  const missing = (["siteName", "siteTagline"] as const).filter((f) => !formText(input, f).trim());
  if (missing.length) throw missingFields(missing, MISSING_SITE_IDENTITY);
  const { siteName, siteTagline } = validate(siteIdentityForm, input);
  await db.transaction(async (tx) => {
    await setSetting(tx, "site_name", siteName);
    await setSetting(tx, "site_tagline", siteTagline);
  });
  return { siteName, siteTagline };
}

/** The editorial team shown on /contact and the splash, in display order; none until the editors add
 * it (or the demo seed does). A stored entry that no longer passes the rules is left out. */
export async function getEditorialTeam(db: Db): Promise<TeamMember[]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "editorial_team"))
    .limit(1);
  if (!Array.isArray(row?.value)) return [];
  return row.value.flatMap((m: unknown) => {
    const parsed = teamMember.safeParse(m);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Replaces the editorial team: `team[N][name|role|bio|email]` form fields or a list of members; name
 * and role required, e-mail optional, at most TEAM_MAX people. */
export async function saveEditorialTeam(db: Db, actor: Actor, input: unknown): Promise<TeamMember[]> {
  assertStaff(actor);
  const team = validate(editorialTeam, teamFromForm(input));
  await setSetting(db, "editorial_team", team);
  return team;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
