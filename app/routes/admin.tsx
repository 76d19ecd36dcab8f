import { useEffect } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import { showToast } from "~/components/toaster.tsx";
import { CodeField, Field, SubmitButton } from "~/components/ui/field.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { adminLoginAction, loadAdminLogin } from "./admin.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Editorial Portal");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminLogin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminLoginAction(request, context);
}

export default function AdminLogin() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  useEffect(() => {
    if (result && !result.ok) {
      showToast({
        title: "Login failed",
        description: result.error || "Invalid username or password.",
        variant: "destructive",
      });
    }
  }, [result]);
  const secondFactor = result?.ok && result.secondFactorRequired;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="border border-rule bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-2xl font-bold">Editorial Portal - Admin Access</h1>
        {result && !result.ok && (
          <p role="alert" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
            {result.error}
          </p>
        )}
        {secondFactor ? (
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="intent" value="second-factor" />
            <p className="text-sm text-muted">Enter the 6-digit code from your authenticator app.</p>
            <CodeField />
            <SubmitButton busy={busy} busyLabel="Verifying...">
              Verify
            </SubmitButton>
          </Form>
        ) : (
          <Form method="post" className="mt-6 space-y-4">
            <Field label="Username" name="username" autoComplete="username" required />
            <Field
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
            />
            <SubmitButton busy={busy} busyLabel="Signing in...">
              Sign In
            </SubmitButton>
          </Form>
        )}
        <p className="mt-6 text-center text-xs text-muted">
          Access restricted to authorized editorial staff only.
        </p>
      </div>
    </section>
  );
}
