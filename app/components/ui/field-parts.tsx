/** The parts every field of the kit shares: its label, its hint and error, and the control's look. */

export const controlClass =
  "mt-1 block w-full border border-ink/30 bg-white px-3 py-2 text-base focus:border-ink aria-invalid:border-accent aria-invalid:bg-accent/5";

export type FieldProps = {
  label: string;
  hint?: string;
  /** Shown under the control, which is then marked invalid and described by it. */
  error?: string;
  /** The browser's `required` (its forms leave the check to the server or a toast with `noValidate`)
   * and, unless `unmarked`, an asterisk for the eye. */
  required?: boolean;
  unmarked?: boolean;
  className?: string;
};

/** What a control needs to be tied to its label, hint and error. */
export function controlProps(id: string, { hint, error, required }: FieldProps) {
  return {
    id,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined,
  };
}

export function FieldLabel({ htmlFor, label, required, unmarked }: FieldProps & { htmlFor: string }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-semibold">
      {label}
      {required && !unmarked && (
        <span aria-hidden="true" className="text-accent">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
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
