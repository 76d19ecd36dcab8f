import { MONTH_NAMES, SCHOOL_YEAR_FORMS, type SchoolYearSetting } from "#shared/school-year.ts";
import { Select } from "~/components/ui/select.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { CardForm, SettingsCard } from "./card.tsx";

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
const FORMS = SCHOOL_YEAR_FORMS.map((form) => ({ value: form, label: form }));

/** Settings → School year (issue 40): when the year starts and how its name is written. */
export function SchoolYearForm({ setting, current }: { setting: SchoolYearSetting; current: string }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <SettingsCard
      id="school-year"
      title="School year"
      description={`The masthead on /staff, the Contact page and the splash is the current school year's (now ${current}). Past years keep theirs at /staff/2024-25.`}
    >
      <CardForm fetcher={fetcher} intent="school-year">
        <Select
          label="The school year starts in"
          name="startMonth"
          options={MONTHS}
          defaultValue={String(setting.startMonth)}
          error={fields?.startMonth}
        />
        <Select
          label="A year's name is written"
          name="form"
          options={FORMS}
          defaultValue={setting.form}
          hint="As in 'Staff 2025–26' and 'Class of 2026'. Addresses always use 2025-26."
          error={fields?.form}
        />
      </CardForm>
    </SettingsCard>
  );
}
