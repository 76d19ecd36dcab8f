import { eq, inArray } from "drizzle-orm";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_TAGLINE } from "../../../app/lib/constants.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";
import type { EditorialMember } from "../../db/seed/demo-types.ts";

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

export async function getEditorialTeam(db: Db): Promise<EditorialMember[]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, "editorial_team"))
    .limit(1);
  return Array.isArray(row?.value) ? (row.value as EditorialMember[]) : [];
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
