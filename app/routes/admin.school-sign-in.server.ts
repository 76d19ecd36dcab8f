import { data, type AppLoadContext } from "react-router";
import { readCookie, sessionCookie, setCookie } from "../../server/http/cookies.ts";
import { readSigned, signedValue } from "../../server/http/flash.ts";
import { ATTEMPT_GONE } from "../../server/modules/school-sign-in/texts.ts";
import { isDomainError } from "../../server/modules/errors.ts";
import { answerSchoolCallback } from "../../server/modules/school-sign-in/callback.ts";
import { ATTEMPT_TTL_MS, startSchoolSignIn } from "../../server/modules/school-sign-in/flow.ts";
import { startInvitationSignIn } from "../../server/modules/school-sign-in/invitation.ts";
import { returnPath, startReaderSignIn } from "../../server/modules/school-sign-in/readers.ts";
import { redirectToPage, redirectWithFlash } from "~/lib/flash.server.ts";

/** Off to the school's provider, with this browser's state in a cookie that lives as long as the
 * attempt; a refusal before it goes back to `from` with its message. */
async function toProvider(
  request: Request,
  context: AppLoadContext,
  from: string,
  start: () => Promise<{ url: string; state: string }>,
) {
  try {
    const { url, state } = await start();
    const cookie = setCookie(request, "bt_school_state", state, { maxAgeSeconds: ATTEMPT_TTL_MS / 1000 });
    return new Response(null, { status: 303, headers: { Location: url, "Set-Cookie": cookie } });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return redirectWithFlash(context, from, {
      title: "Sign-in failed",
      description: error.message,
      variant: "destructive",
    });
  }
}

/**
 * GET /admin/school-sign-in: staff; `?invitation=TOKEN`: from an invitation's page, whose token goes into
 * the attempt kept here, never to the provider; `?for=reader&back=/path`: a reader of the public site,
 * who comes back to that page (decision 0066). Links, not forms: the pages' CSP (`form-action 'self'`)
 * stops a form whose answer redirects to the provider.
 */
export async function startSchoolSignInLoader(request: Request, context: AppLoadContext) {
  const { db, config } = context.services;
  const publicUrl = config.publicUrl;
  const params = new URL(request.url).searchParams;
  const token = params.get("invitation");
  if (token !== null) {
    const page = `/admin/invitation?token=${encodeURIComponent(token)}`;
    return toProvider(request, context, page, () => startInvitationSignIn(db, { publicUrl, token }));
  }
  if (params.get("for") === "reader") {
    const back = params.get("back");
    return toProvider(request, context, returnPath(back), () =>
      startReaderSignIn(db, { publicUrl, returnTo: back }),
    );
  }
  return toProvider(request, context, "/admin", () =>
    startSchoolSignIn(db, { publicUrl, audience: "staff" }),
  );
}

export type SchoolCallbackView =
  | { outcome: "waiting"; message: string; back: null }
  | { outcome: "refused"; message: string; back: string | null };

/** The page without an outcome kept (opened later, or in another browser). */
const GONE: SchoolCallbackView = { outcome: "refused", message: ATTEMPT_GONE, back: null };

/**
 * GET /admin/school-sign-in/callback: the provider's answer (server/modules/school-sign-in/callback.ts).
 * Signed in: on, with the session cookie. An existing account to link: to its password form with the
 * offer's cookie. Waiting for an admin, or refused: this page says so (its message stays on the screen,
 * not in a passing toast), after a redirect to its address without the provider's query.
 */
export async function schoolCallbackLoader(request: Request, context: AppLoadContext) {
  const { db, config, cookieSecret } = context.services;
  const url = new URL(request.url);
  // The page the provider's answer ends on, at an address without the code and state: a reload shows
  // the same outcome (kept signed for the attempt's lifetime) rather than a used link.
  if (!url.search) {
    const kept = readSigned(
      readCookie(request, "bt_school_outcome"),
      cookieSecret,
    ) as SchoolCallbackView | null;
    return data<SchoolCallbackView>(kept ?? GONE);
  }
  const clearState = setCookie(request, "bt_school_state", null);
  const answer = await answerSchoolCallback(
    db,
    {
      publicUrl: config.publicUrl,
      search: url.search,
      cookieState: readCookie(request, "bt_school_state"),
    },
    { ip: context.clientIp, userAgent: request.headers.get("user-agent") },
  );
  if (answer.kind === "waiting" || answer.kind === "refused") {
    const view: SchoolCallbackView =
      answer.kind === "waiting"
        ? { outcome: "waiting", message: answer.message, back: null }
        : { outcome: "refused", message: answer.message, back: answer.back };
    const headers = new Headers({ Location: url.pathname });
    headers.append("Set-Cookie", clearState);
    headers.append(
      "Set-Cookie",
      setCookie(request, "bt_school_outcome", signedValue(view, cookieSecret), {
        maxAgeSeconds: ATTEMPT_TTL_MS / 1000,
      }),
    );
    return new Response(null, { status: 303, headers });
  }
  context.setFlash(answer.flash);
  const headers = new Headers({ "X-Remix-Revalidate": "yes" });
  headers.append("Set-Cookie", clearState);
  headers.append(
    "Set-Cookie",
    answer.kind === "link"
      ? setCookie(request, "bt_school_link", answer.offerToken, { expires: answer.expiresAt })
      : sessionCookie(request, answer.token, answer.expiresAt),
  );
  return redirectToPage(answer.to, { headers });
}
