import { ACCOUNT_DEACTIVATED, INVALID_STAFF_CREDENTIALS } from "#shared/texts.ts";
import { eq, or, sql } from "drizzle-orm";
import { isStaffRole } from "#shared/roles.ts";
import { staffSignInInput } from "#shared/schemas/auth.ts";
import { users } from "../../db/schema.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import type { AccountDeps } from "./deps.ts";
import { dummyPasswordHash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { guardSignIn } from "./sign-in-guard.ts";
import { hasVerifiedFactor } from "./two-factor/totp.ts";
import { displayName } from "./users.ts";
import { validate } from "../validate.ts";
import { assertPasswordSignInAllowed } from "../school-sign-in/password-rule.ts";

/** Portal sign-in by username (an e-mail address works too). Only staff get in (every staff role,
 * issue 26); anybody else gets the
 * same answer as a wrong password. Behind the same brute-force guard as reader sign-in, which counts an
 * account as one whether it is reached by its username or its e-mail. */
export async function signInStaff(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: unknown,
  { ip, userAgent }: { ip: string; userAgent?: string | null },
) {
  const { username, password } = validate(staffSignInInput, input);
  const key = username.toLowerCase();
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  const guard = await guardSignIn(deps.limits, { userId: user?.id ?? null, name: key, ip });
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid || !isStaffRole(user.role)) throw new Unauthorized(INVALID_STAFF_CREDENTIALS);
  await guard.succeeded();
  if (user.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED, { code: "deactivated" });
  await assertPasswordSignInAllowed(deps.db, user, ip);
  const secondFactorRequired = await hasVerifiedFactor(deps.db, user.id);
  const session = await createSession(deps.db, user.id, {
    pendingSecondFactor: secondFactorRequired,
    userAgent,
  });
  return { ...session, secondFactorRequired, userId: user.id, name: user.username ?? displayName(user) };
}
