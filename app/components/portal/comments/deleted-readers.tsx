import {
  DELETED_READER_CHOICES,
  DELETED_READER_LABELS,
  type DeletedReaderChoice,
} from "#shared/deleted-readers.ts";
import { Select } from "~/components/ui/select.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { fieldError } from "~/components/portal/piece-care-parts.tsx";
import { CardForm, SettingsCard } from "~/components/portal/settings/card.tsx";

const OPTIONS = DELETED_READER_CHOICES.map((c) => ({ value: c, label: DELETED_READER_LABELS[c] }));

/** What becomes of a reader's comments when they delete their account (admins, decision 0050). */
export function DeletedReadersCard({ choice }: { choice: DeletedReaderChoice }) {
  const fetcher = usePortalFetcher();
  return (
    <SettingsCard
      id="deleted-readers"
      title="Deleted readers"
      description="A reader can delete their account on Your account. Their likes and their newsletter subscription always go; choose what happens to their comments."
    >
      <CardForm fetcher={fetcher} intent="deleted-readers">
        <Select
          label="Their comments"
          name="choice"
          defaultValue={choice}
          options={OPTIONS}
          hint="Kept comments show 'Deleted reader' and are no longer linked to anyone. Changing this does not touch accounts deleted before."
          error={fieldError(fetcher.data, "choice")}
        />
      </CardForm>
    </SettingsCard>
  );
}
