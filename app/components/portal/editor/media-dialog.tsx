import { useId, useState } from "react";
import { formatSize } from "#shared/counted.ts";
import type { AudioBlock, VideoBlock } from "#shared/media-blocks.ts";
import { MEDIA_FILE_ACCEPT } from "#shared/media-files.ts";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { ProgressBar } from "~/components/ui/progress-bar.tsx";
import { Select } from "~/components/ui/select.tsx";
import { FileChooser } from "~/components/portal/media/file-chooser.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { sendMediaFile, type SentMediaFile } from "~/components/portal/media/send-media-file.ts";

export type MediaRequest = "video" | "audio";
export type MediaBlock = { video: VideoBlock } | { audio: AudioBlock };

/** The languages captions are most often in at a school; the label is what the player's menu shows. */
const LANGUAGES = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
  { value: "fr", label: "Français" },
  { value: "zh", label: "中文" },
  { value: "vi", label: "Tiếng Việt" },
  { value: "ar", label: "العربية" },
] as const;

type Slot =
  | { kind: "empty" }
  | { kind: "sending"; name: string; sent: number; size: number }
  | { kind: "done"; name: string; file: SentMediaFile }
  | { kind: "failed"; message: string };

/** One file chooser with its progress, its outcome and the server's refusal in its own words. */
function useSlot() {
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

function SlotView({
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

/**
 * Insert video / Insert audio (issue 41): the file is uploaded in parts with its progress (a dropped
 * connection goes on where it stopped when the same file is chosen again); a video takes a WebVTT
 * captions file and a poster (ffmpeg's frame when the server has ffmpeg, else an image chosen here).
 */
export function EditorMediaDialog({
  request,
  onInsert,
  onClose,
}: {
  request: MediaRequest | null;
  onInsert: (block: MediaBlock) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {request && <MediaFields key={request} id={id} kind={request} onInsert={onInsert} onClose={onClose} />}
    </Dialog>
  );
}

function MediaFields({
  id,
  kind,
  onInsert,
  onClose,
}: {
  id: string;
  kind: MediaRequest;
  onInsert: (block: MediaBlock) => void;
  onClose: () => void;
}) {
  const main = useSlot();
  const captions = useSlot();
  const [poster, setPoster] = useState<string | null>(null);
  const [language, setLanguage] = useState("en");
  const [error, setError] = useState("");
  const file = main.slot.kind === "done" ? main.slot.file : null;
  const busy = main.slot.kind === "sending" || captions.slot.kind === "sending";
  const apply = () => {
    if (!file) return setError(kind === "video" ? "Upload a video first." : "Upload an audio file first.");
    if (kind === "audio") onInsert({ audio: { src: file.url } });
    else {
      const track = captions.slot.kind === "done" ? captions.slot.file : null;
      const label = LANGUAGES.find((l) => l.value === language)?.label ?? "English";
      onInsert({
        video: {
          src: file.url,
          ...(poster ? { poster } : {}),
          ...(file.width && file.height ? { width: file.width, height: file.height } : {}),
          ...(track ? { captions: { src: track.url, srclang: language, label } } : {}),
        },
      });
    }
    onClose();
  };
  return (
    <div className="p-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        {kind === "video" ? "Insert video" : "Insert audio"}
      </h2>
      <SlotView
        id={`${id}-file`}
        label={kind === "video" ? "Video" : "Audio file"}
        hint={kind === "video" ? "MP4 (H.264) or WebM, up to 500 MB." : "MP3, M4A, OGG or WAV, up to 200 MB."}
        accept={MEDIA_FILE_ACCEPT[kind]}
        slot={main.slot}
        onFile={(chosen) => {
          setError("");
          captions.clear();
          void main.send(chosen).then((done) => {
            if (done.kind === "done" && done.file.poster) setPoster(done.file.poster.url);
          });
        }}
      />
      {error && !file && (
        <p role="alert" className="mt-1 text-sm text-accent">
          {error}
        </p>
      )}
      {kind === "video" && (
        <>
          <SlotView
            id={`${id}-captions`}
            label="Captions"
            hint={
              file
                ? "A WebVTT file (.vtt). Readers who cannot hear the video need it."
                : "Upload the video first."
            }
            accept={MEDIA_FILE_ACCEPT.captions}
            slot={captions.slot}
            disabled={!file}
            onFile={(chosen) => file && void captions.send(chosen, file.id)}
          />
          <Select
            label="Language of the captions"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            options={LANGUAGES}
            className="mt-4"
          />
          <div className="mt-5">
            <ImageUpload name="" label="Poster image" value={poster} onChange={setPoster} />
          </div>
        </>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button look="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button look="dark" onClick={apply} disabled={busy}>
          {kind === "video" ? "Insert video" : "Insert audio"}
        </Button>
      </div>
    </div>
  );
}
