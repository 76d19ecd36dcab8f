import { useRef, useState } from "react";
import { Link } from "react-router";
import {
  PERSON_BIO_MAX,
  PERSON_CLASS_MAX,
  PERSON_NAME_MAX,
  PERSON_TITLE_MAX,
} from "#shared/schemas/person.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type EditablePerson = {
  id: string;
  name: string;
  title: string;
  bio: string;
  photoUrl: string | null;
  classYear: string;
  email: string;
  showEmail: boolean;
  onMasthead: boolean;
  mastheadOrder: number;
};

/** Add a person, or (with `person`) change one: name, title, bio, photo, class year, e-mail and whether
 * it is shown, and their place on the masthead. */
export function PersonForm({ person }: { person: EditablePerson | null }) {
  const form = useRef<HTMLFormElement>(null);
  const [photo, setPhoto] = useState<string | null>(person?.photoUrl ?? null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok && !person) {
      form.current?.reset();
      setPhoto(null);
    }
  });
  const busy = fetcher.state !== "idle";
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  return (
    <SettingsCard
      id="person-form"
      title={person ? `Edit ${person.name}` : "Add a person"}
      description={
        person
          ? "Their author page's address stays once they have a byline."
          : "A guest writer, an alumna, or a member of staff. Only the name is required."
      }
    >
      <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value={person ? "edit" : "add"} />
        {person && <input type="hidden" name="id" value={person.id} />}
        <Field
          label="Name"
          name="name"
          required
          defaultValue={person?.name}
          maxLength={PERSON_NAME_MAX}
          autoComplete="off"
          error={fields.name}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Title"
            name="title"
            defaultValue={person?.title}
            maxLength={PERSON_TITLE_MAX}
            hint="For example Sports Editor."
            error={fields.title}
          />
          <Field
            label="Class or graduation year"
            name="classYear"
            defaultValue={person?.classYear}
            maxLength={PERSON_CLASS_MAX}
            hint="For example Class of 2027: the rollover of that year makes them an alumnus."
            error={fields.classYear}
          />
        </div>
        <TextArea
          label="Short bio"
          name="bio"
          rows={3}
          defaultValue={person?.bio}
          maxLength={PERSON_BIO_MAX}
          error={fields.bio}
        />
        <ImageUpload name="photoUrl" label="Photo" value={photo} onChange={setPhoto} />
        <Field
          label="E-mail"
          name="email"
          type="email"
          defaultValue={person?.email}
          autoComplete="off"
          error={fields.email}
        />
        <Checkbox
          label="Show the e-mail address on their author page and the masthead"
          name="showEmail"
          defaultChecked={person?.showEmail}
        />
        <Checkbox
          label="On this school year's masthead"
          name="onMasthead"
          defaultChecked={person?.onMasthead}
          hint="With their title, on /staff, the Contact page and the splash. Past years' mastheads keep what they held then."
        />
        <Field
          label="Order on the masthead"
          name="mastheadOrder"
          type="number"
          inputMode="numeric"
          min={0}
          max={999}
          defaultValue={String(person?.mastheadOrder ?? 0)}
          hint="Lower numbers come first."
          error={fields.mastheadOrder}
          className="max-w-40"
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy} busyLabel="Saving...">
            {person ? "Save person" : "Add person"}
          </Button>
          {person && (
            <Link
              to="/admin/dashboard/people"
              className="inline-flex min-h-10 items-center border border-ink/30 bg-white px-4 font-semibold hover:border-ink"
            >
              Cancel
            </Link>
          )}
        </div>
      </fetcher.Form>
    </SettingsCard>
  );
}
