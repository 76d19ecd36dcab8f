import { useRef, useState } from "react";
import { PODCAST_CATEGORY_CHOICES, PODCAST_LANGUAGES, COVER_MIN_PX } from "#shared/podcasts.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";

export type ShowValues = {
  id?: string;
  name: string;
  slug: string;
  description: string;
  cover: string | null;
  category: string;
  language: string;
  explicit: boolean;
  locked: boolean;
  author: string;
  ownerName: string;
  ownerEmail: string;
};

const CATEGORY_OPTIONS = [
  { value: "", label: "Choose a category" },
  ...PODCAST_CATEGORY_CHOICES.map((c) => ({ value: c, label: c.replace(" > ", " › ") })),
];
const LANGUAGE_OPTIONS = PODCAST_LANGUAGES.map((l) => ({ value: l.value, label: l.label }));

export const emptyShow = (author: string): ShowValues => ({
  name: "",
  slug: "",
  description: "",
  cover: null,
  category: "",
  language: "en",
  explicit: false,
  locked: true,
  author,
  ownerName: author,
  ownerEmail: "",
});

/** A show's form (add or change): every field Apple Podcasts and Spotify read. A refusal marks the field
 * it concerns with the server's reason (a cover under 1400 px, an address another show has). */
export function ShowForm({
  initial,
  onDone,
  submitLabel,
}: {
  initial: ShowValues;
  onDone?: () => void;
  submitLabel: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [cover, setCover] = useState<string | null>(initial.cover);
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) return;
    if (!initial.id) {
      form.current?.reset();
      setCover(null);
    }
    onDone?.();
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  return (
    <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value={initial.id ? "update" : "add"} />
      {initial.id && <input type="hidden" name="id" value={initial.id} />}
      <Field label="Name" name="name" required defaultValue={initial.name} error={fields?.name} />
      <Field
        label="Slug"
        name="slug"
        defaultValue={initial.slug}
        hint="The show's address: /podcasts/slug. Left empty, it follows the name."
        spellCheck={false}
        autoCapitalize="off"
        error={fields?.slug}
      />
      <TextArea
        label="Description"
        name="description"
        required
        rows={4}
        defaultValue={initial.description}
        hint="What the show is about, as podcast apps show it."
        error={fields?.description}
      />
      <div>
        <ImageUpload name="cover" label="Cover *" value={cover} onChange={setCover} />
        <p
          className={`mt-1 text-sm ${fields?.cover ? "font-semibold text-accent" : "text-muted"}`}
          role={fields?.cover ? "alert" : undefined}
        >
          {fields?.cover ??
            `A square image of at least ${COVER_MIN_PX} × ${COVER_MIN_PX} pixels (Apple Podcasts asks for 1400 to 3000).`}
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label="Category"
          name="category"
          required
          options={CATEGORY_OPTIONS}
          defaultValue={initial.category}
          error={fields?.category}
        />
        <Select
          label="Language"
          name="language"
          options={LANGUAGE_OPTIONS}
          defaultValue={initial.language}
          error={fields?.language}
        />
      </div>
      <Field
        label="Author"
        name="author"
        required
        defaultValue={initial.author}
        hint="Who makes the show, as listeners see it."
        error={fields?.author}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Owner's name"
          name="ownerName"
          required
          defaultValue={initial.ownerName}
          error={fields?.ownerName}
        />
        <Field
          label="Owner's email"
          name="ownerEmail"
          type="email"
          required
          defaultValue={initial.ownerEmail}
          hint="Apple and Spotify write to it about the show; listeners do not see it in the apps."
          error={fields?.ownerEmail}
        />
      </div>
      <Checkbox
        label="Explicit"
        name="explicit"
        defaultChecked={initial.explicit}
        hint="The show has language or content unsuitable for children."
      />
      <Checkbox
        label="Locked"
        name="locked"
        defaultChecked={initial.locked}
        hint="Other podcast hosts may not import the feed (podcast:locked)."
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
          {submitLabel}
        </Button>
        {onDone && (
          <Button type="button" look="secondary" onClick={onDone}>
            Cancel
          </Button>
        )}
      </div>
    </fetcher.Form>
  );
}
