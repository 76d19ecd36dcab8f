import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";
import type { Route } from "./+types/auth.callback";
import { privateMeta } from "~/lib/meta.ts";
import { verifyEmailAction } from "./auth.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Verifying your email");

/** The link in the mail lands here; the token is used by a POST (which this page makes at once), so
 * that mail scanners that merely open links do not use it up. */
export async function action({ request, context }: Route.ActionArgs) {
  return verifyEmailAction(request, context);
}

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (form.current) submit(form.current, { method: "post", replace: true });
  }, [submit]);
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" aria-live="polite">
      <span
        aria-hidden="true"
        className="mx-auto block h-10 w-10 animate-spin rounded-full border-4 border-rule border-t-accent"
      />
      <h1 className="mt-6 font-serif text-3xl font-bold">Verifying your email...</h1>
      <Form ref={form} method="post" className="mt-6">
        <input type="hidden" name="token" value={loaderData.token} />
        <noscript>
          <button type="submit" className="bg-accent px-5 py-2.5 font-semibold text-white">
            Verify my email
          </button>
        </noscript>
      </Form>
    </section>
  );
}
