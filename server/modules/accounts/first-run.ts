import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { firstAdminInput } from "#shared/schemas/admin-account.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings, users } from "../../db/schema.ts";
import type { RateLimits } from "../rate-limits.ts";
import { Conflict, Invalid } from "../errors.ts";
import { validate } from "../validate.ts";
import { createAdmin, SETUP_CODE_KEY } from "./create-admin.ts";
import { createSession } from "./sessions.ts";
import { rememberOwnerAddress } from "./sign-in-guard.ts";
import { auditOwnAccount } from "./audit.ts";
import { DEMO_TURNED_OFF, offerFor, startPublication } from "../demo/start.ts";

/** 32 letters and digits without 0, 1, I and O, which are easily mistaken for each other. */
const ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** 12 characters of 5 bits: 60 bits, in three groups of four. */
const GROUPS = 3;
const GROUP_LENGTH = 4;

export const WRONG_SETUP_CODE =
  "That setup code is not valid. Use the code the server printed at its latest start.";
export const ADMIN_EXISTS = "An admin account already exists. Please sign in.";

const STARTED = {
  empty: "; the publication starts empty",
  demo: "; the publication starts with demo content",
  "as-is": "",
} as const;

const normalise = (code: string) => code.toUpperCase().replace(/[^0-9A-Z]/g, "");
const hashOf = (code: string) => createHash("sha256").update(normalise(code)).digest("hex");

export async function adminExists(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
  return Boolean(row);
}

/**
 * At start-up: while no admin exists, a new one-time setup code (the last one stops working), of which
 * only the hash is stored, in the database so that any process on one PostgreSQL accepts it. Returns
 * the code to print, or null when an admin exists (and any old code is removed).
 */
export async function issueSetupCode(db: Db): Promise<string | null> {
  if (await adminExists(db)) {
    await db.delete(siteSettings).where(eq(siteSettings.key, SETUP_CODE_KEY));
    return null;
  }
  const characters = Array.from(
    { length: GROUPS * GROUP_LENGTH },
    () => ALPHABET[randomInt(ALPHABET.length)],
  );
  const code = Array.from({ length: GROUPS }, (_, g) =>
    characters.slice(g * GROUP_LENGTH, (g + 1) * GROUP_LENGTH).join(""),
  ).join("-");
  const value = { hash: hashOf(code) };
  await db
    .insert(siteSettings)
    .values({ key: SETUP_CODE_KEY, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  return code;
}

/**
 * The first admin, from /admin while no admin exists: the setup code is compared in constant time,
 * rate-limited per address, used up in the same transaction that creates the admin (so of two
 * concurrent uses only one succeeds), and void once any admin exists. The same transaction starts the
 * publication empty or with the demo content, as chosen (../demo/start.ts). Signs the new admin in.
 */
export async function createFirstAdmin(
  deps: { db: Db; limits: RateLimits; config: { seedDemo: boolean | null } },
  input: unknown,
  { ip, userAgent }: { ip: string; userAgent?: string | null },
) {
  const { setupCode, confirmPassword: _confirm, start, ...account } = validate(firstAdminInput, input);
  if (start === "demo" && offerFor(deps.config.seedDemo) === "empty")
    throw new Invalid(DEMO_TURNED_OFF, { start: DEMO_TURNED_OFF });
  await deps.limits.consume("setupCode", ip);
  const { user, started } = await deps.db.transaction(async (tx) => {
    if (await adminExists(tx)) throw new Conflict(ADMIN_EXISTS);
    const [stored] = await tx
      .select({ hash: sql<string>`${siteSettings.value}->>'hash'` })
      .from(siteSettings)
      .where(eq(siteSettings.key, SETUP_CODE_KEY));
    const given = Buffer.from(hashOf(setupCode));
    const matches = stored?.hash?.length === given.length && timingSafeEqual(Buffer.from(stored.hash), given);
    if (!matches) throw new Invalid(WRONG_SETUP_CODE, { setupCode: WRONG_SETUP_CODE });
    const used = await tx
      .delete(siteSettings)
      .where(and(eq(siteSettings.key, SETUP_CODE_KEY), sql`${siteSettings.value}->>'hash' = ${stored!.hash}`))
      .returning({ key: siteSettings.key });
    if (used.length === 0) throw new Invalid(WRONG_SETUP_CODE, { setupCode: WRONG_SETUP_CODE });
    const admin = await createAdmin(tx, account);
    return { user: admin, started: await startPublication(tx, start, deps.config.seedDemo) };
  });
  await deps.limits.reset("setupCode", ip);
  await rememberOwnerAddress(deps.limits, user.id, ip);
  const session = await createSession(deps.db, user.id, { userAgent });
  await auditOwnAccount(deps.db, user.id, ip, {
    action: "sign-in",
    summary: `Created the first admin account${STARTED[started ?? "as-is"]}`,
  });
  return { user, started, ...session };
}
