import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { formatSize } from "#shared/counted.ts";
import { MEDIA_FILE_ACCEPT } from "#shared/media-files.ts";
import { Button } from "~/components/ui/button.tsx";
import { Checkbox } from "~/components/ui/checkbox.tsx";
import { Field } from "~/components/ui/field.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { sendPrintImport, type ImportProgress } from "./send-print-import.ts";

export const DEFAULT_PATTERN = "vol{volume}-no{number}-{date:YYYY-MM-DD}.pdf";

type Stage =
  | { kind: "idle"; message?: string; fields?: Record<string, string> }
  | { kind: "sending"; progress: ImportProgress | null };

/**
 * Print editions' import (decision 0079), the portal's `npm run import:print`: several PDFs chosen at
 * once, their volume, number and date read from their names by a pattern. The files are sent one after
 * another with their progress; a queued job imports them, and its report shows in the list below.
 */
export function BulkImportForm() {
  const id = useId();
  const revalidator = useRevalidator();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const sending = stage.kind === "sending";
  const fields = stage.kind === "idle" ? stage.fields : undefined;
  const submit = async (form: HTMLFormElement) => {
    const data = new FormData(form);
    const files = data.getAll("files").filter((f): f is File => f instanceof File && f.name !== "");
    if (!files.length) return setStage({ kind: "idle", fields: { files: "Choose the PDFs to import." } });
    setStage({ kind: "sending", progress: null });
    const sent = await sendPrintImport(
      files,
      { pattern: String(data.get("pattern") ?? ""), publish: data.get("publish") === "on" },
      (progress) => setStage({ kind: "sending", progress }),
    );
    if (sent.ok) form.reset();
    setStage(sent.ok ? { kind: "idle" } : { kind: "idle", message: sent.message, fields: sent.fields });
    void revalidator.revalidate();
  };
  const p = stage.kind === "sending" ? stage.progress : null;
  const percent = p && p.size ? Math.floor((p.sent / p.size) * 100) : null;
  return (
    <form
      noValidate
      className="grid max-w-2xl gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <div>
        <label htmlFor={`${id}-files`} className="block text-sm font-semibold">
          PDFs <span aria-hidden="true">*</span>
        </label>
        <input
          id={`${id}-files`}
          name="files"
          type="file"
          multiple
          required
          accept={MEDIA_FILE_ACCEPT.pdf}
          disabled={sending}
          aria-describedby={`${id}-files-hint${fields?.files ? ` ${id}-files-error` : ""}`}
          aria-invalid={fields?.files ? true : undefined}
          className="mt-1 block w-full text-sm file:mr-3 file:min-h-11 file:border file:border-ink file:bg-white file:px-4 file:font-semibold"
        />
        <p id={`${id}-files-hint`} className="mt-1 text-xs text-muted">
          Up to 200 at once, each up to 300 MB.
        </p>
        {fields?.files && (
          <p id={`${id}-files-error`} className="mt-1 text-sm font-semibold text-accent">
            {fields.files}
          </p>
        )}
      </div>
      <Field
        label="File names"
        name="pattern"
        required
        defaultValue={DEFAULT_PATTERN}
        disabled={sending}
        spellCheck={false}
        hint="The pattern of the files' names: {volume}, {number} and {date:YYYY-MM-DD} (any order of YYYY, MM and DD, with any separators), and if you like {title}; * stands for any text."
        error={fields?.pattern}
      />
      <Checkbox
        name="publish"
        label="Publish them at once"
        hint="Otherwise each edition is a draft, to check and publish from the list."
        disabled={sending}
      />
      <div>
        <Button type="submit" busy={sending} busyLabel="Importing…">
          Import
        </Button>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {stage.kind === "idle" && stage.message && !stage.fields && (
          <p className="font-semibold text-accent">{stage.message}</p>
        )}
        {p && (
          <span className="sr-only">
            Sending file {p.index + 1} of {p.count}
          </span>
        )}
      </div>
      {p && (
        <ProgressBar
          className="max-w-md"
          label={`Sending ${p.name}`}
          percent={percent}
          text={`File ${p.index + 1} of ${p.count}, ${p.name}: ${formatSize(p.sent)} of ${formatSize(p.size)}`}
        />
      )}
    </form>
  );
}
