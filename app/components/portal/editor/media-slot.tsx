import { useState } from "react";
import { formatSize } from "#shared/counted.ts";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { FileChooser } from "~/components/portal/media/file-chooser.tsx";
import { sendMediaFile, type SentMediaFile } from "~/components/portal/media/send-media-file.ts";

/** The languages captions are most often in at a school; the label is what the player's menu shows. */
export const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
  { value: "zh", label: "中文" },
  { value: "vi", label: "Tiếng Việt" },
  { value: "ar", label: "العربية" },
] as const;

export type Slot =
  | { kind: "empty" }
  | { kind: "sending"; name: string; sent: number; size: number }
  | { kind: "done"; name: string; file: SentMediaFile }
  | { kind: "failed"; message: string };

/** The language a captions file says it is in, named as the player's menu shows it. */
export const languageLabel = (tag: string) => LANGUAGES.find((l) => l.value === tag)?.label ?? "English";

/** One file chooser with its progress, its outcome and the server's refusal in its own words. */
export function useSlot() {
  const [slot, setSlot] = useState<Slot>({ kind: "empty" });
  const send = async (file: File, video?: string) => {
    setSlot({ kind: "sending", name: file.name, sent: 0, size: file.size });
    const sent = await sendMediaFile(
      file,
      (bytes) => setSlot({ kind: "sending", name: file.name, sent: bytes, size: file.size }),
      video,
    );
    const next: Slot = sent.ok
      ? { kind: "done", name: file.name, file: sent.file }
      : { kind: "failed", message: sent.message };
    setSlot(next);
    return next;
  };
  return { slot, send, clear: () => setSlot({ kind: "empty" }) };
}

export function SlotView({
  id,
  label,
  hint,
  accept,
  slot,
  disabled,
  onFile,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  slot: Slot;
  disabled?: boolean;
  onFile: (file: File) => void;
}) {
  const percent = slot.kind === "sending" ? Math.floor((slot.sent / slot.size) * 100) : 0;
  return (
    <div className="mt-5">
      <p className="text-sm font-semibold">{label}</p>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <FileChooser
          id={id}
          accept={accept}
          disabled={disabled || slot.kind === "sending"}
          describedBy={`${id}-hint ${id}-status`}
          onFile={onFile}
        >
          {slot.kind === "done" ? "Choose another file" : "Choose a file"}
        </FileChooser>
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      </div>
      <div id={`${id}-status`} role="status" aria-live="polite" className="mt-2 text-sm">
        {slot.kind === "done" && <p>Uploaded: {slot.name}</p>}
        {slot.kind === "failed" && <p className="font-semibold text-red-800">{slot.message}</p>}
        {slot.kind === "sending" && <span className="sr-only">Uploading {slot.name}</span>}
      </div>
      {slot.kind === "sending" && (
        <ProgressBar
          className="mt-1 max-w-md"
          label={`Uploading ${slot.name}`}
          percent={percent}
          text={`Uploading ${slot.name}: ${formatSize(slot.sent)} of ${formatSize(slot.size)} (${percent}%)`}
        />
      )}
    </div>
  );
}
