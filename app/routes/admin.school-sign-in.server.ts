import { data, type AppLoadContext } from "react-router";
import type { Flash } from "../../server/load-context.ts";
import { readCookie, sessionCookie, setCookie } from "../../server/http/cookies.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import {
  ATTEMPT_TTL_MS,
  finishSchoolSignIn,
  startSchoolSignIn,
} from "../../server/modules/school-sign-in/flow.ts";
import { signInSchoolPerson } from "../../server/modules/school-sign-in/people.ts";
import { LINK_OFFER, SIGN_IN_FAILED, WAITING } from "../../server/modules/school-sign-in/texts.ts";
import { redirectToPage, redirectWithFlash } from "~/lib/flash.server.ts";

/** GET /admin/school-sign-in: off to the school's provider, with this browser's state in a cookie that
 * lives as long as the attempt. */
export async function startSchoolSignInLoader(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  try {
    const { url, state } = await startSchoolSignIn(db, { publicUrl: config.publicUrl });
    const cookie = setCookie(request, "bt_school_state", state, { maxAgeSeconds: ATTEMPT_TTL_MS / 1000 });
    return new Response(null, { status: 303, headers: { Location: url, "Set-Cookie": cookie } });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithFlash(context, "/admin", {
      title: "Sign-in failed",
      description: error.message,
      variant: "destructive",
    });
  }
}

export type SchoolCallbackView = { outcome: "waiting" | "refused"; message: string };

/** A redirect with a flash toast that sets several cookies (redirectWithFlash takes one header each). */
function redirectSetting(context: AppLoadContext, to: string, flash: Flash, cookies: string[]) {
  context.setFlash(flash);
  const headers = new Headers({ "X-Remix-Revalidate": "yes" });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectToPage(to, { headers });
}

/**
 * GET /admin/school-sign-in/callback: the provider's answer. Signed in: to the dashboard with the session
 * cookie. An existing account to link: back to the password form with the offer's cookie. Waiting for an
 * admin, or refused: this page says so (its message stays on the screen, not in a passing toast).
 */
export async function schoolCallbackLoader(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  const client = { ip: context.clientIp, userAgent: request.headers.get("user-agent") };
  const clearState = setCookie(request, "bt_school_state", null);
  const view = (outcome: SchoolCallbackView["outcome"], message: string) =>
    data<SchoolCallbackView>({ outcome, message }, { headers: { "Set-Cookie": clearState } });
  try {
    const { person } = await finishSchoolSignIn(db, {
      publicUrl: config.publicUrl,
      search: new URL(request.url).search,
      cookieState: readCookie(request, "bt_school_state"),
    });
    const outcome = await signInSchoolPerson(db, person, client);
    if (outcome.kind === "waiting") return view("waiting", WAITING);
    if (outcome.kind === "link") {
      return redirectSetting(
        context,
        "/admin",
        { title: "Sign in once with your password", description: LINK_OFFER },
        [
          clearState,
          setCookie(request, "bt_school_link", outcome.offerToken, { expires: outcome.expiresAt }),
        ],
      );
    }
    return redirectSetting(
      context,
      "/admin/dashboard",
      { title: "Login successful", description: `Welcome back, ${outcome.name}!` },
      [clearState, sessionCookie(request, outcome.token, outcome.expiresAt)],
    );
  } catch (error) {
    return view("refused", isDomainError(error) ? error.message : SIGN_IN_FAILED);
  }
}
