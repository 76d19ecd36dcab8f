import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/reset-password";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { privateMeta } from "~/lib/meta.ts";
import { resetPasswordAction } from "./auth.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Choose a new password");

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export default function ResetPassword({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (!loaderData.token) {
    return (
      <section className="mx-auto max-w-md px-4 py-16">
        <h1 className="font-serif text-3xl font-bold">Choose a new password</h1>
        <p className="mt-3">
          This page needs the link from your email.{" "}
          <Link to="/forgot-password" className="text-accent underline">
            Ask for a new link
          </Link>
          .
        </p>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">Choose a new password</h1>
      <p className="mt-3 text-muted">Setting a new password signs you out on every other device.</p>
      {result && !result.ok && (
        <p role="alert" className="mt-4 border-l-4 border-accent bg-white p-3">
          {result.error}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <Field
          label="New Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={MIN_PASSWORD_LENGTH}
          required
          unmarked
          hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        />
        <Field
          label="Confirm New Password"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          unmarked
        />
        <Button type="submit" busy={busy} className="w-full" busyLabel="Saving...">
          Set new password
        </Button>
      </Form>
    </section>
  );
}
