import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { NewPasswordFields } from "~/components/new-password-fields.tsx";

type Errors = Record<string, string> | undefined;
type Props = { token: string; busy: boolean; errors: Errors };

const USERNAME_HINT =
  "3 to 40 letters, digits, dots, dashes or underscores. You sign in to the portal with it.";

function Username({ errors }: { errors: Errors }) {
  return (
    <Field
      label="Username"
      name="username"
      autoComplete="username"
      hint={USERNAME_HINT}
      error={errors?.username}
      required
      unmarked
    />
  );
}

/** Someone new: their name (as invited, to correct), a username and a password with the reader rules. */
export function NewAccountForm({
  token,
  busy,
  errors,
  name,
  email,
}: Props & { name: string; email: string }) {
  return (
    <Form method="post" className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        defaultValue={name}
        error={errors?.name}
        required
        unmarked
      />
      <Field
        label="E-mail"
        name="email"
        type="email"
        value={email}
        readOnly
        hint="The address the invitation went to."
      />
      <Username errors={errors} />
      <NewPasswordFields errors={errors} />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Joining...">
        Accept and sign in
      </Button>
    </Form>
  );
}

/** A reader who has an account at this address: their own password (and a username if they have none);
 * their comments, likes and two-factor sign-in stay. */
export function ReaderAccountForm({
  token,
  busy,
  errors,
  email,
  needsUsername,
}: Props & { email: string; needsUsername: boolean }) {
  return (
    <Form method="post" className="mt-6 space-y-4">
      <input type="hidden" name="token" value={token} />
      <p className="text-sm">
        <strong>{email}</strong> already has a reader account. Sign in with its password to join the staff:
        your comments, likes and two-factor sign-in stay as they are.
      </p>
      {needsUsername && <Username errors={errors} />}
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={errors?.password}
        required
        unmarked
      />
      <Button type="submit" busy={busy} className="w-full" busyLabel="Joining...">
        Accept and sign in
      </Button>
      <p className="text-center text-sm">
        <Link to="/forgot-password" className="text-accent underline">
          Forgot your password?
        </Link>
      </p>
    </Form>
  );
}

/** Accepting with the school's sign-in (decision 0066): a link to the server, which keeps the token with
 * the attempt and sends the browser on to the provider. `passwords`: the password form follows. */
export function InvitationSchoolButton({
  token,
  label,
  passwords,
}: {
  token: string;
  label: string;
  passwords: boolean;
}) {
  return (
    <div className="mt-6 space-y-3">
      <a
        href={`/admin/school-sign-in?invitation=${encodeURIComponent(token)}`}
        className={buttonClass("primary", "w-full")}
      >
        {label}
      </a>
      <p className="text-center text-sm text-muted">
        {passwords
          ? "Or accept with a password:"
          : "Staff of this newsroom sign in with the school's account."}
      </p>
    </div>
  );
}
