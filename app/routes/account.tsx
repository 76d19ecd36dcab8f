import { useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/account";
import { DELETE_DIALOG, YourData } from "~/components/account-data.tsx";
import {
  CodeForm,
  EnrollmentStep,
  RecoveryCodeForm,
  RecoveryCodesShown,
  StartSetupForm,
} from "~/components/two-factor-setup.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { accountAction, loadAccount } from "./account.server.ts";

/** The React app in the browser, not islands (decision 0063). */
export const handle = { app: true };

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const enrollment = result?.ok && "enrollment" in result ? result.enrollment : null;
  const codes = result?.ok && "recoveryCodes" in result ? result.recoveryCodes : null;
  // A delete posted without JavaScript comes back to the open dialog, which says what went wrong.
  const deleting = useSearchParams()[0].has(DELETE_DIALOG);
  const failed = result && !result.ok ? result : undefined;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-serif text-3xl font-bold">Your account</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
        <dt className="font-semibold">Name</dt>
        <dd>{loaderData.name ?? "—"}</dd>
        <dt className="font-semibold">Email</dt>
        <dd>{loaderData.email}</dd>
      </dl>

      <h2 className="mt-10 font-serif text-2xl font-bold">Two-factor sign-in</h2>
      <div role="status" className="mt-3">
        {result?.ok && "message" in result && (
          <p className="border-l-4 border-emerald-700 bg-white p-3">{result.message}</p>
        )}
      </div>
      {failed && !deleting && (
        <p role="alert" className="mt-3 border-l-4 border-accent bg-white p-3">
          {failed.error}
        </p>
      )}
      {codes && <RecoveryCodesShown codes={codes} />}
      {loaderData.twoFactor ? (
        <>
          <p className="mt-3">
            <strong>On.</strong> Signing in asks for a code from your authenticator app. To turn it off, enter
            a current code.
          </p>
          <CodeForm intent="remove" label="Turn off two-factor sign-in" busy={busy} />
          <RecoveryCodeForm
            intent="remove"
            summary="Lost your phone? Turn it off with a recovery code, then set it up again"
            label="Turn off with a recovery code"
            busy={busy}
          />
          <h3 className="mt-8 font-serif text-xl font-bold">Recovery codes</h3>
          <p className="mt-2">
            <strong>{loaderData.recoveryCodesLeft}</strong> of your recovery codes{" "}
            {loaderData.recoveryCodesLeft === 1 ? "is" : "are"} left. New codes replace all the old ones;
            enter a current code from your app to make them.
          </p>
          <CodeForm intent="recovery-codes" label="Make new recovery codes" busy={busy} />
        </>
      ) : enrollment ? (
        <EnrollmentStep enrollment={enrollment} busy={busy} />
      ) : (
        <>
          <p className="mt-3">
            Off. Protect your account with a code from an authenticator app (such as FreeOTP or Aegis) in
            addition to your password.
          </p>
          <StartSetupForm busy={busy} />
        </>
      )}
      <YourData
        staff={loaderData.staff}
        deletedComments={loaderData.deletedComments}
        failed={deleting ? failed : undefined}
      />
    </section>
  );
}
