import { eq, or, sql } from "drizzle-orm";
import { staffSignInInput } from "../../../app/lib/schemas/auth.ts";
import { users } from "../../db/schema.ts";
import { Unauthorized } from "../errors.ts";
import type { AccountDeps } from "./deps.ts";
import { dummyPasswordHash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { hasVerifiedFactor } from "./totp.ts";
import { displayName } from "./users.ts";
import { validate } from "../validate.ts";

export const INVALID_STAFF_CREDENTIALS = "Invalid username or password.";

/** Portal sign-in by username (an e-mail address works too). Only admins get in; anybody else gets the
 * same answer as a wrong password, and failures count against the same limits as reader sign-in. */
export async function signInStaff(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: unknown,
  { ip, userAgent }: { ip: string; userAgent?: string | null },
) {
  const { username, password } = validate(staffSignInInput, input);
  const key = username.toLowerCase();
  await deps.limits.check("signInAccount", key);
  await deps.limits.check("signInAddress", ip);
  const [user] = await deps.db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid || user.role !== "admin") {
    await deps.limits.consume("signInAccount", key);
    await deps.limits.consume("signInAddress", ip);
    throw new Unauthorized(INVALID_STAFF_CREDENTIALS);
  }
  await deps.limits.reset("signInAccount", key);
  const secondFactorRequired = await hasVerifiedFactor(deps.db, user.id);
  const session = await createSession(deps.db, user.id, {
    pendingSecondFactor: secondFactorRequired,
    userAgent,
  });
  return { ...session, secondFactorRequired, name: user.username ?? displayName(user) };
}
