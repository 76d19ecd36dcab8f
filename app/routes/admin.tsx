import { INVALID_STAFF_CREDENTIALS } from "#shared/texts.ts";
import { useEffect } from "react";
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin";
import {
  AdminLoginForm,
  AdminSecondFactorForm,
  FirstAdminForm,
  SchoolSignInButton,
} from "~/components/admin-access-forms.tsx";
import { showToast } from "~/components/toaster.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { adminLoginAction, loadAdminLogin } from "./admin.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Editorial Portal");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminLogin(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return adminLoginAction(request, context);
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  const { setup, school, linking, offer } = loaderData;
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const failed = result && !result.ok ? result : null;
  useEffect(() => {
    if (!failed) return;
    showToast(
      setup
        ? { title: failed.title ?? "Setup failed", description: failed.error, variant: "destructive" }
        : {
            title: "Login failed",
            description: failed.error || INVALID_STAFF_CREDENTIALS,
            variant: "destructive",
          },
    );
  }, [failed, setup]);
  const secondFactor = result?.ok && result.secondFactorRequired;
  return (
    <section className="mx-auto max-w-md px-4 py-16">
      <div className="border border-rule bg-white p-8 shadow-sm">
        <h1 className="text-center font-serif text-2xl font-bold">Editorial Portal - Admin Access</h1>
        {failed && (
          <p role="alert" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
            {failed.error}
          </p>
        )}
        {setup ? (
          <FirstAdminForm busy={busy} errors={failed?.fields} offer={offer ?? "empty"} />
        ) : secondFactor ? (
          <AdminSecondFactorForm busy={busy} />
        ) : (
          <>
            {school && !linking && <SchoolSignInButton label={school.label} passwords={school.passwords} />}
            {linking && (
              <p role="status" className="mt-4 border-l-4 border-accent bg-paper p-3 text-sm">
                Sign in with your password once, and your school account will be linked to this account.
              </p>
            )}
            <AdminLoginForm busy={busy} />
          </>
        )}
        <p className="mt-6 text-center text-xs text-muted">
          Access restricted to authorized editorial staff only.
        </p>
      </div>
    </section>
  );
}
