import { data, type AppLoadContext } from "react-router";
import { resendVerification, signUp } from "../../server/modules/accounts/sign-up.ts";
import { signIn } from "../../server/modules/accounts/sign-in.ts";
import { signOut } from "../../server/modules/accounts/portal-sign-in.ts";
import { clearSessionCookie, sessionCookie, sessionTokenFrom } from "../../server/http/cookies.ts";
import { displayName } from "../../server/modules/accounts/users.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { accountDeps, completePendingSignIn } from "~/lib/auth.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { linkIfOffered } from "~/lib/school-link.server.ts";
import { backToPage, isDocumentSubmission } from "~/lib/answer.server.ts";

/** One action per intent of the auth dialog; each answers JSON for the dialog's fetcher. */
/** Signed out: JSON to the header's island; a plain form post (before the island ran, or without
 * JavaScript) goes back to its page, which says so. */
function signedOut(request: Request, context: AppLoadContext) {
  const cookie = clearSessionCookie(request);
  if (!isDocumentSubmission(request))
    return data({ ok: true as const }, { headers: { "Set-Cookie": cookie } });
  const response = backToPage(request, context, { title: "Signed out" });
  response.headers.append("Set-Cookie", cookie);
  return response;
}

export async function authAction(request: Request, context: AppLoadContext) {
  const form = await readForm(request);
  switch (form.intent) {
    case "sign-in": {
      const result = await signIn(context.services, form, {
        ip: context.clientIp,
        userAgent: request.headers.get("user-agent"),
      });
      const headers = new Headers({ "Set-Cookie": sessionCookie(request, result.token, result.expiresAt) });
      const linked = result.secondFactorRequired
        ? null
        : await linkIfOffered(request, context, result.userId);
      if (linked) headers.append("Set-Cookie", linked);
      return data({ ok: true as const, secondFactorRequired: result.secondFactorRequired }, { headers });
    }
    case "second-factor": {
      const { user, cookie } = await completePendingSignIn(request, context, form);
      const headers = new Headers({ "Set-Cookie": cookie });
      const linked = await linkIfOffered(request, context, user.id);
      if (linked) headers.append("Set-Cookie", linked);
      return data({ ok: true as const, name: displayName(user) }, { headers });
    }
    case "sign-up":
      await signUp(await accountDeps(context), form, context.clientIp);
      return { ok: true as const };
    case "resend":
      await resendVerification(await accountDeps(context), form, context.clientIp);
      return { ok: true as const };
    case "sign-out":
      await signOut(context.services.db, sessionTokenFrom(request), context.clientIp);
      return signedOut(request, context);
    default:
      throw new Invalid("Unknown request");
  }
}
