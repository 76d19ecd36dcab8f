import { FIGURE_WIDTHS } from "#shared/layouts.ts";
import { Select } from "~/components/ui/select.tsx";
import type { Figure } from "./html.ts";

const OPTIONS = FIGURE_WIDTHS.map((w) => ({ value: w.value, label: w.label }));

/** An image's width in the text (decision 0076): wide and full-width images show so on a long-form
 * page; the other layouts keep them at the text's width. */
export function FigureWidthSelect({
  value,
  onChange,
}: {
  value: Figure["width"];
  onChange: (width: Figure["width"]) => void;
}) {
  return (
    <Select
      label="Width"
      value={value ?? ""}
      options={OPTIONS}
      onChange={(e) =>
        onChange(e.target.value === "wide" || e.target.value === "full" ? e.target.value : undefined)
      }
      hint="Wide and full-width images show so on long-form pages."
      className="mt-4"
    />
  );
}
