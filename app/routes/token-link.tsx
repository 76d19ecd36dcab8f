import type { Route } from "./+types/token-link";
import { TokenLinkPage, type TokenLinkTexts } from "~/components/token-link-page.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { loadTokenLink, tokenLinkAction, type TokenLinkKind } from "./token-link.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

const TEXTS: Record<TokenLinkKind, TokenLinkTexts> = {
  confirm: {
    id: "confirm-heading",
    heading: "Confirm your subscription",
    doneHeading: "You're subscribed!",
    done: "Thank you: our newsletter will reach you at this address. Every mail has a link to unsubscribe.",
    ask: "Click the button below to start receiving our newsletter.",
    button: "Confirm my subscription",
    busy: "Confirming...",
  },
  unsubscribe: {
    id: "unsubscribe-heading",
    heading: "Unsubscribe from the newsletter",
    doneHeading: "You have been unsubscribed",
    done: "You will not receive our newsletter any more. Changed your mind? You can subscribe again at the bottom of any page.",
    ask: "Click the button below to stop receiving our newsletter at this address.",
    button: "Unsubscribe",
    busy: "Unsubscribing...",
  },
};

export const meta: Route.MetaFunction = ({ matches, data }) => [
  ...pageMeta(matches, { title: data ? TEXTS[data.kind].heading : undefined }),
  { name: "robots", content: "noindex" },
];

/** GET only looks the link up: opening it (a mail scanner) subscribes or unsubscribes no one. */
export async function loader(args: Route.LoaderArgs) {
  return loadTokenLink(args);
}

/** The confirm button (a mail client's one-click unsubscribe is answered before this:
 * server/http/one-click.ts). */
export async function action(args: Route.ActionArgs) {
  return tokenLinkAction(args);
}

/** The links of our mails: the confirmation's (double opt-in, decision 0044) and the unsubscribe's. */
export default function TokenLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TokenLinkPage
      texts={TEXTS[loaderData.kind]}
      token={loaderData.token}
      problem={loaderData.problem}
      answer={actionData}
    />
  );
}
