import { useId, useRef, useState } from "react";
import { MEDIA_FILE_ACCEPT } from "#shared/media-files.ts";
import { usePortalFetcher } from "~/components/portal/manage/answer.ts";
import { SlotView, useSlot } from "~/components/portal/editor/media-slot.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { Button } from "~/components/ui/button.tsx";
import { Field } from "~/components/ui/field.tsx";
import { EditionHistory } from "./edition-history.tsx";
import { TocFields, type Choice, type TocLine } from "./toc-fields.tsx";

export type EditionValues = {
  id: string;
  volume: number;
  number: number;
  date: string;
  title: string;
  pdf: { id: string; url: string; name: string; pageCount: number | null };
  cover: string | null;
  pieces: TocLine[];
};

/**
 * An edition's form (add or change): its numbers, date and title; its PDF, uploaded in parts with its
 * progress as a video is (a dropped connection goes on where it stopped), whose first page becomes the
 * cover; the cover, which the editor may replace; and its table of contents. A refusal marks the field
 * it concerns with the server's reason. An edition's form opens its History, where an earlier
 * revision may be restored.
 */
export function EditionForm({
  initial,
  choices,
  onDone,
  submitLabel,
}: {
  initial?: EditionValues;
  choices: Choice[];
  onDone?: () => void;
  submitLabel: string;
}) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const pdfSlot = useSlot();
  const [pdf, setPdf] = useState(initial?.pdf ?? null);
  const [cover, setCover] = useState<string | null>(initial?.cover ?? null);
  const [round, setRound] = useState(0);
  const [history, setHistory] = useState(false);
  const fetcher = usePortalFetcher((answer) => {
    if (!answer.ok) return;
    if (!initial) {
      form.current?.reset();
      setPdf(null);
      setCover(null);
      pdfSlot.clear();
      setRound(round + 1);
    }
    onDone?.();
  });
  const fields = fetcher.data && !fetcher.data.ok ? fetcher.data.fields : undefined;
  const onPdf = async (file: File) => {
    const sent = await pdfSlot.send(file);
    if (sent.kind !== "done") return;
    setPdf({ id: sent.file.id, url: sent.file.url, name: file.name, pageCount: sent.file.pageCount });
    if (sent.file.poster) setCover(sent.file.poster.url);
  };
  return (
    <fetcher.Form ref={form} method="post" noValidate className="grid max-w-2xl gap-4">
      <input type="hidden" name="intent" value="save" />
      {initial && <input type="hidden" name="id" value={initial.id} />}
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Volume"
          name="volume"
          required
          inputMode="numeric"
          defaultValue={initial?.volume}
          error={fields?.volume}
        />
        <Field
          label="Number"
          name="number"
          required
          inputMode="numeric"
          defaultValue={initial?.number}
          error={fields?.number}
        />
        <Field
          label="Date"
          name="date"
          type="date"
          required
          defaultValue={initial?.date}
          error={fields?.date}
        />
      </div>
      <Field
        label="Title"
        name="title"
        required
        defaultValue={initial?.title}
        hint="As it appears on the front page: 'Homecoming Issue'."
        error={fields?.title}
      />
      <input type="hidden" name="pdfFileId" value={pdf?.id ?? ""} />
      <SlotView
        id={`${id}-pdf`}
        label="PDF *"
        hint="The whole edition as one PDF, up to 300 MB."
        accept={MEDIA_FILE_ACCEPT.pdf}
        slot={pdfSlot.slot}
        onFile={(file) => void onPdf(file)}
      />
      {pdf && pdfSlot.slot.kind === "empty" && (
        <p className="text-sm">
          PDF:{" "}
          <a href={pdf.url} className="text-accent underline underline-offset-2">
            {pdf.name}
          </a>
          {pdf.pageCount ? `, ${pdf.pageCount} pages` : ""}
        </p>
      )}
      {fields?.pdfFileId && (
        <p role="alert" className="text-sm font-semibold text-accent">
          {fields.pdfFileId}
        </p>
      )}
      <div>
        <ImageUpload name="cover" label="Cover" value={cover} onChange={setCover} />
        <p
          className={`mt-1 text-sm ${fields?.cover ? "font-semibold text-accent" : "text-muted"}`}
          role={fields?.cover ? "alert" : undefined}
        >
          {fields?.cover ?? "Made from the PDF's first page. Choose another image to replace it."}
        </p>
      </div>
      <TocFields
        key={round}
        initial={initial?.pieces ?? []}
        choices={choices}
        pages={pdf?.pageCount ?? null}
        error={fields?.pieces}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" busy={fetcher.state !== "idle"} busyLabel="Saving…">
          {submitLabel}
        </Button>
        {initial && (
          <Button look="secondary" onClick={() => setHistory(true)}>
            History
          </Button>
        )}
      </div>
      {initial && (
        <EditionHistory
          id={initial.id}
          open={history}
          onClose={() => setHistory(false)}
          onRestored={() => onDone?.()}
        />
      )}
    </fetcher.Form>
  );
}
