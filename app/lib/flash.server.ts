import { redirect, type AppLoadContext } from "react-router";
import type { Flash } from "../../server/load-context.ts";

/** A redirect that carries a flash toast. The header makes React Router reload the root loader (which
 * reads the flash) on the page the redirect leads to, also during client-side navigation, where it
 * would otherwise keep the root's data and the toast would wait for a later page. */
export function redirectWithFlash(
  context: AppLoadContext,
  to: string,
  flash: Flash,
  headers: Record<string, string> = {},
): Response {
  context.setFlash(flash);
  return redirect(to, { headers: { ...headers, "X-Remix-Revalidate": "yes" } });
}
