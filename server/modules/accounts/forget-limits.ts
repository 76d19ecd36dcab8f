import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { accountKey } from "./sign-in-guard.ts";

/**
 * Deletes the rate-limit rows that name a person (their account deleted): those counted by their
 * account id (comments, likes, uploads, password checks), by their account with an address (sign-in
 * and second-factor counts, and the addresses they signed in from, kept 30 days), and by their e-mail
 * address (mailed links). A row's key is the limit's name, ':', then the key it was counted under,
 * whose parts are joined by '|' (sign-in-guard.ts, mail-requests.ts).
 */
export async function forgetRateLimits(db: Db, person: { userId: string; email: string }): Promise<void> {
  const names = [person.userId, accountKey(person.userId, ""), person.email.trim().toLowerCase()];
  await db.execute(sql`
    delete from rate_limits
    where string_to_array(substr(key, strpos(key, ':') + 1), '|') && array[${sql.join(names, sql`, `)}]::text[]`);
}
