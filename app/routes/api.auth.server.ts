import { data, type AppLoadContext } from "react-router";
import { resendVerification, signUp } from "../../server/modules/accounts/sign-up.ts";
import { signIn } from "../../server/modules/accounts/sign-in.ts";
import {
  clearSessionCookie,
  destroySession,
  sessionCookie,
  sessionTokenFrom,
} from "../../server/modules/accounts/sessions.ts";
import { completeSignIn } from "../../server/modules/accounts/totp.ts";
import { displayName } from "../../server/modules/accounts/users.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { Unauthorized } from "../../server/modules/errors.ts";
import type { AccountDeps } from "../../server/modules/accounts/deps.ts";
import { getSession, secureCookies } from "~/lib/auth.server.ts";

async function accountDeps({ services }: AppLoadContext): Promise<AccountDeps> {
  const { siteName } = await getSiteIdentity(services.db);
  return { ...services, publicUrl: services.config.publicUrl, siteName };
}

/** One action per intent of the auth dialog; each answers JSON for the dialog's fetcher. */
export async function authAction(request: Request, context: AppLoadContext) {
  const form = Object.fromEntries(await request.formData());
  const secure = secureCookies(context);
  const userAgent = request.headers.get("user-agent");
  switch (form.intent) {
    case "sign-in": {
      const result = await signIn(context.services, form, { ip: context.clientIp, userAgent });
      return data(
        { ok: true as const, secondFactorRequired: result.secondFactorRequired },
        { headers: { "Set-Cookie": sessionCookie(result.token, result.expiresAt, secure) } },
      );
    }
    case "second-factor": {
      const session = await getSession(request, context);
      if (!session?.pendingSecondFactor)
        throw new Unauthorized("Your sign-in has expired. Please sign in again.");
      const next = await completeSignIn(
        context.services.db,
        context.services.limits,
        { userId: session.user.id, token: sessionTokenFrom(request)!, userAgent },
        form,
      );
      return data(
        { ok: true as const, name: displayName(session.user) },
        { headers: { "Set-Cookie": sessionCookie(next.token, next.expiresAt, secure) } },
      );
    }
    case "sign-up":
      await signUp(await accountDeps(context), form, context.clientIp);
      return { ok: true as const };
    case "resend":
      await resendVerification(await accountDeps(context), form, context.clientIp);
      return { ok: true as const };
    case "sign-out":
      await destroySession(context.services.db, sessionTokenFrom(request));
      return data({ ok: true as const }, { headers: { "Set-Cookie": clearSessionCookie(secure) } });
    default:
      return data({ ok: false as const, error: "Unknown request" }, { status: 400 });
  }
}
