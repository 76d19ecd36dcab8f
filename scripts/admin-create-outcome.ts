import type { Db } from "../server/db/client.ts";
import { accountNamed, createAdmin } from "../server/modules/accounts/create-admin.ts";
import { adminExists } from "../server/modules/accounts/first-run.ts";
import { isDomainError } from "../server/modules/errors.ts";

/** admin:create's exit codes: 0 an admin was created; 2 nothing was created, since an account with that
 * username or e-mail exists already (the message says what to do instead); 1 anything else (a value
 * refused, the database held by the server or unreachable). */
export const EXIT = { created: 0, failed: 1, exists: 2 } as const;

export type Outcome = { exitCode: (typeof EXIT)[keyof typeof EXIT]; message: string };

type Input = { email?: string; username?: string; name?: string; password?: string };

/** What adds staff and what resets a password, for an operator who meets an admin already there. */
const staffAdvice = (publicUrl: string) =>
  `To add another member of staff, run admin:create again with a new --email and --username. ` +
  `To reset a forgotten password, ask for a reset link at ${publicUrl}/forgot-password with the account's ` +
  `e-mail (the server must be able to send mail).`;

/** Creates the admin of `input`, and answers what admin:create prints and its exit code: on a refusal,
 * whether an admin exists already and what to do instead, never the setup page (which only works while
 * no admin exists). */
export async function adminCreateOutcome(db: Db, input: Input, publicUrl: string): Promise<Outcome> {
  try {
    const user = await createAdmin(db, input);
    return {
      exitCode: EXIT.created,
      message: `Admin ${user.username} <${user.email}> created. Sign in at ${publicUrl}/admin`,
    };
  } catch (error) {
    if (!isDomainError(error) || error.status !== 409) throw error;
  }
  const [existing, anyAdmin] = await Promise.all([accountNamed(db, input), adminExists(db)]);
  const who = existing?.username ? `${existing.username} <${existing.email}>` : (existing?.email ?? "");
  if (existing?.role === "admin")
    return {
      exitCode: EXIT.exists,
      message: `An admin with this username or e-mail already exists (${who}): nothing was changed. Sign in at ${publicUrl}/admin. ${staffAdvice(publicUrl)}`,
    };
  const admins = anyAdmin ? ` An admin exists already: sign in at ${publicUrl}/admin.` : "";
  return {
    exitCode: EXIT.exists,
    message: `Another account has this username or e-mail already${existing ? ` (${who}, a ${existing.role})` : ""}: nothing was changed. Choose another --email and --username.${admins}`,
  };
}
