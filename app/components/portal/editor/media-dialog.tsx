import { useId, useState } from "react";
import type { AudioBlock, VideoBlock } from "#shared/media-blocks.ts";
import { MEDIA_FILE_ACCEPT } from "#shared/media-files.ts";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { Select } from "~/components/ui/select.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { LANGUAGES, languageLabel, SlotView, useSlot } from "./media-slot.tsx";
import { VideoEditFields } from "./video-edit-fields.tsx";

/** Insert a video or an audio file, or change the poster and captions of the video at `index`. */
export type MediaRequest = "video" | "audio" | { index: number; video: VideoBlock };
export type MediaBlock = { video: VideoBlock } | { audio: AudioBlock };

/**
 * Insert video / Insert audio (issue 41): the file is uploaded in parts with its progress (a dropped
 * connection goes on where it stopped when the same file is chosen again); a video takes a WebVTT
 * captions file and a poster (ffmpeg's frame when the server has ffmpeg, else an image chosen here).
 */
export function EditorMediaDialog({
  request,
  onInsert,
  onChange,
  onClose,
}: {
  request: MediaRequest | null;
  onInsert: (block: MediaBlock) => void;
  /** The video at `index` with its new poster and captions. */
  onChange: (index: number, video: VideoBlock) => void;
  onClose: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={request !== null} onClose={onClose} labelledBy={`${id}-title`}>
      {typeof request === "string" && (
        <MediaFields key={request} id={id} kind={request} onInsert={onInsert} onClose={onClose} />
      )}
      {request && typeof request === "object" && (
        <VideoEditFields
          id={id}
          video={request.video}
          onSave={(video) => onChange(request.index, video)}
          onClose={onClose}
        />
      )}
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
  kind: "video" | "audio";
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
      const label = languageLabel(language);
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
