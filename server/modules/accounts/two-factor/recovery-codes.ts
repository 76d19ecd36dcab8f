import { randomInt } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { recoveryCodes } from "../../../db/schema.ts";
import { hashToken } from "../tokens.ts";

/** How many codes a set has; each works once in place of an authenticator code. */
export const RECOVERY_CODE_COUNT = 10;
/** No 0/O, 1/I/L or U: a code copied from paper reads one way. 16 of these are 80 bits. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
const LENGTH = 16;

/** 'ABCD-EFGH-JKMN-PQRS': four groups of four, easy to write down. */
function newCode(): string {
  const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return chars.join("").replace(/(.{4})(?=.)/g, "$1-");
}

/** A code as typed: case, spaces and dashes do not matter. */
export const normalizeRecoveryCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, "");

/** Whether what was typed has the shape of a recovery code (rather than a 6-digit authenticator code). */
export const looksLikeRecoveryCode = (typed: string) =>
  new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normalizeRecoveryCode(typed));

/** Only this is stored: the code's SHA-256 with its account, so a copy of the table lets nobody in and
 * the same code can never match another account. 80 random bits need no slow hash. */
const codeHash = (userId: string, typed: string) => hashToken(`${userId}:${normalizeRecoveryCode(typed)}`);

/**
 * A new set of codes for the account, replacing any earlier set (whose unused codes stop working).
 * The codes are returned to be shown once; only their hashes are kept.
 */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: codeHash(userId, code) })));
  return codes;
}

export async function deleteRecoveryCodes(db: Db, userId: string): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The account's codes not used yet. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Spends a code: true when it was the account's and unused, and it is used now. One statement, so two
 * requests racing with the same code cannot both get in. */
export async function spendRecoveryCode(
  db: Db,
  userId: string,
  typed: string,
  now = new Date(),
): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, codeHash(userId, typed)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}
