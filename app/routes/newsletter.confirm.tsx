import type { Route } from "./+types/newsletter.confirm";
import { TokenLinkPage } from "~/components/token-link-page.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { confirmAction, loadConfirm } from "./newsletter.confirm.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Confirm your subscription" }),
  { name: "robots", content: "noindex" },
];

/** GET only looks the link up: opening it (a mail scanner) subscribes no one. */
export async function loader(args: Route.LoaderArgs) {
  return loadConfirm(args);
}

export async function action(args: Route.ActionArgs) {
  return confirmAction(args);
}

const TEXTS = {
  id: "confirm-heading",
  heading: "Confirm your subscription",
  doneHeading: "You're subscribed!",
  done: "Thank you: our newsletter will reach you at this address. Every mail has a link to unsubscribe.",
  ask: "Click the button below to start receiving our newsletter.",
  button: "Confirm my subscription",
  busy: "Confirming...",
};

/** The confirmation mail's link (double opt-in, decision 0044). */
export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenLinkPage texts={TEXTS} token={loaderData.token} problem={loaderData.problem} answer={actionData} />
  );
}
