import { isStaffRole } from "#shared/roles.ts";
import { ACCOUNT_DEACTIVATED } from "#shared/texts.ts";
import type { Db } from "../../db/client.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { findUserByEmail } from "../accounts/users.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { FROM_ENVIRONMENT, schoolSignInConfig, setSchoolSwitch } from "./config.ts";
import { startSchoolSignIn, type SchoolPerson } from "./flow.ts";
import { createLinkedAccount, linkedUser, offerLink, sessionFor, type SchoolOutcome } from "./people.ts";
import { READERS_OFF, STAFF_USE_PORTAL } from "./texts.ts";

export const READERS_LABEL = "Readers may sign in with the school's accounts too";
export const SET_UP_FIRST = "Save the school's sign-in first; then readers can be offered it.";

type Client = { ip: string; userAgent?: string | null };

/** A page of this site to come back to: a path, never another site (`//host`, `/\host`) or a scheme. */
export function returnPath(value: string | null | undefined): string {
  const path = (value ?? "").trim();
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || path.length > 500)
    return "/";
  if (path.startsWith("/admin")) return "/";
  return path;
}

async function readersOn(db: Db) {
  const config = await schoolSignInConfig(db);
  if (!config?.readers) throw new Forbidden(READERS_OFF, { code: "readers-off" });
  return config;
}

/** Starts a reader's sign-in with the school's accounts (decision 0066), while an admin offers it to
 * readers; the reader comes back to `returnTo`, kept with the attempt, never taken from the callback. */
export async function startReaderSignIn(
  db: Db,
  { publicUrl, returnTo }: { publicUrl: string; returnTo: string | null },
  now = new Date(),
) {
  await readersOn(db);
  return startSchoolSignIn(db, { publicUrl, audience: "reader", returnTo: returnPath(returnTo) }, now);
}

/**
 * Who the school's sign-in lets in as a reader (decision 0066): the reader account linked to this person;
 * else an existing reader account with the verified address, once its password proves it (the staff
 * rule); else a new reader account. Never a staff account: this flow creates and raises no staff, and
 * a member of staff is sent to the portal's own school sign-in.
 */
export async function signInSchoolReader(
  db: Db,
  person: SchoolPerson,
  client: Client,
): Promise<SchoolOutcome> {
  await readersOn(db);
  const linked = await linkedUser(db, person);
  const user = linked ?? (await findUserByEmail(db, person.email));
  if (user?.deactivatedAt) throw new Forbidden(ACCOUNT_DEACTIVATED, { code: "deactivated" });
  if (user && isStaffRole(user.role)) throw new Forbidden(STAFF_USE_PORTAL, { code: "staff" });
  if (linked) return sessionFor(db, linked, person, client);
  if (user) return offerLink(db, person, user.id);
  return createLinkedAccount(db, person, "reader", client);
}

/** Offers the school's sign-in to readers, or stops (admins: capability `settings`); only once it is set
 * up, and not while the environment sets it. Audit-logged. Every public page's sign-in dialog changes. */
export async function setReaderSignIn(
  db: Db,
  actor: SessionUser | null | undefined,
  input: Record<string, unknown>,
): Promise<boolean> {
  assertCan(actor, "settings");
  const on = input.readers === "on" || input.readers === "true" || input.readers === true;
  const config = await schoolSignInConfig(db);
  if (config?.fromEnvironment) throw new Invalid(FROM_ENVIRONMENT);
  if (!config) throw new Invalid(SET_UP_FIRST);
  await setSchoolSwitch(db, actor, config, { key: "readers", to: on, label: READERS_LABEL });
  return on;
}
