import { data, type AppLoadContext } from "react-router";
import {
  readSession,
  sessionTokenFrom,
  type CurrentSession,
  type SessionUser,
} from "../../server/modules/accounts/sessions.ts";

/** The session of this request, read once per request even when several loaders ask. */
const cache = new WeakMap<Request, Promise<CurrentSession | null>>();

export function getSession(request: Request, context: AppLoadContext): Promise<CurrentSession | null> {
  let session = cache.get(request);
  if (!session) {
    session = readSession(context.services.db, sessionTokenFrom(request));
    cache.set(request, session);
  }
  return session;
}

/** The signed-in user, or null; a session still owing its second factor does not count. */
export async function getCurrentUser(request: Request, context: AppLoadContext): Promise<SessionUser | null> {
  const session = await getSession(request, context);
  return session && !session.pendingSecondFactor ? session.user : null;
}

/** The signed-in user, or a 401 answer for the action. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getCurrentUser(request, context);
  if (!user) throw data({ ok: false as const, error: "Please sign in first." }, { status: 401 });
  return user;
}

export function secureCookies(context: AppLoadContext): boolean {
  return context.services.config.publicUrl.startsWith("https:");
}
