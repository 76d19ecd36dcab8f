import { and, asc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { sessionUserColumns, type SessionUser } from "../accounts/sessions.ts";

export const NO_ADMIN =
  "There is no admin account yet: create one first (npm run admin:create), then import.";

/** Who an import acts as: the site's first active admin, whom History, the media library and the audit
 * log name for what it wrote. Null when there is none. */
export async function importingAdmin(db: Db): Promise<SessionUser | null> {
  const [admin] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(and(eq(users.role, "admin"), isNull(users.deactivatedAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return admin ?? null;
}
