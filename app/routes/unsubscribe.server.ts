import type { Route } from "./+types/unsubscribe";
import { failure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import {
  isSubscribedToken,
  unsubscribe,
  UNKNOWN_UNSUBSCRIBE_LINK,
} from "../../server/modules/newsletter/subscriptions.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET only looks the link up: mail scanners open links, and opening one must not unsubscribe. */
export async function loadUnsubscribe({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const valid = await isSubscribedToken(context.services.db, token);
  return { token, problem: valid ? null : UNKNOWN_UNSUBSCRIBE_LINK };
}

/** The confirm button, or a mail client's one-click POST (RFC 8058: `List-Unsubscribe=One-Click` sent
 * to the link itself). */
export async function unsubscribeAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await unsubscribe(context.services.db, form.token || tokenOf(request));
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}
