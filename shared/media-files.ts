/** Video, audio and captions files (issue 41, decision 0073): what the editor uploads, how large, in
 * which parts, and what it is told when a file is refused. Shared by the server and the editor. */

const MB = 1024 * 1024;

export const VIDEO_MAX_BYTES = 500 * MB;
export const AUDIO_MAX_BYTES = 200 * MB;
/** A WebVTT file of an hour's captions is some 100 kB. */
export const CAPTIONS_MAX_BYTES = 2 * MB;

/** Each part is its own request (a request has 25 s, server/http/server-timeouts.ts): 4 MB arrive in
 * time at 1.4 Mbit/s, and a dropped connection costs one part, not the file. */
export const MEDIA_FILE_PART_BYTES = 4 * MB;

/** A print edition's PDF is one too (issue 43, decision 0079): the same upload in parts. */
export type MediaFileKind = "video" | "audio" | "captions" | "pdf";

/** The extensions taken, each with its kind and the type its bytes must show. */
export const MEDIA_FILE_TYPES: Record<string, { kind: MediaFileKind; mimeType: string; label: string }> = {
  mp4: { kind: "video", mimeType: "video/mp4", label: "MP4" },
  webm: { kind: "video", mimeType: "video/webm", label: "WebM" },
  mp3: { kind: "audio", mimeType: "audio/mpeg", label: "MP3" },
  m4a: { kind: "audio", mimeType: "audio/mp4", label: "M4A" },
  ogg: { kind: "audio", mimeType: "audio/ogg", label: "OGG" },
  wav: { kind: "audio", mimeType: "audio/wav", label: "WAV" },
  vtt: { kind: "captions", mimeType: "text/vtt", label: "WebVTT" },
  pdf: { kind: "pdf", mimeType: "application/pdf", label: "PDF" },
};

/** What the file inputs accept, by kind. */
export const MEDIA_FILE_ACCEPT: Record<MediaFileKind, string> = {
  video: ".mp4,.webm,video/mp4,video/webm",
  audio: ".mp3,.m4a,.ogg,.wav,audio/mpeg,audio/mp4,audio/ogg,audio/wav",
  captions: ".vtt,text/vtt",
  pdf: ".pdf,application/pdf",
};

export const MEDIA_FILE_MAX_BYTES: Record<MediaFileKind, number> = {
  video: VIDEO_MAX_BYTES,
  audio: AUDIO_MAX_BYTES,
  captions: CAPTIONS_MAX_BYTES,
  pdf: 300 * MB,
};

export const MEDIA_FILE_TEXTS = {
  refusedTitle: "File not taken",
  notTaken:
    "We take MP4 and WebM video, MP3, M4A, OGG and WAV audio, and WebVTT captions (.vtt). Please choose one of those.",
  tooLarge: {
    video: "Please choose a video smaller than 500 MB. Shorten it, or export it at a lower bitrate.",
    audio: "Please choose an audio file smaller than 200 MB. Export it as MP3 or M4A to make it smaller.",
    captions: "Please choose a captions file smaller than 2 MB.",
    pdf: "Please choose a PDF smaller than 300 MB. Export it again with images at print resolution (300 dpi) at most.",
  } satisfies Record<MediaFileKind, string>,
  empty: "The file is empty.",
  wrongBytes: (label: string, found: string | null) =>
    `This file's name says ${label}, but its contents are ${found ? `${found}` : "not a file we take"}. Export it again as ${label}, or rename it to what it is.`,
  broken: (label: string) =>
    `This ${label} file is damaged or incomplete, and cannot be played. Export it again and upload the new file.`,
  notH264:
    "This MP4 video is not coded as H.264 (with AAC sound), which every browser plays. Export it again as H.264.",
  notCaptions:
    "This is not a WebVTT captions file: it must begin with the line WEBVTT, and each caption needs a time line such as 00:00:01.000 --> 00:00:04.000. SRT files can be converted to WebVTT.",
  noCues: "This WebVTT file has no captions in it.",
  encrypted:
    "This PDF is locked with a password, so its pages cannot be read. Export it again without a password or restrictions.",
  gone: "That upload is not there any more: choose the file again.",
  doesNotFit: "That part of the file does not fit: the upload starts over.",
  cutOff:
    "The connection was lost and the upload stopped. Choose the same file again to go on from where it stopped.",
  missingCaptions: (count: number) =>
    count === 1 ? "1 video has no captions" : `${count} videos have no captions`,
} as const;
