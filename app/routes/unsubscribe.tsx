import type { Route } from "./+types/unsubscribe";
import { TokenLinkPage } from "~/components/token-link-page.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadUnsubscribe, unsubscribeAction } from "./unsubscribe.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Unsubscribe from the newsletter" }),
  { name: "robots", content: "noindex" },
];

/** GET only looks the link up: mail scanners open links, and opening one must not unsubscribe. */
export async function loader(args: Route.LoaderArgs) {
  return loadUnsubscribe(args);
}

/** The confirm button (a mail client's one-click POST is answered before this: server/http/one-click.ts). */
export async function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

const TEXTS = {
  id: "unsubscribe-heading",
  heading: "Unsubscribe from the newsletter",
  doneHeading: "You have been unsubscribed",
  done: "You will not receive our newsletter any more. Changed your mind? You can subscribe again at the bottom of any page.",
  ask: "Click the button below to stop receiving our newsletter at this address.",
  button: "Unsubscribe",
  busy: "Unsubscribing...",
};

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenLinkPage texts={TEXTS} token={loaderData.token} problem={loaderData.problem} answer={actionData} />
  );
}
