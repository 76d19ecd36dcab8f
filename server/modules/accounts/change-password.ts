import { eq } from "drizzle-orm";
import { CHANGE_PASSWORD_FAILURES, changePasswordInput } from "#shared/schemas/change-password.ts";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { RateLimits } from "../rate-limits.ts";
import { Invalid, Unauthorized } from "../errors.ts";
import { auditOwnAccount } from "./audit.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { destroyUserSessions, type CurrentSession } from "./sessions.ts";

/** The first problem of the form as an Invalid error carrying its toast title. */
function parse(input: unknown) {
  const parsed = changePasswordInput.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const failure = Object.values(CHANGE_PASSWORD_FAILURES).find((f) => f.message === issue.message);
  throw new Invalid(issue.message, { [String(issue.path[0])]: issue.message }, failure?.title);
}

/**
 * Settings → Change Password, for the signed-in user of `session`: checks the current password (five
 * wrong ones in 15 minutes and the account must wait), sets the new one, and ends every other session
 * of the account; this one stays signed in.
 */
export async function changePassword(
  db: Db,
  session: CurrentSession,
  input: unknown,
  limits: RateLimits,
  /** The request's address, for the audit log. */
  ip?: string | null,
): Promise<void> {
  if (session.pendingSecondFactor) throw new Unauthorized("Please sign in first.");
  const { currentPassword, newPassword } = parse(input);
  const userId = session.user.id;
  await limits.consume("changePassword", userId);
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new Unauthorized("Please sign in first.");
  if (!(await verifyPassword(row.passwordHash, currentPassword))) {
    const { title, message } = CHANGE_PASSWORD_FAILURES.currentWrong;
    throw new Invalid(message, { currentPassword: message }, title);
  }
  await limits.reset("changePassword", userId);
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await destroyUserSessions(db, userId, session.idHash);
  await auditOwnAccount(db, userId, ip, { action: "password", summary: "Changed in Settings" });
}
