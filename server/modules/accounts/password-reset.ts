import { eq, sql } from "drizzle-orm";
import { emailInput, resetPasswordInput } from "#shared/schemas/auth.ts";
import { users } from "../../db/schema.ts";
import { Invalid } from "../errors.ts";
import type { AccountDeps } from "./deps.ts";
import { queueAccountMail } from "./mail-queue.ts";
import { countMailRequest, mailboxTakesMail } from "./mail-requests.ts";
import { resetMail } from "./mails.ts";
import { hashPassword } from "./passwords.ts";
import { destroyUserSessions } from "./sessions.ts";
import { rememberOwnerAddress } from "./sign-in-guard.ts";
import { findUserByEmail } from "./users.ts";
import { validate } from "../validate.ts";
import { consumeToken, issueToken } from "./verification.ts";
import { auditOwnAccount } from "./audit.ts";

/** Mails a reset link when the account exists (at most one per 5 minutes: mail-requests.ts). The answer
 * is the same either way, and as fast: looking the account up and mailing are a queued job
 * (./mail-jobs.ts), the same one whatever the address. */
export async function requestPasswordReset(deps: AccountDeps, input: unknown, ip: string): Promise<void> {
  const { email } = validate(emailInput, input);
  await countMailRequest(deps.limits, "reset", email, ip);
  await queueAccountMail(deps.db, "reset", email);
}

/** The queued half of requestPasswordReset: the link and its queued mail are written together. A run
 * `retried` after a crash or a failure is the same request, whose mailbox the first run counted. */
export async function mailResetLink(deps: AccountDeps, email: string, retried = false): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  if (!retried && !(await mailboxTakesMail(deps.limits, "resetMail", user.email))) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "reset_password");
    await deps.mailer.send(resetMail(deps, user.email, token), tx);
  });
}

/** Sets the new password and ends every session of the account. Following the mailed link also proves
 * the address, so an unverified account becomes verified, and the network it was followed from counts
 * as the owner's for the sign-in guard. */
export async function resetPassword(
  deps: Pick<AccountDeps, "db" | "limits">,
  input: unknown,
  ip: string,
): Promise<void> {
  const { token, password } = validate(resetPasswordInput, input);
  const userId = await consumeToken(deps.db, token, "reset_password");
  if (!userId)
    throw new Invalid("This reset link has expired or was already used. Please ask for a new one.");
  await deps.db
    .update(users)
    .set({
      passwordHash: await hashPassword(password),
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  await destroyUserSessions(deps.db, userId);
  await auditOwnAccount(deps.db, userId, ip, { action: "password", summary: "Reset with the e-mailed link" });
  await rememberOwnerAddress(deps.limits, userId, ip);
}
