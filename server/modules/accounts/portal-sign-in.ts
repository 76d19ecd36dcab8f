import { eq, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import { auditFailedSignIn, auditOwnAccount } from "./audit.ts";
import type { AccountDeps } from "./deps.ts";
import { isStaff } from "./policies.ts";
import { destroySession, readSession } from "./sessions.ts";
import { signInStaff } from "./staff-sign-in.ts";
import { PASSWORD_SIGN_IN_OFF } from "../school-sign-in/password-rule.ts";

/** Why a checked sign-in at /admin was refused, for the admin reading the log (the visitor is told
 * only that the name or password is wrong). */
async function refusal(db: Db, typed: string): Promise<{ userId: string | null; reason: string }> {
  const key = typed.trim().toLowerCase();
  const [user] = await db
    .select({ id: users.id, role: users.role, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  if (!user) return { userId: null, reason: "No account has that name" };
  if (!isStaff(user)) return { userId: user.id, reason: "Not a member of staff" };
  if (user.deactivatedAt) return { userId: user.id, reason: "The account is deactivated" };
  return { userId: user.id, reason: "Wrong password" };
}

/**
 * The portal's password step (staff-sign-in.ts) with its audit entries: a sign-in that owes no second
 * factor is recorded at once (one that owes it, when the code is right: totp.ts completeSignIn); a
 * refused one as a failed staff sign-in with the name typed. A request the guard refused before any
 * check (too many attempts) is not recorded, nor is a form with a field left empty.
 */
export async function signInToPortal(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: Record<string, unknown>,
  client: { ip: string; userAgent?: string | null },
) {
  try {
    const result = await signInStaff(deps, input, client);
    if (!result.secondFactorRequired) {
      const session = await readSession(deps.db, result.token);
      if (session)
        await auditOwnAccount(deps.db, session.user.id, client.ip, {
          action: "sign-in",
          summary: "With a password",
        });
    }
    return result;
  } catch (error) {
    // Refusals of the check itself; a RateLimited (429) or Invalid (400) refused before it.
    if (error instanceof Unauthorized || error instanceof Forbidden) {
      const typed = typeof input.username === "string" ? input.username : "";
      const why = await refusal(deps.db, typed);
      if (error.message === PASSWORD_SIGN_IN_OFF) why.reason = "Password sign-in is off for staff";
      await auditFailedSignIn(deps.db, { typed, ip: client.ip, ...why });
    }
    throw error;
  }
}

/** Signing out, from the portal or the public site: a staff account's is recorded, then the session
 * ends. */
export async function signOut(db: Db, token: string | undefined, ip: string): Promise<void> {
  const session = await readSession(db, token);
  if (session && !session.pendingSecondFactor && isStaff(session.user))
    await auditOwnAccount(db, session.user.id, ip, { action: "sign-out" });
  await destroySession(db, token);
}
