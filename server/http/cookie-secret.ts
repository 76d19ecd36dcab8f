import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { siteSettings } from "../db/schema.ts";

const KEY = "cookie_secret";

/** The key that signs our cookies (server/http/flash.ts). Made at random by the first process to start
 * on a database and kept there, so that every process on one PostgreSQL signs alike and a restart does
 * not void the cookies in flight: whoever inserts first wins, everyone reads the winner. Never logged. */
export async function loadCookieSecret(db: Db): Promise<Buffer> {
  await db
    .insert(siteSettings)
    .values({ key: KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: siteSettings.key });
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY))
    .limit(1);
  if (typeof row?.value !== "string" || row.value.length < 32)
    throw new Error("site_settings.cookie_secret is not a usable key");
  return Buffer.from(row.value, "base64url");
}
