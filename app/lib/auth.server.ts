import type { AppLoadContext } from "react-router";
import type { AccountDeps } from "../../server/modules/accounts/deps.ts";
import {
  readSession,
  type CurrentSession,
  type SessionUser,
} from "../../server/modules/accounts/sessions.ts";
import { sessionCookie, sessionTokenFrom } from "../../server/http/cookies.ts";
import { completeSignIn } from "../../server/modules/accounts/two-factor/totp.ts";
import { Unauthorized } from "../../server/modules/errors.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";

/** The session of this request, read once per request even when several loaders ask: each loader gets
 * a Request of its own, but they share the request's load context. An action keeps its own (its
 * Request), since it may sign in or out; the loaders after it read what it left. */
const cache = new WeakMap<AppLoadContext | Request, Promise<CurrentSession | null>>();

export function getSession(request: Request, context: AppLoadContext): Promise<CurrentSession | null> {
  const key = request.method === "GET" || request.method === "HEAD" ? context : request;
  let session = cache.get(key);
  if (!session) {
    session = readSession(context.services.db, sessionTokenFrom(request));
    cache.set(key, session);
  }
  return session;
}

/** The signed-in user, or null; a session still owing its second factor does not count. */
export async function getCurrentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const session = await getSession(request, context);
  return session && !session.pendingSecondFactor ? session.user : null;
}

/** The signed-in user; Unauthorized (401) otherwise. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (!user) throw new Unauthorized("Please sign in first.");
  return user;
}

/** Finishes a sign-in that owes its second factor: checks the code, then replaces the pending session
 * with a complete one under a new id. Returns the user and the new session cookie. */
export async function completePendingSignIn(
  request: Request,
  context: AppLoadContext,
  form: Record<string, unknown>,
) {
  const session = await getSession(request, context);
  if (!session?.pendingSecondFactor)
    throw new Unauthorized("Your sign-in has expired. Please sign in again.");
  const next = await completeSignIn(
    context.services.db,
    context.services.limits,
    {
      userId: session.user.id,
      ip: context.clientIp,
      token: sessionTokenFrom(request)!,
      userAgent: request.headers.get("user-agent"),
    },
    form,
  );
  return { user: session.user, cookie: sessionCookie(request, next.token, next.expiresAt) };
}

/** What the account flows need, with the site name as the editors set it. */
export async function accountDeps({ services }: AppLoadContext): Promise<AccountDeps> {
  const { siteName } = await getSiteIdentity(services.db);
  return { ...services, publicUrl: services.config.publicUrl, siteName };
}
