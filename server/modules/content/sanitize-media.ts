import type sanitizeHtml from "sanitize-html";
import {
  AUDIO_SOURCE,
  CAPTIONS_SOURCE,
  LANGUAGE_TAG,
  POSTER_SOURCE,
  VIDEO_SOURCE,
} from "#shared/media-blocks.ts";

/** What sanitize.ts lets through of the video and audio blocks (issue 41, shared/media-blocks.ts): the
 * browser's players with our stored files only, their captions as a <track>, nothing that runs. */
export const MEDIA_TAGS = ["video", "audio", "track"];

export const MEDIA_ATTRIBUTES: Record<string, sanitizeHtml.AllowedAttribute[]> = {
  video: ["src", "poster", "width", "height", "controls", "preload"],
  audio: ["src", "controls", "preload"],
  track: [
    "src",
    "srclang",
    "label",
    "default",
    { name: "kind", multiple: false, values: ["captions", "subtitles"] },
  ],
};

const DIMENSION = /^\d{1,5}$/;

/** Every player shows its controls and fetches only its metadata until played. */
export const MEDIA_TRANSFORMS: Record<string, sanitizeHtml.Transformer> = {
  video: (tagName, { src, poster, width, height }) => ({
    tagName,
    attribs: {
      controls: "",
      preload: "metadata",
      ...(src ? { src } : {}),
      ...(poster && POSTER_SOURCE.test(poster) ? { poster } : {}),
      ...(width && height && DIMENSION.test(width) && DIMENSION.test(height) ? { width, height } : {}),
    },
  }),
  audio: (tagName, { src }) => ({
    tagName,
    attribs: { controls: "", preload: "metadata", ...(src ? { src } : {}) },
  }),
  track: (tagName, { srclang, ...attribs }) => ({
    tagName,
    attribs: {
      ...attribs,
      kind: attribs.kind ?? "captions",
      ...(srclang && LANGUAGE_TAG.test(srclang) ? { srclang } : {}),
    },
  }),
};

/** A player or track whose file is not one of our stored uploads of its kind is dropped whole. */
export function isDroppedMedia(frame: sanitizeHtml.IFrame): boolean {
  const src = frame.attribs.src ?? "";
  if (frame.tag === "video") return !VIDEO_SOURCE.test(src);
  if (frame.tag === "audio") return !AUDIO_SOURCE.test(src);
  if (frame.tag === "track") return !CAPTIONS_SOURCE.test(src);
  return false;
}
