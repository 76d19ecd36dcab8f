import { CATEGORIES } from "#shared/categories.ts";
import { Select } from "~/components/ui/select.tsx";

const OPTIONS = [
  { value: "", label: "Choose a section" },
  ...CATEGORIES.map((c) => ({ value: c, label: c })),
];

/** The section of a pitch or an assignment: one of the site's categories, required. */
export function SectionSelect({ value, error }: { value?: string; error?: string }) {
  return (
    <Select
      label="Section"
      name="category"
      required
      defaultValue={value ?? ""}
      options={OPTIONS}
      error={error}
    />
  );
}
