import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { useEffect, useId, useRef, useState } from "react";
import { showToast } from "~/components/toaster.tsx";
import { FileChooser } from "~/components/portal/media/file-chooser.tsx";
import { sendFile } from "~/components/portal/media/send-file.ts";
import { checkWordFile, readImportAnswer, WORD_ACCEPT, type ImportedDocument } from "./word-import-answer.ts";

type Stage = { kind: "idle" } | { kind: "uploading"; percent: number } | { kind: "converting" };

/**
 * The Word document upload of SPEC.md §2: a .docx replaces the content (decision 0014). The upload shows
 * its progress, then the conversion; what the document held that an article cannot is said beside it
 * until the next import.
 */
export function WordImport({ onImported }: { onImported: (document: ImportedDocument) => void }) {
  const id = useId();
  const [stage, setStage] = useState<Stage>({ kind: "idle" });
  const [note, setNote] = useState<string | null>(null);
  const abort = useRef<(() => void) | null>(null);
  const imported = useRef(onImported);
  imported.current = onImported;
  useEffect(() => () => abort.current?.(), []);

  async function upload(file: File) {
    const refusal = checkWordFile(file);
    if (refusal) {
      showToast(refusal);
      return;
    }
    setNote(null);
    setStage({ kind: "uploading", percent: 0 });
    const request = sendFile("/admin/imports", file, (percent) =>
      setStage(percent < 100 ? { kind: "uploading", percent } : { kind: "converting" }),
    );
    let cancelled = false;
    abort.current = () => {
      cancelled = true;
      request.abort();
    };
    const { status, body } = await request.done;
    if (cancelled) return;
    abort.current = null;
    setStage({ kind: "idle" });
    const outcome = readImportAnswer(status, body);
    if (!outcome.ok) {
      showToast(outcome.toast);
      return;
    }
    imported.current(outcome);
    setNote(outcome.notImported);
    showToast({
      title: "Document imported",
      description: outcome.notImported ?? `The content has been replaced with ${file.name}`,
    });
  }

  const busy = stage.kind !== "idle";
  return (
    <div className="border border-dashed border-ink/30 bg-white p-3">
      <div className="flex flex-wrap items-center gap-3">
        <FileChooser
          id={`${id}-file`}
          accept={WORD_ACCEPT}
          disabled={busy}
          describedBy={`${id}-hint`}
          onFile={(file) => void upload(file)}
        >
          Upload a Word document
        </FileChooser>
        <p id={`${id}-hint`} className="text-xs text-muted">
          A .docx up to 20MB (save a .doc as .docx first). It replaces the content.
        </p>
      </div>
      <p role="status" className="sr-only">
        {stage.kind === "uploading"
          ? "Uploading the document"
          : stage.kind === "converting"
            ? "Converting the document"
            : ""}
      </p>
      {busy && (
        <ProgressBar
          className="mt-2 max-w-xs"
          label={stage.kind === "uploading" ? "Upload progress" : "Converting the document"}
          percent={stage.kind === "uploading" ? stage.percent : null}
          text={stage.kind === "uploading" ? `Uploading… ${stage.percent}%` : "Converting the document…"}
        />
      )}
      {note && <p className="mt-2 text-sm">{note}</p>}
    </div>
  );
}
