import { SectionSelect } from "./section-select.tsx";
import { useRef } from "react";
import { PITCH_MEDIA, PITCH_MEDIA_LABELS, type PitchMedium } from "#shared/desk.ts";
import { HEADLINE_MAX, NOTE_MAX } from "#shared/schemas/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";

export type PitchValues = {
  id: string;
  headline: string;
  angle: string;
  sources: string;
  category: string;
  media: PitchMedium[];
  wantedOn: string | null;
};

/** Pitch a story, or change one's own while it waits: only the working headline and the section are
 * needed. A new pitch clears the form once sent. */
export function PitchForm({ values }: { values?: PitchValues }) {
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok && !values) form.current?.reset();
  });
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <fetcher.Form ref={form} method="post" noValidate className="grid gap-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value={values ? "edit" : "pitch"} />
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
      <TextArea
        label="Angle"
        name="angle"
        rows={2}
        maxLength={NOTE_MAX}
        defaultValue={values?.angle}
        hint="What is new, and why readers care."
        error={fields.angle}
        className="sm:col-span-2"
      />
      <TextArea
        label="Sources"
        name="sources"
        rows={2}
        maxLength={NOTE_MAX}
        defaultValue={values?.sources}
        error={fields.sources}
        className="sm:col-span-2"
      />
      <SectionSelect value={values?.category} error={fields.category} />
      <Field
        label="Wanted by"
        name="wantedOn"
        type="date"
        defaultValue={values?.wantedOn ?? ""}
        error={fields.wantedOn}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold">Media it needs</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {PITCH_MEDIA.map((m) => (
            <Checkbox
              key={m}
              label={PITCH_MEDIA_LABELS[m]}
              name={`media-${m}`}
              defaultChecked={values?.media.includes(m)}
            />
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2">
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Sending...">
          {values ? "Save the pitch" : "Send the pitch"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
