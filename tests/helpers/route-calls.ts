import type { Role } from "#shared/roles.ts";
import type { Db } from "../../server/db/client.ts";
import { hashPassword } from "../../server/modules/accounts/passwords.ts";
import { createSession } from "../../server/modules/accounts/sessions.ts";
import { makeUser } from "./factories.ts";
import { testLoadContext } from "./load-context.ts";

const ORIGIN = "http://localhost:3000";

export type RouteAnswer = { status: number; body: unknown; headers: Headers };
type WithAction = { action: (args: never) => Promise<unknown> };
type WithLoader = { loader: (args: never) => Promise<unknown> };

/** An action's or loader's answer, whether plain data, data() or a (thrown) Response: a Response's
 * body is its text when it is text (a refusal's message), null otherwise. */
export async function settle(result: Promise<unknown>): Promise<RouteAnswer> {
  const value = await result.catch((thrown: unknown) => thrown);
  if (value instanceof Response) {
    const text = value.headers.get("content-type")?.startsWith("text/plain") ? await value.text() : null;
    return { status: value.status, body: text, headers: value.headers };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit")
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data,
      headers: new Headers(wrapped.init?.headers),
    };
  return { status: 200, body: value, headers: new Headers() };
}

/** Calls route modules' loaders and actions directly, as the server would, over `db`. */
export function routeCalls(db: () => Db) {
  return {
    /** A signed-in user of this role and the cookie of their session. */
    async session(role: Role, password = "not-used") {
      const user = await makeUser(db(), {
        role,
        username: `${role}-${Math.random().toString(36).slice(2, 8)}`,
        passwordHash: await hashPassword(password),
      });
      const { token } = await createSession(db(), user.id);
      return { user, cookie: `bt_session=${token}` };
    },
    /** Posts a form to the route's action; the answer comes with the flashes it set and the cached
     * pages it said it changed (`context.pagesChanged`). */
    post(
      route: WithAction,
      path: string,
      fields: Record<string, string>,
      headers: Record<string, string> = {},
    ) {
      const { context, flashes, changes } = testLoadContext(db());
      const request = new Request(`${ORIGIN}${path}`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers,
      });
      return settle(route.action({ request, context, params: {} } as never)).then((a) => ({
        ...a,
        flashes,
        changes,
      }));
    },
    load(route: WithLoader, path: string, cookie?: string) {
      const { context } = testLoadContext(db());
      const request = new Request(`${ORIGIN}${path}`, { headers: cookie ? { cookie } : {} });
      return settle(route.loader({ request, context, params: {} } as never));
    },
  };
}
