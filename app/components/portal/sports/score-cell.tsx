/** One side's points: a large field with the phone's number pad. */
export function ScoreCell({
  name,
  label,
  value,
  onChange,
  invalid,
  visible = false,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: string;
  visible?: boolean;
}) {
  return (
    // A visible label's text takes the room above its cell, so two cells side by side line up however
    // many lines their labels wrap to.
    <label className={visible ? "grid grid-rows-[1fr_auto] gap-1 text-sm font-semibold" : "contents"}>
      <span className={visible ? "" : "sr-only"}>{label}</span>
      <input
        name={name}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={3}
        value={value}
        onChange={(e) => onChange(e.target.value.trim())}
        aria-invalid={invalid ? true : undefined}
        className={`min-h-12 w-full border-2 bg-white px-2 text-center text-2xl tabular-nums disabled:border-rule disabled:bg-paper disabled:text-muted ${invalid ? "border-accent" : "border-ink/40"}`}
      />
    </label>
  );
}

/** A refusal's reason under the part it concerns. */
export function FieldError({ error }: { error?: string }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm font-semibold text-accent">
      {error}
    </p>
  );
}
