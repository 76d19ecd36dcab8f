import { DEFAULT_SITE_NAME, DEFAULT_SITE_TAGLINE } from "#shared/constants.ts";
import { MISSING_SITE_IDENTITY, siteIdentityForm } from "#shared/schemas/settings.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { formText, missingFields, validate } from "../validate.ts";
import { auditSettings } from "./audit-settings.ts";
import { readSettings, setSetting } from "./store.ts";

type Actor = SessionUser | null | undefined;

export type SiteIdentity = { siteName: string; siteTagline: string };

export const IDENTITY_KEYS = ["site_name", "site_tagline"] as const;

/** The stored name and tagline, or the defaults where none is stored. */
export function identityFrom(stored: Map<string, unknown>): SiteIdentity {
  const name = stored.get("site_name");
  const tagline = stored.get("site_tagline");
  return {
    siteName: typeof name === "string" && name ? name : DEFAULT_SITE_NAME,
    siteTagline: typeof tagline === "string" && tagline ? tagline : DEFAULT_SITE_TAGLINE,
  };
}

export async function getSiteIdentity(db: Db): Promise<SiteIdentity> {
  return identityFrom(await readSettings(db, IDENTITY_KEYS));
}

/** Site Settings (SPEC.md §2; saved, DESIGN.md §4): both required, one line each. The header, page
 * titles, feeds, metadata and the sender of mail read it on their next use. */
export async function saveSiteIdentity(db: Db, actor: Actor, input: unknown): Promise<SiteIdentity> {
  assertCan(actor, "settings");
  const missing = (["siteName", "siteTagline"] as const).filter((f) => !formText(input, f).trim());
  if (missing.length) throw missingFields(missing, MISSING_SITE_IDENTITY);
  const { siteName, siteTagline } = validate(siteIdentityForm, input);
  const before = await getSiteIdentity(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, "site_name", siteName);
    await setSetting(tx, "site_tagline", siteTagline);
    await auditSettings(tx, actor, [
      { label: "Site name", from: before.siteName, to: siteName, shown: true },
      { label: "Tagline", from: before.siteTagline, to: siteTagline, shown: true },
    ]);
  });
  return { siteName, siteTagline };
}
