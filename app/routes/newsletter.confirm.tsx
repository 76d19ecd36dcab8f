import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter.confirm";
import { pageMeta } from "~/lib/meta.ts";
import { confirmAction, loadConfirm } from "./newsletter.confirm.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, { title: "Confirm your subscription" }),
  { name: "robots", content: "noindex" },
];

export async function loader(args: Route.LoaderArgs) {
  return loadConfirm(args);
}

export async function action(args: Route.ActionArgs) {
  return confirmAction(args);
}

/** The confirmation mail's link (double opt-in): one button, so that a mail scanner opening the link
 * subscribes no one. */
export default function ConfirmSubscription({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const done = actionData?.ok === true;
  const problem = done ? null : actionData && !actionData.ok ? actionData.error : loaderData.problem;
  return (
    <section aria-labelledby="confirm-heading" className="mx-auto max-w-xl px-4 py-16">
      <h1 id="confirm-heading" className="font-serif text-3xl font-bold sm:text-4xl">
        {done ? "You're subscribed!" : problem ? "This link does not work" : "Confirm your subscription"}
      </h1>
      <div role="status" className="mt-4">
        {done && (
          <p className="border-l-4 border-emerald-700 bg-white p-3">
            Thank you: our newsletter will reach you at this address. Every mail has a link to unsubscribe.
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
          <p className="text-muted">Click the button below to start receiving our newsletter.</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button
            type="submit"
            disabled={busy}
            className="mt-6 min-h-11 bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
          >
            {busy ? "Confirming..." : "Confirm my subscription"}
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
