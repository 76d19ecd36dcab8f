import { useId } from "react";
import { controlClass, controlProps, FieldLabel, FieldNotes, type FieldProps } from "./field-parts.tsx";

export type SelectOption = { value: string; label: string };

/** A labelled select. */
export function Select({
  label,
  hint,
  error,
  required,
  unmarked,
  options,
  className = "",
  ...select
}: FieldProps & { options: readonly SelectOption[] } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "required"
  >) {
  const id = useId();
  const field = { label, hint, error, required, unmarked };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} {...field} />
      <select {...controlProps(id, field)} className={`${controlClass} min-h-11`} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
