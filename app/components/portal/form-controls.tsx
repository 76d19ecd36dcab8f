import { useId } from "react";

const control = "mt-1 block w-full border border-ink/30 bg-white px-3 py-2 focus:border-ink";

function Label({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {label}
      {required && (
        <span aria-hidden="true" className="text-accent">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

type Common = { label: string; hint?: string; required?: boolean; className?: string };

/** A labelled text input; `required` marks it for the eye and for screen readers, and leaves the check
 * to the form (SPEC.md's toast), not to the browser's bubble. */
export function TextInput({
  label,
  hint,
  required,
  className = "",
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "required">) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`${control} min-h-11 read-only:bg-paper`}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextArea({
  label,
  hint,
  required,
  className = "",
  ...textarea
}: Common & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "required">) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} required={required} />
      <textarea
        id={id}
        aria-required={required || undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={control}
        {...textarea}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  options,
  className = "",
  ...select
}: Common & {
  options: readonly (readonly [string, string])[];
} & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id} label={label} />
      <select id={id} className={`${control} min-h-11`} {...select}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

export function Checkbox({
  label,
  hint,
  className = "",
  ...input
}: Common & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="mt-0.5 h-5 w-5 shrink-0 accent-accent"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
