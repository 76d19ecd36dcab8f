import { useRef, useState } from "react";

/**
 * One of the toolbar's pickers (text style, font, size, colours, alignment): a native select. Chosen with
 * the mouse or from its open list, a value applies at once; walked through with the arrow keys (or by
 * typing) while it is closed, where Chrome and Firefox change the value on every key, it applies only on
 * Enter, so that passing over 'Heading' on the way to 'Subheading 3' changes nothing and leaves the
 * focus here. Escape or leaving it drops the value walked to.
 */
export function ToolbarSelect({
  format,
  label,
  options,
  value,
  disabled,
  describedBy,
  onFormat,
}: {
  format: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value: string;
  disabled: boolean;
  describedBy: string;
  onFormat: (format: string, value: string | boolean) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const keyed = useRef(false);
  return (
    <select
      aria-label={label}
      aria-describedby={describedBy}
      title={label}
      disabled={disabled}
      value={draft ?? value}
      onKeyDown={(event) => {
        if ((event.key === "Enter" || event.key === "Escape") && draft !== null) {
          event.preventDefault();
          setDraft(null);
          if (event.key === "Enter") onFormat(format, draft || false);
          return;
        }
        // A closed select changes its value in this key's default action, before any timer runs; a key
        // that opens the list instead (Space, Alt+Down) is over by the time a choice is made in it.
        keyed.current = true;
        setTimeout(() => (keyed.current = false));
      }}
      onChange={(event) => {
        if (keyed.current) return setDraft(event.target.value);
        setDraft(null);
        onFormat(format, event.target.value || false);
      }}
      onBlur={() => setDraft(null)}
      className="rte-select"
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  );
}
