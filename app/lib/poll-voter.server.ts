import type { AppLoadContext } from "react-router";
import { readCookie, setCookie } from "../../server/http/cookies.ts";
import { isBrowserToken, newBrowserToken, type Voter } from "../../server/modules/polls/voter.ts";
import { getCurrentUser } from "./auth.server.ts";

/** How long a browser keeps its poll cookie: a school year and a bit. */
const POLL_COOKIE_SECONDS = 400 * 24 * 60 * 60;

/**
 * Who is voting or reading a poll (decision 0077): a signed-in reader by their account, else this
 * browser by its poll cookie. With `create`, a browser without one gets a new token and the Set-Cookie
 * that gives it (first-party, HttpOnly, SameSite=Lax); a reader who never votes never gets the cookie.
 */
export async function pollVoter(
  request: Request,
  context: AppLoadContext,
  create: boolean,
): Promise<{ voter: Voter | null; cookie: string | null }> {
  const user = await getCurrentUser(request, context);
  if (user) return { voter: { userId: user.id }, cookie: null };
  const token = readCookie(request, "bt_poll");
  if (isBrowserToken(token)) return { voter: { browserToken: token }, cookie: null };
  if (!create) return { voter: null, cookie: null };
  const fresh = newBrowserToken();
  return {
    voter: { browserToken: fresh },
    cookie: setCookie(request, "bt_poll", fresh, { maxAgeSeconds: POLL_COOKIE_SECONDS }),
  };
}
