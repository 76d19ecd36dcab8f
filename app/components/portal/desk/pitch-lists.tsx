import { PITCH_MEDIA_LABELS, PITCH_STATUS_LABELS, type PitchMedium, type PitchStatus } from "#shared/desk.ts";
import { NOTE_MAX } from "#shared/schemas/desk.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { Button } from "~/components/ui/button.tsx";
import { TextArea } from "~/components/ui/text-area.tsx";
import { PitchForm, type PitchValues } from "./pitch-form.tsx";

export type PitchLine = PitchValues & {
  status: PitchStatus;
  answerNote: string | null;
  pitcher: string | null;
};

function PitchFacts({ pitch }: { pitch: PitchLine }) {
  return (
    <>
      <p className="text-sm text-muted">
        {pitch.category}
        {pitch.media.length > 0 &&
          ` · ${pitch.media.map((m: PitchMedium) => PITCH_MEDIA_LABELS[m]).join(", ")}`}
        {pitch.wantedOn && ` · wanted by ${pitch.wantedOn}`}
      </p>
      {pitch.angle && <p className="mt-1">{pitch.angle}</p>}
      {pitch.sources && <p className="mt-1 text-sm">Sources: {pitch.sources}</p>}
    </>
  );
}

/** A waiting pitch for an editor: Accept, or Decline or Ask for more, both with the note. */
function Answer({ pitch }: { pitch: PitchLine }) {
  const fetcher = usePortalFetcher();
  const fields = fetcher.data && !fetcher.data.ok ? (fetcher.data.fields ?? {}) : {};
  const busy = fetcher.state !== "idle";
  return (
    <li className="border border-rule bg-white p-4">
      <h3 className="font-serif text-lg font-bold">{pitch.headline}</h3>
      <p className="text-sm">
        Pitched by {pitch.pitcher ?? "a former member of staff"}
        {pitch.status === "more" && ` · ${PITCH_STATUS_LABELS.more}: ${pitch.answerNote ?? ""}`}
      </p>
      <PitchFacts pitch={pitch} />
      <fetcher.Form method="post" noValidate className="mt-3 grid gap-3">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="id" value={pitch.id} />
        <TextArea
          label="Note to the writer"
          name="note"
          rows={2}
          maxLength={NOTE_MAX}
          hint="Needed to decline or ask for more."
          error={fields.note}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="answer" value="accept" disabled={busy}>
            Accept<span className="sr-only">: {pitch.headline}</span>
          </Button>
          <Button type="submit" name="answer" value="more" look="secondary" disabled={busy}>
            Ask for more<span className="sr-only">: {pitch.headline}</span>
          </Button>
          <Button type="submit" name="answer" value="decline" look="secondary" disabled={busy}>
            Decline<span className="sr-only">: {pitch.headline}</span>
          </Button>
        </div>
      </fetcher.Form>
    </li>
  );
}

export function WaitingPitches({ pitches }: { pitches: PitchLine[] }) {
  if (pitches.length === 0) return <p className="text-muted">No pitch is waiting for an answer.</p>;
  return (
    <ul className="grid gap-4">
      {pitches.map((p) => (
        <Answer key={p.id} pitch={p} />
      ))}
    </ul>
  );
}

/** The person's own pitches, newest first, with the editor's answer; one still waiting can be changed. */
export function MyPitches({ pitches }: { pitches: PitchLine[] }) {
  if (pitches.length === 0) return <p className="text-muted">You have not pitched a story yet.</p>;
  return (
    <ul className="grid gap-4">
      {pitches.map((p) => (
        <li key={p.id} className="border border-rule bg-white p-4">
          <h3 className="font-serif text-lg font-bold">{p.headline}</h3>
          <p className="text-sm font-semibold">{PITCH_STATUS_LABELS[p.status]}</p>
          {p.answerNote && (
            <p className="mt-1 border-l-4 border-ink/30 pl-3">Editor's note: {p.answerNote}</p>
          )}
          <PitchFacts pitch={p} />
          {(p.status === "open" || p.status === "more") && (
            <details className="mt-3">
              <summary className="min-h-11 cursor-pointer py-2 font-semibold">Change this pitch</summary>
              <PitchForm values={p} />
            </details>
          )}
        </li>
      ))}
    </ul>
  );
}
