import type { Route } from "./+types/newsletter.confirm";
import { failure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import {
  confirmSubscription,
  isConfirmToken,
  UNKNOWN_CONFIRM_LINK,
} from "../../server/modules/newsletter/subscriptions.ts";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token") ?? "";

/** GET only looks the link up: mail scanners open links, and opening one must not confirm. */
export async function loadConfirm({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  const valid = await isConfirmToken(context.services.db, token);
  return { token, problem: valid ? null : UNKNOWN_CONFIRM_LINK };
}

/** The confirm button: the subscription is active from now on. */
export async function confirmAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  try {
    await context.services.limits.consume("newsletter", context.clientIp);
    await confirmSubscription(
      context.services.db,
      context.services.cookieSecret,
      form.token || tokenOf(request),
    );
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}
