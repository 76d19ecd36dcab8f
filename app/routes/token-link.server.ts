import type { Route } from "./+types/token-link";
import { failure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import type { AppLoadContext } from "react-router";
import {
  confirmSubscription,
  isConfirmToken,
  isSubscribedToken,
  unsubscribe,
  UNKNOWN_CONFIRM_LINK,
  UNKNOWN_UNSUBSCRIBE_LINK,
} from "../../server/modules/newsletter/subscriptions.ts";

type Services = AppLoadContext["services"];

/** What each of our mails' links does: how it is looked up, and what its button does. */
const LINKS = {
  confirm: {
    isKnown: (services: Services, token: string) => isConfirmToken(services.db, token),
    unknown: UNKNOWN_CONFIRM_LINK,
    act: async (services: Services, token: string, clientIp: string) => {
      await services.limits.consume("newsletter", clientIp);
      await confirmSubscription(services.db, services.cookieSecret, token);
    },
  },
  unsubscribe: {
    isKnown: (services: Services, token: string) => isSubscribedToken(services.db, token),
    unknown: UNKNOWN_UNSUBSCRIBE_LINK,
    act: (services: Services, token: string) => unsubscribe(services.db, token),
  },
};

export type TokenLinkKind = keyof typeof LINKS;

/** The route serves /newsletter/confirm and /unsubscribe (app/routes.ts): the address says which. */
function linkOf(request: Request) {
  const url = new URL(request.url);
  const kind: TokenLinkKind = url.pathname.replace(/\.data$/, "").endsWith("/unsubscribe")
    ? "unsubscribe"
    : "confirm";
  return { kind, token: url.searchParams.get("token") ?? "" };
}

/** GET only looks the link up: mail scanners open links, and opening one must not act. */
export async function loadTokenLink({ request, context }: Route.LoaderArgs) {
  const { kind, token } = linkOf(request);
  const valid = await LINKS[kind].isKnown(context.services, token);
  return { kind, token, problem: valid ? null : LINKS[kind].unknown };
}

/** The confirm button; for /unsubscribe also a mail client's one-click POST (RFC 8058:
 * `List-Unsubscribe=One-Click` sent to the link itself). */
export async function tokenLinkAction({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { kind, token } = linkOf(request);
  try {
    await LINKS[kind].act(context.services, form.token || token, context.clientIp);
    return { ok: true as const };
  } catch (error) {
    return failure(error);
  }
}
