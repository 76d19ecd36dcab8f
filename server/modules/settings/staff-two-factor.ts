import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { hasVerifiedFactor } from "../accounts/two-factor/totp.ts";
import { Invalid } from "../errors.ts";
import { auditSettings } from "./audit-settings.ts";
import { readSettings, setSetting } from "./store.ts";

/** site_settings key: whether every staff account must sign in with a second factor (issue 26). */
export const STAFF_TWO_FACTOR_KEY = "staff_two_factor_required";
export const STAFF_TWO_FACTOR_LABEL = "Require two-factor sign-in for all staff";
export const OWN_FACTOR_FIRST =
  "Set up two-factor sign-in for your own account first (on Your account), so that you are not locked out of the portal. Then turn this on.";

export async function staffTwoFactorRequired(db: Db): Promise<boolean> {
  return (await readSettings(db, [STAFF_TWO_FACTOR_KEY])).get(STAFF_TWO_FACTOR_KEY) === true;
}

/**
 * Turns the requirement on or off (admins: capability `settings`). An admin without a second factor
 * cannot turn it on: they would be sent to set one up themselves at once, so they are told to do that
 * first. Recorded in the audit log.
 */
export async function setStaffTwoFactorRequired(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
): Promise<boolean> {
  assertCan(actor, "settings");
  const required = input.required === "on" || input.required === "true" || input.required === true;
  if (required && !(await hasVerifiedFactor(db, actor.id))) throw new Invalid(OWN_FACTOR_FIRST);
  const before = await staffTwoFactorRequired(db);
  await db.transaction(async (tx) => {
    await setSetting(tx, STAFF_TWO_FACTOR_KEY, required);
    await auditSettings(tx, actor, [
      { label: STAFF_TWO_FACTOR_LABEL, from: before, to: required, shown: true },
    ]);
  });
  return required;
}

/** Whether this staff account must set up its second factor before it may use the portal: the
 * requirement is on and the account has no confirmed factor. One query, asked on each portal request. */
export async function owesTwoFactorSetUp(db: Db, userId: string): Promise<boolean> {
  const result = await db.execute(sql`
    select (exists (select 1 from site_settings where key = ${STAFF_TWO_FACTOR_KEY} and value = 'true'::jsonb)
      and not exists (select 1 from totp_factors where user_id = ${userId} and verified_at is not null)) as owes`);
  return (result as unknown as { rows: { owes: boolean }[] }).rows[0]?.owes === true;
}
