import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { auditOwnAccount } from "../accounts/audit.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { isStaffRole, type Role } from "#shared/roles.ts";
import { and, eq } from "drizzle-orm";
import { schoolSignInLinks } from "../../db/schema.ts";
import { FROM_ENVIRONMENT, schoolSignInConfig, setSchoolSwitch } from "./config.ts";

export const PASSWORD_SIGN_IN_OFF =
  "Staff sign in with the school's account here: use the school's sign-in button.";
export const LINK_YOURSELF_FIRST =
  "Sign in with the school's sign-in yourself first, so that you know it works. Then turn password sign-in off.";
export const PASSWORD_SIGN_IN_LABEL = "Staff may sign in with a password";

/**
 * Whether this password sign-in may go on (decision 0066): always for readers, and for staff while the
 * school's sign-in leaves passwords on. When it has turned them off, admins keep their password (and
 * their second factor or a recovery code) so that the last admin always has a way in; each such use is
 * recorded in the audit log.
 */
export async function assertPasswordSignInAllowed(
  db: Db,
  user: { id: string; role: Role },
  ip: string,
): Promise<void> {
  if (!isStaffRole(user.role)) return;
  const config = await schoolSignInConfig(db);
  if (!config || config.passwordSignIn) return;
  if (user.role !== "admin") throw new Forbidden(PASSWORD_SIGN_IN_OFF, { code: "school-only" });
  await auditOwnAccount(db, user.id, ip, {
    action: "admin-password",
    summary: "With a password, which only admins keep while staff use the school's sign-in",
  });
}

/** Turns staff password sign-in on or off (admins: capability `settings`). Off only once the school's
 * sign-in is set up and has signed this admin in (their account is linked). Audit-logged. */
export async function setPasswordSignIn(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
): Promise<boolean> {
  assertCan(actor, "settings");
  const allowed = input.allowed === "on" || input.allowed === "true" || input.allowed === true;
  const config = await schoolSignInConfig(db);
  if (config?.fromEnvironment) throw new Invalid(FROM_ENVIRONMENT);
  if (!config) {
    if (allowed) return true;
    throw new Invalid(LINK_YOURSELF_FIRST);
  }
  if (!allowed) {
    const [linked] = await db
      .select({ userId: schoolSignInLinks.userId })
      .from(schoolSignInLinks)
      .where(and(eq(schoolSignInLinks.userId, actor.id), eq(schoolSignInLinks.issuer, config.issuer)))
      .limit(1);
    if (!linked) throw new Invalid(LINK_YOURSELF_FIRST);
  }
  await setSchoolSwitch(db, actor, config, {
    key: "passwordSignIn",
    to: allowed,
    label: PASSWORD_SIGN_IN_LABEL,
  });
  return allowed;
}
