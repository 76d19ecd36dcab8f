import { and, eq, isNotNull } from "drizzle-orm";
import { signInInput } from "#shared/schemas/auth.ts";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import { totpFactors } from "../../db/schema.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import { auditOwnAccount } from "./audit.ts";
import type { AccountDeps } from "./deps.ts";
import { isStaff } from "./policies.ts";
import { dummyPasswordHash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { guardSignIn } from "./sign-in-guard.ts";
import { findUserByEmail } from "./users.ts";
import { validate } from "../validate.ts";
import { assertPasswordSignInAllowed } from "../school-sign-in/password-rule.ts";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const UNVERIFIED =
  "Please verify your email before signing in. Check your inbox, or ask for a new link.";

export type SignInResult = {
  token: string;
  expiresAt: Date;
  secondFactorRequired: boolean;
  name: string | null;
  userId: string;
};

/** Password sign-in, behind the brute-force guard (sign-in-guard.ts): a refused attempt is refused before
 * the password is even checked. Unknown accounts cost the same time as known ones. */
export async function signIn(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: unknown,
  { ip, userAgent }: { ip: string; userAgent?: string | null },
): Promise<SignInResult> {
  const { email, password } = validate(signInInput, input);
  const user = await findUserByEmail(deps.db, email);
  const guard = await guardSignIn(deps.limits, { userId: user?.id ?? null, name: email, ip });
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw new Unauthorized(INVALID_CREDENTIALS);
  await guard.succeeded();
  if (user.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED, { code: "deactivated" });
  if (!user.emailVerifiedAt) throw new Forbidden(UNVERIFIED, { code: "unverified" });
  await assertPasswordSignInAllowed(deps.db, user, ip);
  const [factor] = await deps.db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, user.id), isNotNull(totpFactors.verifiedAt)))
    .limit(1);
  const session = await createSession(deps.db, user.id, { pendingSecondFactor: Boolean(factor), userAgent });
  if (!factor && isStaff(user))
    await auditOwnAccount(deps.db, user.id, ip, {
      action: "sign-in",
      summary: "With a password, on the site",
    });
  return { ...session, secondFactorRequired: Boolean(factor), name: user.name, userId: user.id };
}
