import { useId } from "react";
import { controlClass, controlProps, FieldLabel, FieldNotes, type FieldProps } from "./field-parts.tsx";

type Props = FieldProps &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "required"> & { ref?: React.Ref<HTMLInputElement> };

/** A labelled input with its hint and error tied to it for screen readers. A read-only one looks it. */
export function Field({ label, hint, error, required, unmarked, className = "", ...input }: Props) {
  const id = useId();
  const field = { label, hint, error, required, unmarked };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} {...field} />
      <input
        {...controlProps(id, field)}
        className={`${controlClass} min-h-11 read-only:border-dashed read-only:bg-paper read-only:text-muted`}
        {...input}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
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
      unmarked
      autoFocus={autoFocus}
    />
  );
}
