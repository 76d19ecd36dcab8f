import { useId } from "react";

const control =
  "mt-1 block w-full border border-ink/30 bg-white px-3 py-2 text-base focus:border-ink aria-invalid:border-accent aria-invalid:bg-accent/5";

type Common = { label: string; required?: boolean; hint?: string; error?: string };

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {label}
      {required && (
        <span aria-hidden="true" className="text-accent">
          *
        </span>
      )}
    </label>
  );
}

function Notes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-accent">
          {error}
        </p>
      )}
    </>
  );
}

const describedBy = (id: string, hint?: string, error?: string) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** A labelled text input of a portal form; a required one shows its asterisk (for the eye; the
 * `required` attribute tells assistive technology). */
export function TextField({
  label,
  required,
  hint,
  error,
  className = "",
  ...input
}: Common & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} min-h-11`}
        {...input}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({
  label,
  required,
  hint,
  error,
  className = "",
  ...textarea
}: Common & React.TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={`${control} leading-relaxed`}
        {...textarea}
      />
      <Notes id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  options,
  className = "",
  ...select
}: {
  label: string;
  options: readonly { value: string; label: string }[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <select id={id} className={`${control} min-h-11`} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 bg-accent px-5 py-2 font-semibold text-white hover:bg-accent-dark disabled:cursor-not-allowed disabled:opacity-60";

export const secondaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 border border-ink/30 bg-white px-4 py-2 font-semibold hover:border-ink disabled:cursor-not-allowed disabled:opacity-60";

export function Spinner() {
  return (
    <span
      aria-hidden="true"
      className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
    />
  );
}
