import { useId } from "react";
import { controlClass, controlProps, FieldLabel, FieldNotes, type FieldProps } from "./field-parts.tsx";

/** A labelled textarea with its hint and error tied to it. */
export function TextArea({
  label,
  hint,
  error,
  required,
  unmarked,
  className = "",
  ...textarea
}: FieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "required">) {
  const id = useId();
  const field = { label, hint, error, required, unmarked };
  return (
    <div className={className}>
      <FieldLabel htmlFor={id} {...field} />
      <textarea {...controlProps(id, field)} className={`${controlClass} leading-relaxed`} {...textarea} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
