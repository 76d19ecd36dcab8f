import type { AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { confirmEnrollment, startEnrollment } from "../../server/modules/accounts/two-factor/totp.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

export const TWO_FACTOR_ON = "Two-factor sign-in is on. You will be asked for a code when you sign in.";

/** The set-up steps of two-factor sign-in, on /account and on the portal's required set-up: a new
 * secret to scan ('enroll'), then the first code, which turns it on and makes the recovery codes
 * ('confirm'). Null for any other intent. */
export async function twoFactorSetUpStep(
  context: AppLoadContext,
  user: SessionUser,
  form: Record<string, string>,
) {
  const { db, limits } = context.services;
  if (form.intent === "enroll") {
    const { siteName } = await getSiteIdentity(db);
    return { ok: true as const, enrollment: await startEnrollment(db, user, siteName) };
  }
  if (form.intent === "confirm") {
    const { recoveryCodes } = await confirmEnrollment(
      db,
      limits,
      { userId: user.id, ip: context.clientIp },
      form,
    );
    return { ok: true as const, message: TWO_FACTOR_ON, recoveryCodes };
  }
  return null;
}
