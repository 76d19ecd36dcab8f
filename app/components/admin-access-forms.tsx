import { Form } from "react-router";
import { RecoveryCodeForm } from "~/components/two-factor-setup.tsx";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { CodeField, Field } from "~/components/ui/field.tsx";
import { NewPasswordFields } from "~/components/new-password-fields.tsx";
import { StartChoice } from "~/components/start-choice.tsx";
import type { FirstRunOffer } from "#shared/schemas/admin-account.ts";

type Errors = Record<string, string> | undefined;

/** SPEC.md §2 'Admin login': username and password. */
export function AdminLoginForm({ busy }: { busy: boolean }) {
  return (
    <Form method="post" className="mt-6 space-y-4">
      <Field label="Username" name="username" autoComplete="username" required unmarked />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        unmarked
      />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Signing in...">
        Sign In
      </Button>
    </Form>
  );
}

/** The school's sign-in (decision 0066), above the password form; while staff passwords are off, the
 * form below says it is for admins. */
export function SchoolSignInButton({ label, passwords }: { label: string; passwords: boolean }) {
  return (
    <div className="mt-6 space-y-3">
      <a href="/admin/school-sign-in" className={buttonClass("primary", "w-full text-center")}>
        {label}
      </a>
      <p className="text-center text-sm text-muted">
        {passwords
          ? "Or sign in with your username and password:"
          : "Admins may also sign in with a password:"}
      </p>
    </div>
  );
}

/** The second step for an account with an authenticator app; a recovery code works in its place.
 * `action` is /admin's when another page (an accepted invitation) began the sign-in. */
export function AdminSecondFactorForm({ busy, action }: { busy: boolean; action?: string }) {
  return (
    <>
      <Form method="post" action={action} className="mt-6 space-y-4">
        <input type="hidden" name="intent" value="second-factor" />
        <p className="text-sm text-muted">Enter the 6-digit code from your authenticator app.</p>
        <CodeField autoFocus />
        <Button type="submit" busy={busy} className="w-full" busyLabel="Verifying...">
          Verify
        </Button>
      </Form>
      <RecoveryCodeForm
        intent="second-factor"
        summary="Lost your phone? Use a recovery code"
        label="Sign in with a recovery code"
        busy={busy}
        action={action}
      />
    </>
  );
}

/** A fresh installation: the first admin, with the one-time setup code the server printed. */
export function FirstAdminForm({
  busy,
  errors,
  offer,
}: {
  busy: boolean;
  errors: Errors;
  offer: FirstRunOffer;
}) {
  return (
    <Form method="post" className="mt-6 space-y-4">
      <input type="hidden" name="intent" value="setup" />
      <h2 className="font-serif text-xl font-bold">Create the first admin</h2>
      <p className="text-sm text-muted">
        No admin account exists yet. Enter the setup code that the server printed when it started, then choose
        the first admin&apos;s details. You will be signed in straight away.
      </p>
      <Field
        label="Setup code"
        name="setupCode"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        hint="For example ABCD-EFGH-JKLM, from the server's log."
        error={errors?.setupCode}
        required
        unmarked
      />
      <Field label="Name" name="name" autoComplete="name" error={errors?.name} required unmarked />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        hint="3 to 40 letters, digits, dots, dashes or underscores."
        error={errors?.username}
        required
        unmarked
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={errors?.email}
        required
        unmarked
      />
      <NewPasswordFields errors={errors} />
      <StartChoice offer={offer} error={errors?.start} />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Creating...">
        Create admin account
      </Button>
    </Form>
  );
}
