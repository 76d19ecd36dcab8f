import { useId } from "react";
import { controlProps, FieldNotes, type FieldProps } from "./field-parts.tsx";

/** A checkbox with its label beside it and its hint below the label. */
export function Checkbox({
  label,
  hint,
  error,
  className = "",
  ...input
}: Omit<FieldProps, "required" | "unmarked"> & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type">) {
  const id = useId();
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        {...controlProps(id, { label, hint, error })}
        type="checkbox"
        className="mt-0.5 h-5 w-5 shrink-0 accent-accent"
        {...input}
      />
      <div>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        <FieldNotes id={id} hint={hint} error={error} />
      </div>
    </div>
  );
}
