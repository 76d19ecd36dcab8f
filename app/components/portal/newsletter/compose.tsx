import { useEffect, useRef, useState } from "react";
import { editionLabel } from "#shared/print.ts";
import { ISSUE_SUBJECT_MAX } from "#shared/schemas/newsletter.ts";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { Select } from "~/components/ui/select.tsx";
import { editionDate } from "~/components/print/edition-date.ts";
import { subscriberFigures } from "~/lib/counts.ts";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { NewsletterStories, storyKey, type StoryItem } from "./stories.tsx";
import { NewsletterPreview } from "./preview.tsx";
import { RichTextEditor } from "~/components/portal/editor/rich-text-editor.tsx";

const AUTOSAVE_MS = 2000;

/** A published print edition an issue may announce. */
export type EditionItem = { id: string; volume: number; number: number; title: string; issuedOn: string };

/** Composes the draft: subject, introduction in the portal's editor, the print edition it announces (when
 * the publication has published one), stories; it is saved 2 s after each change (nothing typed is
 * lost), previewed as mailed, tested on yourself, and sent to all. */
export function NewsletterCompose({
  draft,
  stories: initial,
  addable,
  editions,
  preview,
  subscribers,
  me,
}: {
  draft: { id: string; subject: string; introHtml: string; editionId: string | null };
  stories: StoryItem[];
  addable: StoryItem[];
  editions: EditionItem[];
  preview: string;
  subscribers: { confirmed: number; waiting: number };
  me: string;
}) {
  // Only the send's answer closes the confirmation (an autosave may settle while it is open).
  const fetcher = usePortalFetcher((answer) => {
    if (answer.intent === "send") setConfirming(false);
  });
  const form = useRef<HTMLFormElement>(null);
  const [stories, setStories] = useState(initial);
  const [changed, setChanged] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const submit = (intent: string) => {
    if (!form.current) return;
    const data = new FormData(form.current);
    data.set("intent", intent);
    void fetcher.submit(data, { method: "post" });
  };
  useEffect(() => {
    if (!changed) return;
    const timer = setTimeout(() => submit("save"), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [changed]); // eslint-disable-line react-hooks/exhaustive-deps
  const touch = () => setChanged((n) => n + 1);
  const pool = [...addable, ...initial].filter((s) => !stories.some((c) => storyKey(c) === storyKey(s)));
  const unique = pool.filter((s, i) => pool.findIndex((p) => storyKey(p) === storyKey(s)) === i);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      noValidate
      className="grid grid-cols-[minmax(0,1fr)] gap-5"
      onSubmit={(e) => e.preventDefault()}
    >
      <input type="hidden" name="id" value={draft.id} />
      <input type="hidden" name="stories" value={stories.map(storyKey).join(",")} />
      <Field
        label="Subject"
        name="subject"
        required
        defaultValue={draft.subject}
        maxLength={ISSUE_SUBJECT_MAX}
        onChange={touch}
        error={fetcher.data && !fetcher.data.ok ? fetcher.data.fields?.subject : undefined}
      />
      <RichTextEditor name="introHtml" label="Introduction" defaultValue={draft.introHtml} onChange={touch} />
      {editions.length > 0 && (
        <Select
          label="Print edition"
          name="editionId"
          defaultValue={draft.editionId ?? ""}
          onChange={touch}
          options={[
            { value: "", label: "None" },
            ...editions.map((e) => ({
              value: e.id,
              label: `${editionLabel(e.volume, e.number)}: ${e.title} (${editionDate(e.issuedOn)})`,
            })),
          ]}
          hint="Announce a new edition: its cover, date and contents come after the introduction."
          error={fetcher.data && !fetcher.data.ok ? fetcher.data.fields?.editionId : undefined}
        />
      )}
      <NewsletterStories
        stories={stories}
        addable={unique}
        onChange={(next) => {
          setStories(next);
          touch();
        }}
      />
      <div className="flex flex-wrap gap-3">
        <Button look="secondary" busy={busy("save")} busyLabel="Saving..." onClick={() => submit("save")}>
          Save draft
        </Button>
        <Button
          look="secondary"
          busy={busy("test")}
          busyLabel="Sending test..."
          onClick={() => submit("test")}
        >
          Send a test to {me}
        </Button>
        <Button onClick={() => setConfirming(true)} disabled={subscribers.confirmed === 0}>
          Send to all confirmed subscribers
        </Button>
      </div>
      <p className="text-sm text-muted">
        Subscribers: {subscriberFigures(subscribers)}. The draft is saved as you type.
      </p>
      <NewsletterPreview html={preview} />
      <ConfirmDialog
        open={confirming}
        message={`Send this issue to all ${subscribers.confirmed} confirmed subscribers? It cannot be taken back.`}
        confirmLabel="Send now"
        busy={busy("send")}
        busyLabel="Starting..."
        onConfirm={() => submit("send")}
        onClose={() => setConfirming(false)}
      />
    </fetcher.Form>
  );
}
