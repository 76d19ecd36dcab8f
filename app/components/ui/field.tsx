import { useId } from "react";

type Props = React.InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  hint?: string;
  error?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/** A labelled input with its hint and error tied to it for screen readers. */
export function Field({ label, hint, error, className = "", ...input }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-1 block min-h-11 w-full border border-ink/30 bg-white px-3 py-2 aria-invalid:border-accent"
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-accent">
          {error}
        </p>
      )}
    </div>
  );
}

export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: React.ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="inline-flex min-h-11 w-full items-center justify-center gap-2 bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
    >
      {busy && (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      )}
      {busy ? busyLabel : children}
    </button>
  );
}

/** The 6-digit code of an authenticator app. */
export function CodeField({ autoFocus }: { autoFocus?: boolean }) {
  return (
    <Field
      label="Authentication code"
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="\d{6}"
      maxLength={6}
      required
      autoFocus={autoFocus}
    />
  );
}
