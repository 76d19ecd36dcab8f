import { eq } from "drizzle-orm";
import { emailInput, signUpInput } from "#shared/schemas/auth.ts";
import { users } from "../../db/schema.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import type { AccountDeps } from "./deps.ts";
import { queueAccountMail } from "./mail-queue.ts";
import { countMailRequest, mailboxTakesMail } from "./mail-requests.ts";
import { alreadyRegisteredMail, verificationMail } from "./mails.ts";
import { hashPassword } from "./passwords.ts";
import { findUserByEmail } from "./users.ts";
import { validate } from "../validate.ts";
import { consumeToken, issueToken } from "./verification.ts";

/** Creates an unverified reader and mails the verification link. An address that already has an
 * account gets a mail saying so instead (at most one per 5 minutes: mail-requests.ts), and the answer is
 * the same: sign-up reveals no accounts. */
export async function signUp(deps: AccountDeps, input: unknown, ip: string): Promise<void> {
  const { name, email, password } = validate(signUpInput, input);
  await deps.limits.consume("signUp", ip);
  const passwordHash = await hashPassword(password);
  try {
    // The account, its link and the queued mail are kept together or not at all.
    await deps.db.transaction(async (tx) => {
      const [row] = await tx.insert(users).values({ name, email, passwordHash }).returning({ id: users.id });
      const token = await issueToken(tx, row!.id, "verify_email");
      await deps.mailer.send(verificationMail(deps, email, name, token), tx);
    });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    if (await mailboxTakesMail(deps.limits, "registeredMail", email))
      await deps.mailer.send(alreadyRegisteredMail(deps, email));
  }
}

/** Sends the verification link again to an unverified account (at most one per 5 minutes:
 * mail-requests.ts). The answer never says whether one exists, neither in its words nor in its time: the
 * look-up and the mail are a queued job (./mail-jobs.ts), the same one whatever the address. */
export async function resendVerification(deps: AccountDeps, input: unknown, ip: string): Promise<void> {
  const { email } = validate(emailInput, input);
  await countMailRequest(deps.limits, "verification", email, ip);
  await queueAccountMail(deps.db, "verification", email);
}

/** The queued half of resendVerification: the link and its queued mail are written together. A run
 * `retried` after a crash or a failure is the same request, whose mailbox the first run counted. */
export async function mailVerificationAgain(
  deps: AccountDeps,
  email: string,
  retried = false,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerifiedAt) return;
  if (!retried && !(await mailboxTakesMail(deps.limits, "verificationMail", user.email))) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, "verify_email");
    await deps.mailer.send(
      verificationMail(deps, user.email, user.name ?? user.email.split("@")[0]!, token),
      tx,
    );
  });
}

export type VerifyResult = { ok: true } | { ok: false; reason: string };

export async function verifyEmail(
  deps: Pick<AccountDeps, "db">,
  token: string | null,
): Promise<VerifyResult> {
  if (!token)
    return { ok: false, reason: "The verification link is incomplete. Please use the link from the email." };
  const userId = await consumeToken(deps.db, token, "verify_email");
  if (!userId) {
    return {
      ok: false,
      reason: "This verification link has expired or was already used. Sign in to get a new one.",
    };
  }
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
  return { ok: true };
}
