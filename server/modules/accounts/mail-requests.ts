import { clientNetwork } from "./client-network.ts";
import type { RateLimits } from "../rate-limits.ts";

/** The limits of each kind of mailed link a visitor can ask for (rate-limits.ts). */
const KINDS = {
  reset: { pair: "passwordReset", address: "passwordResetAddress" },
  verification: { pair: "verificationResend", address: "verificationResendAddress" },
} as const;

type MailKind = keyof typeof KINDS;

/**
 * Counts a request for a mailed link, refusing it (429) past 3 per (address, e-mail address) or 20 per
 * address in 15 minutes. Nothing is counted per e-mail address alone, so no third party can use up the
 * owner's requests: that was issue 23's way of keeping an owner from resetting their password.
 */
export async function countMailRequest(
  limits: RateLimits,
  kind: MailKind,
  email: string,
  ip: string,
): Promise<void> {
  const network = clientNetwork(ip);
  await limits.consume(KINDS[kind].pair, `${network}|${email.trim().toLowerCase()}`);
  await limits.consume(KINDS[kind].address, network);
}

/**
 * Whether a mail of this kind may go to this mailbox now: one per 5 minutes, whoever asked, so that
 * requests from many addresses cannot flood it. A request past that is answered as always and sends
 * nothing; it issues no new link either, so the link mailed last, at most 5 minutes ago, still works:
 * the owner always has a working link after asking, and nobody is told whether a mail went out.
 */
export async function mailboxTakesMail(
  limits: RateLimits,
  kind: "resetMail" | "verificationMail" | "registeredMail",
  mailbox: string,
): Promise<boolean> {
  return (await limits.count(kind, mailbox.trim().toLowerCase())) === 1;
}
