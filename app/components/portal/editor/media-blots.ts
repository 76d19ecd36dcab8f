// Browser only, with quill-editor.ts: the video and audio blocks (issue 41, shared/media-blocks.ts).
import Quill, { Delta } from "quill/core";
import { BlockEmbed } from "quill/blots/block.js";
import {
  AUDIO_SOURCE,
  audioHtml,
  CAPTIONS_SOURCE,
  POSTER_SOURCE,
  VIDEO_SOURCE,
  videoHtml,
  type AudioBlock,
  type VideoBlock,
} from "#shared/media-blocks.ts";

/** What one kind of player is: its tag, the files it takes, its stored HTML, and what it adds to the
 * browser's player beyond the source (a video's poster, size and captions). */
type PlayerKind<T extends { src: string }> = {
  blotName: string;
  tagName: string;
  source: RegExp;
  html: (block: T) => string;
  dress?: (node: HTMLElement, block: T) => void;
  read?: (node: HTMLElement) => Omit<T, "src">;
};

/** One block embed for both players: the browser's own, as readers get it (never editable inside). */
function playerBlot<T extends { src: string }>(kind: PlayerKind<T>) {
  return class PlayerBlot extends BlockEmbed {
    static override blotName = kind.blotName;
    static override tagName = kind.tagName;

    static override create(value: T) {
      const node = super.create(value) as HTMLElement;
      node.setAttribute("contenteditable", "false");
      node.setAttribute("controls", "");
      node.setAttribute("preload", "metadata");
      if (kind.source.test(value.src)) node.setAttribute("src", value.src);
      kind.dress?.(node, value);
      return node;
    }

    static override value(node: HTMLElement): T {
      return { src: node.getAttribute("src") ?? "", ...kind.read?.(node) } as T;
    }

    html() {
      return kind.html(PlayerBlot.value(this.domNode as HTMLElement));
    }
  };
}

export const VideoBlot = playerBlot<VideoBlock>({
  blotName: "media-video",
  tagName: "VIDEO",
  source: VIDEO_SOURCE,
  html: videoHtml,
  dress(node, value) {
    if (value.poster && POSTER_SOURCE.test(value.poster)) node.setAttribute("poster", value.poster);
    if (value.width && value.height) {
      node.setAttribute("width", String(value.width));
      node.setAttribute("height", String(value.height));
    }
    if (value.captions && CAPTIONS_SOURCE.test(value.captions.src)) {
      const track = document.createElement("track");
      track.setAttribute("kind", "captions");
      track.setAttribute("src", value.captions.src);
      track.setAttribute("srclang", value.captions.srclang);
      track.setAttribute("label", value.captions.label);
      track.setAttribute("default", "");
      node.append(track);
    }
  },
  read(node) {
    const track = node.querySelector("track");
    const width = Number(node.getAttribute("width"));
    const height = Number(node.getAttribute("height"));
    return {
      ...(node.getAttribute("poster") ? { poster: node.getAttribute("poster")! } : {}),
      ...(width && height ? { width, height } : {}),
      ...(track?.getAttribute("src")
        ? {
            captions: {
              src: track.getAttribute("src")!,
              srclang: track.getAttribute("srclang") ?? "en",
              label: track.getAttribute("label") ?? "Captions",
            },
          }
        : {}),
    };
  },
});

export const AudioBlot = playerBlot<AudioBlock>({
  blotName: "media-audio",
  tagName: "AUDIO",
  source: AUDIO_SOURCE,
  html: audioHtml,
});

export const MEDIA_FORMATS = ["media-video", "media-audio"];
export const MEDIA_REGISTRY = { "formats/media-video": VideoBlot, "formats/media-audio": AudioBlot };

/** What the editor asks of the form around it for a video in the text: its dialog, to change its poster
 * and captions (the video at that position). */
export type MediaHooks = { editVideo?(index: number, video: VideoBlock): void };

/** The video at this position of the text, or null. */
export function videoAt(quill: Quill, index: number): VideoBlock | null {
  const insert = quill.getContents(index, 1).ops[0]?.insert;
  const video =
    insert && typeof insert === "object" ? (insert as Record<string, unknown>)["media-video"] : null;
  return video && typeof video === "object" ? (video as VideoBlock) : null;
}

/** A click on a video in the text selects it (its controls still play it), so that Enter or the
 * toolbar's Video button changes its poster and captions. */
export function watchVideoClicks(quill: Quill) {
  quill.root.addEventListener("click", (event) => {
    const node = (event.target as Element).closest?.("video");
    if (!node) return;
    const blot = Quill.find(node);
    if (!blot || blot instanceof Quill) return;
    quill.setSelection(quill.getIndex(blot), 1, "user");
  });
}

/** Replaces the video at `index` with `video` (its poster and captions changed), if it is still the one
 * the writer chose. */
export function changeVideoAt(quill: Quill, index: number, video: VideoBlock) {
  const current = videoAt(quill, index);
  if (!current || current.src !== video.src) return;
  quill.updateContents(new Delta().retain(index).delete(1).insert({ "media-video": video }), "user");
  quill.setSelection(index + 1, 0, "silent");
}
