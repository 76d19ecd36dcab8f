import { HEADLINE_OVER_LABEL, LAYOUT_HINTS, LAYOUT_LABELS, LAYOUTS, type Layout } from "#shared/layouts.ts";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Select } from "~/components/ui/select.tsx";
import type { PublishValues } from "./publish-values.ts";

const OPTIONS = LAYOUTS.map((l) => ({ value: l, label: LAYOUT_LABELS[l] }));

/** The piece's layout (decision 0076): Standard, Long-form or Side by side; a long-form piece's headline
 * over or under its header photo. */
export function LayoutFields({
  values,
  onChange,
}: {
  values: PublishValues;
  onChange: (patch: Partial<PublishValues>) => void;
}) {
  return (
    <>
      <Select
        label="Layout"
        name="layout"
        value={values.layout}
        options={OPTIONS}
        onChange={(e) => onChange({ layout: e.target.value as Layout })}
        hint={LAYOUT_HINTS[values.layout]}
      />
      {values.layout === "long-form" && (
        <Checkbox
          label={HEADLINE_OVER_LABEL}
          name="headlineOver"
          checked={values.headlineOver}
          onChange={(e) => onChange({ headlineOver: e.target.checked })}
          hint="Otherwise it sits under the photo. Choose a photo with a calm, dark area. Under a header video it always sits below it."
        />
      )}
    </>
  );
}
