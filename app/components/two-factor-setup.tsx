import { Form } from "react-router";
import { Button } from "~/components/ui/button.tsx";
import { CodeField, Field } from "~/components/ui/field.tsx";

export type EnrollmentView = { secret: string; qrDataUrl: string };

/** A form that sends a current authenticator code with its intent: confirm, remove, new codes. */
export function CodeForm({ intent, label, busy }: { intent: string; label: string; busy: boolean }) {
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

/** A recovery code in place of the authenticator's, behind 'Lost your phone?': at sign-in, or to turn
 * two-factor sign-in off and set it up on a new phone. */
export function RecoveryCodeForm({
  intent,
  summary,
  label,
  busy,
  action,
}: {
  intent: string;
  summary: string;
  label: string;
  busy: boolean;
  /** Where the form posts, when not to the page it is on. */
  action?: string;
}) {
  return (
    <details className="mt-6 border-t border-rule pt-4">
      <summary className="cursor-pointer text-sm font-semibold text-accent">{summary}</summary>
      <Form method="post" action={action} className="mt-4 max-w-sm space-y-4">
        <input type="hidden" name="intent" value={intent} />
        <Field
          label="Recovery code"
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="One of the codes you saved when you set up two-factor sign-in, like ABCD-EFGH-JKMN-PQRS. Each works once."
          required
          unmarked
        />
        <Button type="submit" look="secondary" busy={busy} className="w-full" busyLabel="Checking...">
          {label}
        </Button>
      </Form>
    </details>
  );
}

/** The first step: a button that makes a new secret (shown once). */
export function StartSetupForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="mt-4 max-w-xs">
      <input type="hidden" name="intent" value="enroll" />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Preparing...">
        Set up two-factor sign-in
      </Button>
    </Form>
  );
}

/** The second step: the secret as a QR code and as text, and the first code to confirm it. */
export function EnrollmentStep({ enrollment, busy }: { enrollment: EnrollmentView; busy: boolean }) {
  return (
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
  );
}

/** Recovery codes, shown once after they are made: each works once in place of an authenticator code. */
export function RecoveryCodesShown({ codes }: { codes: readonly string[] }) {
  return (
    <section aria-labelledby="recovery-codes-title" className="mt-6 border border-ink/30 bg-white p-5">
      <h2 id="recovery-codes-title" className="font-serif text-xl font-bold">
        Your recovery codes
      </h2>
      <p className="mt-2 text-sm">
        If you lose your phone, each of these codes signs you in once in place of a code from your app. Write
        them down or print them, and keep them somewhere safe. <strong>They are shown only now.</strong>
      </p>
      <ol
        className="mt-4 grid gap-x-8 gap-y-1 font-mono text-base sm:grid-cols-2"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
    </section>
  );
}
