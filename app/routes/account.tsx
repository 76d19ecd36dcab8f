import { Form, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Button } from "~/components/ui/button.tsx";
import { CodeField } from "~/components/ui/field.tsx";
import { privateMeta } from "~/lib/meta.ts";
import { accountAction, loadAccount } from "./account.server.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Your account");

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAccount(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return accountAction(request, context);
}

function CodeForm({ intent, label, busy }: { intent: "confirm" | "remove"; label: string; busy: boolean }) {
  return (
    <Form method="post" className="mt-4 max-w-xs space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <CodeField />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Checking...">
        {label}
      </Button>
    </Form>
  );
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const enrollment = result?.ok && "enrollment" in result ? result.enrollment : null;
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
      {result && !result.ok && (
        <p role="alert" className="mt-3 border-l-4 border-accent bg-white p-3">
          {result.error}
        </p>
      )}
      {loaderData.twoFactor ? (
        <>
          <p className="mt-3">
            <strong>On.</strong> Signing in asks for a code from your authenticator app. To turn it off, enter
            a current code.
          </p>
          <CodeForm intent="remove" label="Turn off two-factor sign-in" busy={busy} />
        </>
      ) : enrollment ? (
        <div className="mt-4">
          <p>
            Scan this QR code with an authenticator app (or type the secret), then enter the 6-digit code it
            shows.
          </p>
          <img
            src={enrollment.qrDataUrl}
            alt="QR code for your authenticator app"
            width={220}
            height={220}
            className="mt-4 border border-rule"
          />
          <p className="mt-3 text-sm">
            Secret:{" "}
            <code className="bg-white px-2 py-1 font-mono break-all" data-testid="totp-secret">
              {enrollment.secret}
            </code>
          </p>
          <CodeForm intent="confirm" label="Turn on two-factor sign-in" busy={busy} />
        </div>
      ) : (
        <>
          <p className="mt-3">
            Off. Protect your account with a code from an authenticator app (such as FreeOTP or Aegis) in
            addition to your password.
          </p>
          <Form method="post" className="mt-4 max-w-xs">
            <input type="hidden" name="intent" value="enroll" />
            <Button type="submit" busy={busy} className="w-full" busyLabel="Preparing...">
              Set up two-factor sign-in
            </Button>
          </Form>
        </>
      )}
    </section>
  );
}
