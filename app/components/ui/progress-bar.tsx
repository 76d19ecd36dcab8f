/** A progress bar with its label and a line of text under it (the text is for the eye: the bar says the
 * same to a screen reader). `percent` null: going on, how far unknown (the bar pulses, full). */
export function ProgressBar({
  label,
  percent,
  text,
  className = "max-w-xs",
}: {
  label: string;
  percent: number | null;
  text: string;
  className?: string;
}) {
  return (
    <div className={`w-full ${className}`}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={text}
        className="h-2 w-full overflow-hidden bg-rule"
      >
        <div
          className={`h-full bg-accent ${percent === null ? "motion-safe:animate-pulse" : ""}`}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-muted" aria-hidden="true">
        {text}
      </p>
    </div>
  );
}
