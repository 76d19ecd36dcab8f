import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import QRCode from "qrcode";
import { totpCodeInput } from "#shared/schemas/auth.ts";
import type { Db } from "../../../db/client.ts";
import type { RateLimits } from "../../rate-limits.ts";
import { totpFactors } from "../../../db/schema.ts";
import { Conflict, Invalid, NotFound } from "../../errors.ts";
import { auditOwnAccount } from "../audit.ts";
import {
  deleteRecoveryCodes,
  looksLikeRecoveryCode,
  recoveryCodesLeft,
  replaceRecoveryCodes,
  spendRecoveryCode,
} from "./recovery-codes.ts";
import { guardSecondFactor } from "./second-factor-guard.ts";
import { createSession, destroySession } from "../sessions.ts";
import { validate } from "../../validate.ts";

const PERIOD = 30;
export const WRONG_CODE = "That code is not valid. Check your authenticator app and try again.";
export const WRONG_RECOVERY_CODE =
  "That recovery code is not valid or was used already. Each code works once; try another one from your list.";

function totpFor(secret: string, label = "", issuer = "") {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });
}

/** The 30-second step a code belongs to, or null when it is wrong (one step of clock drift allowed). */
function matchStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

export async function getFactor(db: Db, userId: string) {
  const [factor] = await db.select().from(totpFactors).where(eq(totpFactors.userId, userId)).limit(1);
  return factor ?? null;
}

export type Enrollment = { secret: string; uri: string; qrDataUrl: string };

/** Starts enrolment: a new secret, shown once as a QR code and as text, not active until confirmed. */
export async function startEnrollment(
  db: Db,
  user: { id: string; email: string },
  issuer: string,
): Promise<Enrollment> {
  const existing = await getFactor(db, user.id);
  if (existing?.verifiedAt) throw new Conflict("Two-factor sign-in is already on for this account.");
  const secret = new Secret({ size: 20 }).base32;
  await db.delete(totpFactors).where(and(eq(totpFactors.userId, user.id), isNull(totpFactors.verifiedAt)));
  await db.insert(totpFactors).values({ userId: user.id, secret });
  const uri = totpFor(secret, user.email, issuer).toString();
  return { secret, uri, qrDataUrl: await QRCode.toDataURL(uri, { margin: 1, width: 220 }) };
}

/** Whose code it is, and the address it comes from (second-factor-guard.ts counts by both). */
export type CodeFrom = { userId: string; ip: string };

const twoFactorChange = (db: Db, from: CodeFrom, summary: string, details?: Record<string, unknown>) =>
  auditOwnAccount(db, from.userId, from.ip, { action: "two-factor", summary, details });

async function checkCode(db: Db, limits: RateLimits, from: CodeFrom, input: unknown, now: number) {
  const { code } = validate(totpCodeInput, input);
  const guard = await guardSecondFactor(limits, from);
  const factor = await getFactor(db, from.userId);
  if (!factor) throw new NotFound("Two-factor sign-in is not set up for this account.");
  const step = matchStep(factor.secret, code, now);
  if (step === null || (factor.lastUsedStep !== null && step <= factor.lastUsedStep))
    throw new Invalid(WRONG_CODE, { code: WRONG_CODE });
  await guard.succeeded();
  await db.update(totpFactors).set({ lastUsedStep: step }).where(eq(totpFactors.id, factor.id));
  return factor;
}

/** Turns the factor on with a first code, and makes the account's recovery codes, returned to be shown
 * once. */
export async function confirmEnrollment(
  db: Db,
  limits: RateLimits,
  from: CodeFrom,
  input: unknown,
  now = Date.now(),
): Promise<{ recoveryCodes: string[] }> {
  const factor = await checkCode(db, limits, from, input, now);
  if (factor.verifiedAt) throw new Conflict("Two-factor sign-in is already on for this account.");
  return db.transaction(async (tx) => {
    await tx
      .update(totpFactors)
      .set({ verifiedAt: new Date(now) })
      .where(eq(totpFactors.id, factor.id));
    const recoveryCodes = await replaceRecoveryCodes(tx, from.userId);
    await twoFactorChange(tx, from, "Turned on two-factor sign-in");
    return { recoveryCodes };
  });
}

/** A new set of recovery codes (the old ones stop working), for a current authenticator code. */
export async function regenerateRecoveryCodes(
  db: Db,
  limits: RateLimits,
  from: CodeFrom,
  input: unknown,
  now = Date.now(),
): Promise<{ recoveryCodes: string[] }> {
  const factor = await getFactor(db, from.userId);
  if (!factor?.verifiedAt) throw new NotFound("Two-factor sign-in is not set up for this account.");
  await checkCode(db, limits, from, input, now);
  return db.transaction(async (tx) => {
    const recoveryCodes = await replaceRecoveryCodes(tx, from.userId);
    await twoFactorChange(tx, from, "Made new recovery codes");
    return { recoveryCodes };
  });
}

/** Turning the factor off needs a current code, or a recovery code (a lost phone), so a borrowed
 * session cannot do it. */
export async function removeFactor(
  db: Db,
  limits: RateLimits,
  from: CodeFrom,
  input: unknown,
  now = Date.now(),
) {
  const factor = await getFactor(db, from.userId);
  if (!factor?.verifiedAt) throw new NotFound("Two-factor sign-in is not set up for this account.");
  await checkEitherCode(db, limits, from, input, now, "to turn off two-factor sign-in");
  await db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, from.userId));
    await deleteRecoveryCodes(tx, from.userId);
    await twoFactorChange(tx, from, "Turned off two-factor sign-in");
  });
}

/** A recovery code in place of the authenticator's, behind the same guard as codes: spent once. */
async function checkRecoveryCode(db: Db, limits: RateLimits, from: CodeFrom, typed: string, use: string) {
  const guard = await guardSecondFactor(limits, from);
  if (!(await spendRecoveryCode(db, from.userId, typed)))
    throw new Invalid(WRONG_RECOVERY_CODE, { code: WRONG_RECOVERY_CODE });
  await guard.succeeded();
  const left = await recoveryCodesLeft(db, from.userId);
  await twoFactorChange(db, from, `Used a recovery code ${use} (${left} left)`, { left });
}

/** The authenticator's 6 digits, or a recovery code (spent, and recorded as used `use`): whether it was
 * a recovery code. */
async function checkEitherCode(
  db: Db,
  limits: RateLimits,
  from: CodeFrom,
  input: unknown,
  now: number,
  use: string,
): Promise<boolean> {
  const typed = (input as { code?: unknown } | null)?.code;
  if (typeof typed === "string" && looksLikeRecoveryCode(typed)) {
    await checkRecoveryCode(db, limits, from, typed, use);
    return true;
  }
  await checkCode(db, limits, from, input, now);
  return false;
}

/** The code of the second step: the authenticator's 6 digits, or a recovery code. A wrong one at a
 * staff account's sign-in is a failed sign-in in the audit log. */
async function checkSecondFactor(db: Db, limits: RateLimits, from: CodeFrom, input: unknown, now: number) {
  try {
    return await checkEitherCode(db, limits, from, input, now, "to sign in");
  } catch (error) {
    if (error instanceof Invalid && (error.message === WRONG_CODE || error.message === WRONG_RECOVERY_CODE))
      await auditOwnAccount(db, from.userId, from.ip, {
        action: "sign-in-failed",
        summary: error.message === WRONG_CODE ? "Wrong two-factor code" : "Wrong recovery code",
      });
    throw error;
  }
}

/** Completes a sign-in that owes its second factor; the session gets a new id once it is complete. */
export async function completeSignIn(
  db: Db,
  limits: RateLimits,
  session: CodeFrom & { token: string; userAgent?: string | null },
  input: unknown,
  now = Date.now(),
): Promise<{ token: string; expiresAt: Date }> {
  const recovery = await checkSecondFactor(db, limits, session, input, now);
  await destroySession(db, session.token);
  const next = await createSession(db, session.userId, { userAgent: session.userAgent });
  await auditOwnAccount(db, session.userId, session.ip, {
    action: "sign-in",
    summary: recovery ? "With a password and a recovery code" : "With a password and an authenticator code",
  });
  return next;
}

export async function hasVerifiedFactor(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: totpFactors.id })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.verifiedAt)))
    .limit(1);
  return Boolean(row);
}
