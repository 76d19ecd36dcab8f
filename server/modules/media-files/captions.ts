/** Whether a file is WebVTT (https://www.w3.org/TR/webvtt1/), checked as far as a browser needs it to
 * show the captions: UTF-8 text, the WEBVTT signature line, and a valid time line for each cue. Returns
 * the number of cues, or a reason it is not one. */
export function checkWebVtt(
  bytes: Uint8Array,
): { ok: true; cues: number } | { ok: false; reason: "not" | "empty" } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, reason: "not" };
  }
  if (text.includes("\0")) return { ok: false, reason: "not" };
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? "")) return { ok: false, reason: "not" };
  let cues = 0;
  for (const line of lines.slice(1)) {
    if (!line.includes("-->")) continue;
    if (!TIMING.test(line)) return { ok: false, reason: "not" };
    cues++;
  }
  return cues ? { ok: true, cues } : { ok: false, reason: "empty" };
}

const TIME = String.raw`(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}`;
const TIMING = new RegExp(String.raw`^${TIME}[ \t]+-->[ \t]+${TIME}(?:[ \t].*)?$`);
