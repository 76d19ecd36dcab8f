// Browser only, with quill-editor.ts: the video and audio blocks (issue 41, shared/media-blocks.ts).
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

/** A video with its poster and captions: the browser's own player, as readers get it. */
export class VideoBlot extends BlockEmbed {
  static override blotName = "media-video";
  static override tagName = "VIDEO";

  static override create(value: VideoBlock) {
    const node = super.create(value) as HTMLVideoElement;
    node.setAttribute("contenteditable", "false");
    node.setAttribute("controls", "");
    node.setAttribute("preload", "metadata");
    if (VIDEO_SOURCE.test(value.src)) node.setAttribute("src", value.src);
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
    return node;
  }

  static override value(node: HTMLElement): VideoBlock {
    const track = node.querySelector("track");
    const width = Number(node.getAttribute("width"));
    const height = Number(node.getAttribute("height"));
    return {
      src: node.getAttribute("src") ?? "",
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
  }

  html() {
    return videoHtml(VideoBlot.value(this.domNode as HTMLElement));
  }
}

export class AudioBlot extends BlockEmbed {
  static override blotName = "media-audio";
  static override tagName = "AUDIO";

  static override create(value: AudioBlock) {
    const node = super.create(value) as HTMLAudioElement;
    node.setAttribute("contenteditable", "false");
    node.setAttribute("controls", "");
    node.setAttribute("preload", "metadata");
    if (AUDIO_SOURCE.test(value.src)) node.setAttribute("src", value.src);
    return node;
  }

  static override value(node: HTMLElement): AudioBlock {
    return { src: node.getAttribute("src") ?? "" };
  }

  html() {
    return audioHtml(AudioBlot.value(this.domNode as HTMLElement));
  }
}

export const MEDIA_FORMATS = ["media-video", "media-audio"];
export const MEDIA_REGISTRY = { "formats/media-video": VideoBlot, "formats/media-audio": AudioBlot };
