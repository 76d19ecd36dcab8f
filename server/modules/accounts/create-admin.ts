import { eq, or, sql } from "drizzle-orm";
import { adminAccountInput } from "#shared/schemas/admin-account.ts";
import type { Db } from "../../db/client.ts";
import { siteSettings, users } from "../../db/schema.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";
import { Conflict } from "../errors.ts";
import { hashPassword } from "./passwords.ts";
import { validate } from "../validate.ts";

export const SETUP_CODE_KEY = "setup_code";

/** An admin account, verified from the start (it is created by someone with access to the server). A
 * first-run setup code stops working: an admin exists now. */
export async function createAdmin(db: Db, input: unknown) {
  const a = validate(adminAccountInput, input);
  const passwordHash = await hashPassword(a.password);
  let user;
  try {
    [user] = await db
      .insert(users)
      .values({ ...a, passwordHash, role: "admin", emailVerifiedAt: new Date() })
      .returning({ id: users.id, email: users.email, username: users.username, name: users.name });
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw new Conflict("An account with this username or email already exists.");
  }
  await db.delete(siteSettings).where(eq(siteSettings.key, SETUP_CODE_KEY));
  return user!;
}

/** The account that has this username or e-mail (compared as the unique indexes compare them, without
 * case), if any: what admin:create says when it cannot create one. */
export async function accountNamed(db: Db, { username, email }: { username?: string; email?: string }) {
  const [row] = await db
    .select({ username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(
      or(
        sql`lower(${users.email}) = lower(${(email ?? "").trim()})`,
        sql`lower(${users.username}) = lower(${(username ?? "").trim()})`,
      ),
    )
    .limit(1);
  return row ?? null;
}
