import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.two-factor";
import { EnrollmentStep, RecoveryCodesShown, StartSetupForm } from "~/components/two-factor-setup.tsx";
import { buttonClass } from "~/components/ui/button.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { loadTwoFactorSetUp, twoFactorSetUpAction } from "./admin.two-factor.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Set up two-factor sign-in");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTwoFactorSetUp(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return twoFactorSetUpAction(request, context);
}

export default function TwoFactorSetUp({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const enrollment = result?.ok && "enrollment" in result ? result.enrollment : null;
  const codes = result?.ok && "recoveryCodes" in result ? result.recoveryCodes : null;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <div className="border border-rule bg-white p-6 shadow-sm sm:p-8">
        <h1 className="font-serif text-2xl font-bold">Set up two-factor sign-in</h1>
        {result && !result.ok && (
          <p role="alert" className="mt-4 border-l-4 border-accent bg-paper p-3">
            {result.error}
          </p>
        )}
        {codes ? (
          <>
            <p role="status" className="mt-4 border-l-4 border-emerald-700 bg-paper p-3">
              Two-factor sign-in is on for your account.
            </p>
            <RecoveryCodesShown codes={codes} />
            <Link to="/admin/dashboard" className={`${buttonClass("primary")} mt-6`}>
              I have saved my codes: continue to the portal
            </Link>
          </>
        ) : !loaderData.owes ? (
          <>
            <p className="mt-4">Two-factor sign-in is set up for your account, {loaderData.name}.</p>
            <Link to="/admin/dashboard" className={`${buttonClass("primary")} mt-6`}>
              Continue to the portal
            </Link>
          </>
        ) : (
          <>
            <p className="mt-4">
              This publication requires two-factor sign-in for all staff. Before you can use the portal, add
              your account to an authenticator app on your phone (such as FreeOTP, Aegis or Google
              Authenticator). Signing in will then ask for your password and a 6-digit code from the app.
            </p>
            {enrollment ? (
              <EnrollmentStep enrollment={enrollment} busy={busy} />
            ) : (
              <StartSetupForm busy={busy} />
            )}
          </>
        )}
        <Form method="post" action="/admin/logout" className="mt-8 border-t border-rule pt-4">
          <button type="submit" className="text-sm font-semibold text-accent underline underline-offset-2">
            Sign out instead
          </button>
        </Form>
      </div>
    </section>
  );
}
