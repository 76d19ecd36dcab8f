import { MEDIA_FILE_PART_BYTES, MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import { sendInParts } from "~/components/portal/media/send-in-parts.ts";

/** How far an import's upload is: which file of how many, and its bytes. */
export type ImportProgress = { index: number; count: number; name: string; sent: number; size: number };

export type ImportSent =
  { ok: true; id: string } | { ok: false; message: string; fields?: Record<string, string> };

/**
 * Print editions' import (decision 0079): announces the chosen PDFs' names and sizes with the pattern
 * (POST /admin/print-imports: a pattern that reads none of them is refused before a byte is sent), then
 * sends each file the server asks for in parts, one after another, as the media files' upload does (a
 * part lost to the network is sent again). The server's queued job imports them once the last part of
 * the last file is in.
 */
export async function sendPrintImport(
  chosen: readonly File[],
  form: { pattern: string; publish: boolean },
  onProgress: (progress: ImportProgress) => void,
): Promise<ImportSent> {
  let begun: {
    ok?: boolean;
    id?: string;
    error?: string;
    fields?: Record<string, string>;
    files?: { name: string }[];
  };
  try {
    const response = await fetch("/admin/print-imports", {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({ ...form, files: chosen.map((f) => ({ name: f.name, size: f.size })) }),
    });
    begun = await response.json().catch(() => ({}));
  } catch {
    return { ok: false, message: MEDIA_FILE_TEXTS.cutOff };
  }
  if (!begun.ok || !begun.id || !begun.files)
    return { ok: false, message: begun.error ?? MEDIA_FILE_TEXTS.cutOff, fields: begun.fields };
  const { id, files } = begun;
  for (const [index, { name }] of files.entries()) {
    const file = chosen.find((f) => f.name === name)!;
    const sent = await sendInParts(
      file,
      (bytes) => onProgress({ index, count: files.length, name, sent: bytes, size: file.size }),
      {
        start: "/admin/print-imports/file",
        parts: "/admin/print-imports/part",
        partBytes: MEDIA_FILE_PART_BYTES,
        memory: "print-import",
        cutOff: MEDIA_FILE_TEXTS.cutOff,
        extra: { batch: id },
      },
    );
    if (!sent.ok) return sent;
  }
  return { ok: true, id };
}
