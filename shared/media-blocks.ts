/** The video and audio blocks of a piece's text (issue 41, decision 0073), as stored: the browser's own
 * players, no script of ours.
 *
 *   <video controls preload="metadata" src="/uploads/K.mp4" poster="/uploads/P-1600.webp" width="1280"
 *     height="720"><track kind="captions" src="/uploads/C.vtt" srclang="en" label="English" default></video>
 *   <audio controls preload="metadata" src="/uploads/K.mp3"></audio>
 *
 * Shared by the editor (which makes them), the sanitizer (which lets only these through) and the check
 * beside Publish (videos without captions). */

export type VideoBlock = {
  src: string;
  poster?: string;
  width?: number;
  height?: number;
  captions?: { src: string; srclang: string; label: string };
};
export type AudioBlock = { src: string };

/** A stored upload's address: our /uploads/<key>, or a bucket's public address ending in a key. */
const stored = (extensions: string) =>
  new RegExp(String.raw`^(?:/uploads/|https?://[^\s"'<>?#]+/)[A-Za-z0-9_-]{1,128}\.(?:${extensions})$`);

export const VIDEO_SOURCE = stored("mp4|webm");
export const AUDIO_SOURCE = stored("mp3|m4a|ogg|wav");
export const CAPTIONS_SOURCE = stored("vtt");
export const POSTER_SOURCE = stored("webp|avif|jpg");

/** A BCP 47 language tag, as simple as captions need ('en', 'es-MX'). */
export const LANGUAGE_TAG = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

const escape = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function videoHtml(block: VideoBlock): string {
  const size = block.width && block.height ? ` width="${block.width}" height="${block.height}"` : "";
  const poster = block.poster && POSTER_SOURCE.test(block.poster) ? ` poster="${escape(block.poster)}"` : "";
  const track =
    block.captions && CAPTIONS_SOURCE.test(block.captions.src)
      ? `<track kind="captions" src="${escape(block.captions.src)}" srclang="${escape(block.captions.srclang)}" label="${escape(block.captions.label)}" default>`
      : "";
  return `<video controls preload="metadata" src="${escape(block.src)}"${poster}${size}>${track}</video>`;
}

export function audioHtml(block: AudioBlock): string {
  return `<audio controls preload="metadata" src="${escape(block.src)}"></audio>`;
}

const VIDEO_TAG = /<video\b[^>]*>([\s\S]*?)<\/video>/gi;
const CAPTIONS_TRACK = /<track\b[^>]*\skind\s*=\s*["']?(captions|subtitles)\b/i;

/** How many videos of a piece's HTML have no captions track: flagged beside Publish, as images
 * without alt text are, since a reader who cannot hear them is told nothing. */
export function videosWithoutCaptions(html: string): number {
  let count = 0;
  for (const [, inner] of html.matchAll(VIDEO_TAG)) if (!CAPTIONS_TRACK.test(inner ?? "")) count++;
  return count;
}
