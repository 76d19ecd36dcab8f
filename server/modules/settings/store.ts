import { inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { siteSettings } from "../../db/schema.ts";

/** The stored values of `keys`, in one query; a key never saved is absent. */
export async function readSettings(db: Db, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}
