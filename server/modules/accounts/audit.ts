import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { actorOf, recordAudit, type AuditEntry } from "../audit/record.ts";
import { isStaff } from "./policies.ts";

/**
 * Records what an account did to itself (a sign-in, a password, its second factor) when the account is
 * staff: the audit log is the portal's, and readers' own changes are not staff actions. The account is
 * read by id, so the entry names it as it is now.
 */
export async function auditOwnAccount(
  db: Db,
  userId: string,
  ip: string | null | undefined,
  entry: Omit<AuditEntry, "subject">,
): Promise<void> {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || !isStaff(user)) return;
  await recordAudit(db, actorOf({ ...user, ip }), { ...entry, subject: { type: "user", id: user.id } });
}

/**
 * A refused staff sign-in at /admin: the name that was typed (never the password or the code), the
 * account it reached if any, and why. Only attempts the sign-in guard let through to the check are
 * recorded, so a flood of refused requests cannot fill the log.
 */
export async function auditFailedSignIn(
  db: Db,
  attempt: { typed: string; userId: string | null; ip: string; reason: string },
): Promise<void> {
  await recordAudit(
    db,
    { id: null, name: attempt.typed.trim() || "(blank)", ip: attempt.ip },
    {
      action: "sign-in-failed",
      subject: attempt.userId ? { type: "user", id: attempt.userId } : undefined,
      summary: attempt.reason,
    },
  );
}
