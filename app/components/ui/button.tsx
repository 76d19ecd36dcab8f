/** The kit's buttons: one look per role, at least 44 px tall (a touch target). */
const looks = {
  primary: "bg-accent px-5 text-white hover:bg-accent-dark disabled:opacity-60",
  secondary: "border border-ink/30 bg-white px-4 hover:border-ink disabled:opacity-60",
  dark: "bg-ink px-4 text-white hover:bg-ink/85",
  /** A primary button whose form still waits for input: grey while disabled, not faded red. */
  waiting: "bg-accent px-5 text-white hover:bg-accent-dark disabled:bg-rule disabled:text-muted",
} as const;

export type ButtonLook = keyof typeof looks;

/** The classes of a button, for a link that looks like one too. */
export function buttonClass(look: ButtonLook = "primary", className = "") {
  return `inline-flex min-h-11 items-center justify-center gap-2 py-2 font-semibold disabled:cursor-not-allowed ${looks[look]} ${className}`;
}

/** A button; while `busy` it is disabled and shows the spinner and `busyLabel`. */
export function Button({
  look = "primary",
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = "button",
  ...button
}: React.ButtonHTMLAttributes<HTMLButtonElement> & {
  look?: ButtonLook;
  busy?: boolean;
  busyLabel?: string;
}) {
  return (
    <button type={type} disabled={busy || disabled} className={buttonClass(look, className)} {...button}>
      {busy && <Spinner />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

/** A busy sign beside a button's text; the text says it to screen readers. */
export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}
