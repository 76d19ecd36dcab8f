import { useState } from "react";
import type { VideoBlock } from "#shared/media-blocks.ts";
import { MEDIA_FILE_ACCEPT } from "#shared/media-files.ts";
import { Button } from "~/components/ui/button.tsx";
import { Select } from "~/components/ui/select.tsx";
import { ImageUpload } from "~/components/portal/media/image-upload.tsx";
import { LANGUAGES, languageLabel, SlotView, useSlot } from "./media-slot.tsx";

/**
 * Edit video (issue 41, decision 0073): a video already in the text keeps its file and gets another
 * poster or none, and other captions or none. A new captions file goes through the same checks as at
 * Insert (WebVTT, read by the server); the poster is a library image, as at Insert; the sanitizer keeps
 * only stored files when the piece is saved.
 */
export function VideoEditFields({
  id,
  video,
  onSave,
  onClose,
}: {
  id: string;
  video: VideoBlock;
  onSave: (video: VideoBlock) => void;
  onClose: () => void;
}) {
  const captions = useSlot();
  const [poster, setPoster] = useState<string | null>(video.poster ?? null);
  const [kept, setKept] = useState(video.captions ?? null);
  const [language, setLanguage] = useState(
    LANGUAGES.some((l) => l.value === video.captions?.srclang) ? video.captions!.srclang : "en",
  );
  const sent = captions.slot.kind === "done" ? captions.slot.file : null;
  const track = sent ? { src: sent.url } : kept;
  const save = () => {
    const { poster: _poster, captions: _captions, ...rest } = video;
    onSave({
      ...rest,
      ...(poster ? { poster } : {}),
      ...(track ? { captions: { src: track.src, srclang: language, label: languageLabel(language) } } : {}),
    });
    onClose();
  };
  return (
    <div className="p-6">
      <h2 id={`${id}-title`} className="font-serif text-xl font-bold">
        Edit video
      </h2>
      <p className="mt-1 text-sm text-muted">
        Change or remove the poster and the captions. The video stays.
      </p>
      <div className="mt-5">
        <p className="text-sm font-semibold">Captions now</p>
        <div className="mt-1 flex flex-wrap items-center gap-3" role="status" aria-live="polite">
          {sent ? (
            <p className="text-sm">New captions: {captions.slot.kind === "done" && captions.slot.name}</p>
          ) : kept ? (
            <>
              <p className="text-sm">Captions in {kept.label}</p>
              <Button look="secondary" className="text-sm" onClick={() => setKept(null)}>
                Remove captions
              </Button>
            </>
          ) : (
            <p className="text-sm font-semibold text-red-800">
              None. Readers who cannot hear the video need captions.
            </p>
          )}
        </div>
      </div>
      <SlotView
        id={`${id}-captions`}
        label={kept || sent ? "Replace the captions" : "Add captions"}
        hint="A WebVTT file (.vtt)."
        accept={MEDIA_FILE_ACCEPT.captions}
        slot={captions.slot}
        onFile={(chosen) => void captions.send(chosen)}
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
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button look="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button look="dark" onClick={save} disabled={captions.slot.kind === "sending"}>
          Save video
        </Button>
      </div>
    </div>
  );
}
