import { useRef, useState } from "react";
import { MIN_PASSWORD_LENGTH } from "#shared/constants.ts";
import { Button, buttonClass } from "./ui/button.tsx";
import { CodeField, Field } from "./ui/field.tsx";
import { reloadWithToast, showToast } from "./toaster.tsx";
import { useAction } from "~/islands/lib/use-action.ts";
import { useAnswer } from "./use-answer.ts";

const SIGNED_IN = { title: "Welcome back!", description: "You have successfully signed in." };

type Answer = {
  ok: boolean;
  error?: string;
  fields?: Record<string, string>;
  secondFactorRequired?: boolean;
};

export function SignInForm({
  school,
  onSignedIn,
  onSecondFactor,
}: {
  school: string | null;
  onSignedIn: () => void;
  onSecondFactor: () => void;
}) {
  const fetcher = useAction<Answer>();
  const resend = useAction<Answer>();
  const [email, setEmail] = useState("");
  const [unverified, setUnverified] = useState(false);
  // Why the last try failed, next to the field it concerns: the email of an unverified account, the
  // password otherwise (the answer never says which of the two was wrong). Focus goes to that field.
  const [failure, setFailure] = useState<{ field: "email" | "password"; message: string } | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  useAnswer(fetcher, (answer) => {
    if (answer.ok && answer.secondFactorRequired) return onSecondFactor();
    if (answer.ok) {
      // The page is the server's for a signed-in reader (decision 0063): it loads again.
      reloadWithToast(SIGNED_IN);
      return onSignedIn();
    }
    const isUnverified = answer.fields?.code === "unverified";
    setUnverified(isUnverified);
    const field = isUnverified ? "email" : "password";
    setFailure({ field, message: answer.error ?? "Sign in failed" });
    const input = (field === "email" ? emailRef : passwordRef).current;
    input?.focus();
    input?.select();
    showToast({ title: "Sign in failed", description: answer.error, variant: "destructive" });
  });
  useAnswer(resend, (answer) =>
    answer.ok
      ? showToast({
          title: "Verification email sent",
          description: "Please check your email to verify your account.",
        })
      : showToast({ title: "Error", description: answer.error, variant: "destructive" }),
  );
  return (
    <form
      method="post"
      action="/api/auth"
      className="space-y-4"
      // A new try starts without the last one's reason.
      onSubmit={(event) => {
        setFailure(null);
        fetcher.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value="sign-in" />
      {school && <SchoolSignInLink label={school} />}
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        unmarked
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        ref={emailRef}
        error={failure?.field === "email" ? failure.message : undefined}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        unmarked
        ref={passwordRef}
        error={failure?.field === "password" ? failure.message : undefined}
      />
      <Button type="submit" busy={fetcher.state !== "idle"} className="w-full" busyLabel="Signing in...">
        Sign In
      </Button>
      {unverified && (
        <button
          type="button"
          onClick={() => resend.submit({ intent: "resend", email }, "/api/auth")}
          disabled={resend.state !== "idle"}
          className="w-full text-sm font-semibold text-accent underline"
        >
          Resend the verification email
        </button>
      )}
      <p className="text-center text-sm">
        <a href="/forgot-password" className="text-accent underline">
          Forgot password?
        </a>
      </p>
    </form>
  );
}

/** The school's sign-in for readers (decision 0066): a plain link to the server, which sends the browser
 * on to the school's provider and, afterwards, back to this page. */
function SchoolSignInLink({ label }: { label: string }) {
  const back = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="space-y-3">
      <a
        href={`/admin/school-sign-in?for=reader&back=${encodeURIComponent(back)}`}
        className={buttonClass("primary", "w-full")}
      >
        {label}
      </a>
      <p className="text-center text-sm text-muted">Or with your e-mail address and password:</p>
    </div>
  );
}

export function SignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const fetcher = useAction<Answer>();
  useAnswer(fetcher, (answer) => {
    if (answer.ok) {
      showToast({ title: "Account created", description: "Please check your email to verify your account." });
      return onSignedUp();
    }
    showToast({ title: "Signup failed", description: answer.error, variant: "destructive" });
  });
  return (
    <form onSubmit={fetcher.onSubmit} method="post" action="/api/auth" className="space-y-4">
      <input type="hidden" name="intent" value="sign-up" />
      <Field label="Name" name="name" autoComplete="name" required unmarked maxLength={100} />
      <Field label="Email" name="email" type="email" autoComplete="email" required unmarked />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        unmarked
        minLength={MIN_PASSWORD_LENGTH}
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      />
      <Button
        type="submit"
        busy={fetcher.state !== "idle"}
        className="w-full"
        busyLabel="Creating account..."
      >
        Sign Up
      </Button>
    </form>
  );
}

export function SecondFactorForm({ onSignedIn }: { onSignedIn: () => void }) {
  const fetcher = useAction<Answer>();
  useAnswer(fetcher, (answer) => {
    if (answer.ok) {
      // The page is the server's for a signed-in reader (decision 0063): it loads again.
      reloadWithToast(SIGNED_IN);
      return onSignedIn();
    }
    showToast({ title: "Sign in failed", description: answer.error, variant: "destructive" });
  });
  return (
    <form onSubmit={fetcher.onSubmit} method="post" action="/api/auth" className="space-y-4">
      <input type="hidden" name="intent" value="second-factor" />
      <p className="text-sm text-muted">Enter the 6-digit code from your authenticator app.</p>
      <CodeField autoFocus />
      <Button type="submit" busy={fetcher.state !== "idle"} className="w-full" busyLabel="Verifying...">
        Verify
      </Button>
    </form>
  );
}
