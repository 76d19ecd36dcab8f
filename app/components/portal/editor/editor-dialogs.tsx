import { useRef, useState, type RefObject } from "react";
import type Quill from "quill/core";
import type { Gallery } from "#shared/gallery.ts";
import type { VideoBlock } from "#shared/media-blocks.ts";
import type { TextImage } from "./shortcuts.ts";
import { EditorUrlDialog, type UrlRequest } from "./url-dialog.tsx";
import { EditorMediaDialog, type MediaRequest } from "./media-dialog.tsx";
import { GalleryDialog } from "./gallery-dialog.tsx";
import { PollDialog, type PollRequest } from "./poll-dialog.tsx";
import { EditorHelpDialog } from "./help-dialog.tsx";

/** The loaded editor: Quill and the module that sets it up (loaded in the browser only). */
export type Editor = { quill: Quill; setup: typeof import("./quill-editor.ts") };

/**
 * The rich-text editor's dialogs (link, image, alt text, embed, video and audio, gallery, poll, help):
 * what each is asked for, and what it puts into the text once done. `open` asks; `dialogs` is their
 * markup, for the editor to render.
 */
export function useEditorDialogs(editor: RefObject<Editor | null>) {
  const [urlRequest, setUrlRequest] = useState<UrlRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [mediaRequest, setMediaRequest] = useState<MediaRequest | null>(null);
  /** The gallery dialog (decision 0072): a new gallery (index null) or the one at `index`. */
  const [galleryRequest, setGalleryRequest] = useState<{
    index: number | null;
    gallery: Gallery | null;
  } | null>(null);
  /** The poll dialog (decision 0077): a new poll (index null) or the one at `index`. */
  const [pollRequest, setPollRequest] = useState<PollRequest | null>(null);
  const described = useRef<{ index: number; image: TextImage } | null>(null);

  const open = {
    url: setUrlRequest,
    help: () => setHelpOpen(true),
    media: setMediaRequest,
    gallery: (index: number | null, gallery: Gallery | null) => setGalleryRequest({ index, gallery }),
    video: (index: number, video: VideoBlock) => setMediaRequest({ index, video }),
    poll: setPollRequest,
    describe: (index: number, image: TextImage) => {
      described.current = { index, image };
      setUrlRequest({
        kind: "alt",
        current: image.alt,
        ...(image.kind === "figure" ? { figure: true, width: image.width } : {}),
      });
    },
  };

  /** Does `act` with the editor's module and Quill, once they are loaded. */
  const withEditor = (act: (setup: Editor["setup"], quill: Quill) => void) => {
    const current = editor.current;
    if (current) act(current.setup, current.quill);
  };

  const dialogs = (
    <>
      <GalleryDialog
        open={galleryRequest !== null}
        initial={galleryRequest?.gallery ?? null}
        onClose={() => setGalleryRequest(null)}
        onSave={(gallery) =>
          withEditor((setup, quill) => setup.putGallery(quill, gallery, galleryRequest?.index ?? null))
        }
      />
      <PollDialog
        request={pollRequest}
        onClose={() => setPollRequest(null)}
        onSave={(poll) =>
          withEditor((setup, quill) => setup.putPoll(quill, poll, pollRequest?.index ?? null))
        }
      />
      <EditorUrlDialog
        request={urlRequest}
        onClose={() => setUrlRequest(null)}
        onLink={(href) => {
          const quill = editor.current?.quill;
          if (!quill) return;
          const range = quill.getSelection(true);
          if (href && range.length === 0 && !quill.getFormat(range).link) {
            quill.insertText(range.index, href, "link", href, "user");
            quill.setSelection(range.index + href.length, 0, "user");
          } else quill.format("link", href, "user");
        }}
        onImage={(figure) => withEditor((setup, quill) => setup.insertFigureAt(quill, figure))}
        onEmbed={async (link) => {
          const current = editor.current;
          if (!current) return null;
          const index = (current.quill.getSelection(true) ?? { index: current.quill.getLength() }).index;
          return current.setup.insertEmbedAt(current.quill, index, link);
        }}
        onAlt={(alt, width) => {
          const chosen = described.current;
          if (chosen)
            withEditor((setup, quill) =>
              setup.describeImageAt(quill, chosen.index, chosen.image, alt, width),
            );
        }}
      />
      <EditorHelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
      <EditorMediaDialog
        request={mediaRequest}
        onClose={() => setMediaRequest(null)}
        onInsert={(block) => withEditor((setup, quill) => setup.insertMediaAt(quill, block))}
        onChange={(index, video) => withEditor((setup, quill) => setup.changeVideoAt(quill, index, video))}
      />
    </>
  );
  return { open, dialogs };
}
