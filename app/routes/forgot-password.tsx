import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { forgotPasswordAction } from "./auth.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { title: "Forgot password" });

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPassword() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <h1 className="font-serif text-3xl font-bold">Forgot password?</h1>
      <p className="mt-3 text-muted">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      <div role="status" className="mt-4">
        {result?.ok && <p className="border-l-4 border-emerald-700 bg-white p-3">{result.message}</p>}
      </div>
      {result && !result.ok && (
        <p role="alert" className="mt-4 border-l-4 border-accent bg-white p-3">
          {result.error}
        </p>
      )}
      <Form method="post" className="mt-6 space-y-4">
        <Field label="Email" name="email" type="email" autoComplete="email" required unmarked />
        <Button type="submit" busy={busy} className="w-full" busyLabel="Sending...">
          Send reset link
        </Button>
      </Form>
    </section>
  );
}
