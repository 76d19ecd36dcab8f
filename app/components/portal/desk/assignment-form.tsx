import { SectionSelect } from "./section-select.tsx";
import { useNavigate } from "react-router";
import type { PortalAnswer } from "#shared/answer.ts";
import { ASSIGNMENT_ROLES, ASSIGNMENT_ROLE_LABELS, type AssignmentRole } from "#shared/desk.ts";
import { localDateTimeValue } from "#shared/local-time.ts";
import { editionLabel } from "#shared/print.ts";
import { HEADLINE_MAX, NOTE_MAX, PEOPLE_ROWS } from "#shared/schemas/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { DESK_PATH } from "./line-parts.tsx";

export type AssignmentValues = {
  id: string;
  headline: string;
  category: string;
  length: number;
  notes: string;
  draftDue: Date | string | null;
  publishTarget: Date | string | null;
  editionId: string | null;
  people: { userId: string; role: AssignmentRole }[];
};

/** A print edition a story may be planned for. */
export type EditionChoice = { id: string; volume: number; number: number; title: string; status: string };

const editionOptions = (editions: EditionChoice[]) => [
  { value: "", label: "None" },
  ...editions.map((e) => ({
    value: e.id,
    label: `${editionLabel(e.volume, e.number)}: ${e.title}${e.status === "published" ? "" : ` (${e.status})`}`,
  })),
];

const ROLE_OPTIONS = ASSIGNMENT_ROLES.map((r) => ({ value: r, label: ASSIGNMENT_ROLE_LABELS[r] }));

/** Make or change an assignment: its budget line, deadlines (on the publication's clock), the print
 * edition it is planned for, and people, each from the staff list in a role. A new one opens its own
 * page once made. */
export function AssignmentForm({
  staff,
  editions,
  values,
}: {
  staff: { id: string; name: string }[];
  editions: EditionChoice[];
  values?: AssignmentValues;
}) {
  const navigate = useNavigate();
  const timeZone = useTimeZone();
  const fetcher = usePortalFetcher((answer: PortalAnswer & { id?: unknown }) => {
    if (answer.ok && !values && typeof answer.id === "string") void navigate(`${DESK_PATH}/${answer.id}`);
  });
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const local = (at: Date | string | null | undefined) =>
    at ? localDateTimeValue(new Date(at), timeZone) : "";
  const people = [...(values?.people ?? [])];
  const staffOptions = [
    { value: "", label: "Nobody" },
    ...staff.map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <fetcher.Form
      method="post"
      action={values ? `${DESK_PATH}/${values.id}` : `${DESK_PATH}/new`}
      noValidate
      className="grid max-w-3xl gap-4 sm:grid-cols-2"
    >
      <input type="hidden" name="intent" value={values ? "update" : "create"} />
      {values && <input type="hidden" name="id" value={values.id} />}
      <Field
        label="Working headline"
        name="headline"
        required
        maxLength={HEADLINE_MAX}
        defaultValue={values?.headline}
        error={fields.headline}
        className="sm:col-span-2"
      />
      <SectionSelect value={values?.category} error={fields.category} />
      <Field
        label="Length in words"
        name="length"
        type="number"
        min={0}
        inputMode="numeric"
        defaultValue={values?.length || ""}
        hint="Leave empty when it is not a text."
        error={fields.length}
      />
      <Field
        label="Draft due"
        name="draftDue"
        type="datetime-local"
        defaultValue={local(values?.draftDue)}
        hint={`On the publication's clock (${timeZone}).`}
        error={fields.draftDue}
      />
      <Field
        label="Publish target"
        name="publishTarget"
        type="datetime-local"
        defaultValue={local(values?.publishTarget)}
        error={fields.publishTarget}
      />
      <Select
        label="Print edition"
        name="editionId"
        defaultValue={values?.editionId ?? ""}
        options={editionOptions(editions)}
        hint="The edition it is planned for. Once its piece is in an edition's contents, it is in that one."
        error={fields.editionId}
        className="sm:col-span-2"
      />
      <TextArea
        label="Notes"
        name="notes"
        rows={3}
        maxLength={NOTE_MAX}
        defaultValue={values?.notes}
        error={fields.notes}
        className="sm:col-span-2"
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">People</legend>
        {fields.people && <p className="mt-1 text-sm font-semibold text-accent">{fields.people}</p>}
        <div className="mt-2 grid gap-3">
          {Array.from({ length: PEOPLE_ROWS }, (_, i) => (
            <div key={i} className="grid gap-2 sm:grid-cols-2">
              <Select
                label={`Person ${i + 1}`}
                name={`person${i + 1}`}
                defaultValue={people[i]?.userId ?? ""}
                options={staffOptions}
              />
              <Select
                label={`Role of person ${i + 1}`}
                name={`role${i + 1}`}
                defaultValue={people[i]?.role ?? "writer"}
                options={ROLE_OPTIONS}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          {values ? "Save assignment" : "Make assignment"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
