import { useState } from "react";
import { AUTHOR_MAX, STAFF_BYLINE, TAKEDOWN_REASON_MAX } from "#shared/schemas/piece-care.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { AnswerNote, fieldError, type PieceKind } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

/** A takedown short of deletion, for a student's safety (issue 25): keep the piece out of search
 * engines and/or replace its byline, always with a reason, which goes into the piece's history. */
export function PieceTakedown({
  kind,
  id,
  noindex,
  author,
}: {
  kind: PieceKind;
  id: string;
  noindex: boolean;
  author: string;
}) {
  const [replace, setReplace] = useState(false);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) setReplace(false);
  });
  return (
    <SettingsCard
      id="takedown"
      title="Takedown"
      description="For a writer's safety: keep this piece out of search engines and sitemaps, or take their name off it. It stays on the site; the reason is kept in its history."
    >
      <fetcher.Form method="post" action="/admin/pieces/takedown" className="grid max-w-2xl gap-4">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="id" value={id} />
        <Checkbox
          label="Keep out of search engines"
          name="noindex"
          defaultChecked={noindex}
          hint="Adds noindex to its page and removes it from the sitemaps. Feeds and the site's lists keep it."
        />
        <Checkbox
          label="Replace the byline"
          name="replaceByline"
          checked={replace}
          onChange={(event) => setReplace(event.currentTarget.checked)}
          hint={`Now: ${author}`}
        />
        {replace && (
          <Field
            label="New byline"
            name="author"
            maxLength={AUTHOR_MAX}
            autoComplete="off"
            hint={`Leave empty to show “${STAFF_BYLINE}”.`}
            error={fieldError(fetcher.data, "author")}
          />
        )}
        <TextArea
          label="Reason"
          name="reason"
          required
          rows={2}
          maxLength={TAKEDOWN_REASON_MAX}
          error={fieldError(fetcher.data, "reason")}
        />
        <div>
          <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving...">
            Save takedown
          </Button>
        </div>
      </fetcher.Form>
      <AnswerNote answer={fetcher.data} />
    </SettingsCard>
  );
}
