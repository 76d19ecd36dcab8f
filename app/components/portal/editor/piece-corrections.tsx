import { useRef } from "react";
import { CORRECTION_MAX } from "#shared/schemas/piece-care.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { AnswerNote, fieldError, useWhen, type PieceKind } from "~/components/portal/piece-care-parts.tsx";
import { SettingsCard } from "~/components/portal/settings/card.tsx";

export type CorrectionRow = { id: string; note: string; createdAt: Date | string };

/** Corrections of a published piece (issue 25): each is shown under its headline, dated, and moves its
 * Updated date. `corrections` comes from the editor's loader, which reloads after each answer. */
export function PieceCorrections({
  kind,
  id,
  published,
  corrections,
}: {
  kind: PieceKind;
  id: string;
  published: boolean;
  corrections: readonly CorrectionRow[];
}) {
  const when = useWhen();
  const form = useRef<HTMLFormElement>(null);
  const fetcher = usePortalFetcher((answer) => {
    if (answer.ok) form.current?.reset();
  });
  return (
    <SettingsCard
      id="corrections"
      title="Corrections"
      description="A correction is shown under the headline with today's date, and the piece's Updated date moves. It cannot be edited or removed afterwards."
    >
      {corrections.length > 0 && (
        <ul aria-label="Corrections of this piece" className="mb-4 space-y-2 text-sm">
          {corrections.map((c) => (
            <li key={c.id} className="border-l-4 border-accent bg-paper px-3 py-2">
              <span className="font-semibold">{when(c.createdAt)}:</span> {c.note}
            </li>
          ))}
        </ul>
      )}
      {published ? (
        <fetcher.Form
          ref={form}
          method="post"
          action="/admin/pieces/corrections"
          className="grid max-w-2xl gap-3"
        >
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="kind" value={kind} />
          <input type="hidden" name="id" value={id} />
          <TextArea
            label="Correction"
            name="note"
            required
            rows={3}
            maxLength={CORRECTION_MAX}
            hint="Plain text: what was wrong and what is right."
            error={fieldError(fetcher.data, "note")}
          />
          <div>
            <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Adding...">
              Add correction
            </Button>
          </div>
        </fetcher.Form>
      ) : (
        <p className="text-sm text-muted">Corrections are for published pieces: edit a draft instead.</p>
      )}
      <AnswerNote answer={fetcher.data} />
    </SettingsCard>
  );
}
