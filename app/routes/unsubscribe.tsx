import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/unsubscribe";
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

/** The confirm button, or a mail client's one-click POST (RFC 8058). */
export async function action(args: Route.ActionArgs) {
  return unsubscribeAction(args);
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok === true;
  const problem = done ? null : actionData && !actionData.ok ? actionData.error : loaderData.problem;
  return (
    <section aria-labelledby="unsubscribe-heading" className="mx-auto max-w-xl px-4 py-16">
      <h1 id="unsubscribe-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        {done
          ? "You have been unsubscribed"
          : problem
            ? "This link does not work"
            : "Unsubscribe from the newsletter"}
      </h1>
      <div role="status" className="mt-4">
        {done && (
          <p className="border-l-4 border-emerald-700 bg-white p-3">
            You will not receive our newsletter any more. Changed your mind? You can subscribe again at the
            bottom of any page.
          </p>
        )}
      </div>
      {problem && (
        <p role="alert" className="mt-4 border-l-4 border-accent bg-white p-3">
          {problem}
        </p>
      )}
      {!done && !problem && (
        <Form method="post" className="mt-6">
          <p className="text-muted">
            Click the button below to stop receiving our newsletter at this address.
          </p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button
            type="submit"
            disabled={busy}
            className="mt-6 min-h-11 bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy ? "Unsubscribing..." : "Unsubscribe"}
          </button>
        </Form>
      )}
      <p className="mt-8">
        <Link to="/" className="font-semibold text-accent hover:underline">
          Return to Homepage
        </Link>
      </p>
    </section>
  );
}
