import { SITE_IMPORT_PART_BYTES } from "#shared/constants.ts";
import { sendInParts } from "~/components/portal/media/send-in-parts.ts";

/** How an upload of an export ended: its import's id, or the message to show. */
export type Sent = { ok: true; id: string } | { ok: false; message: string };

const CUT_OFF =
  "The connection was lost and the upload stopped. Choose the same file again to go on from where it stopped.";

/**
 * Sends an export to Settings → Import in parts of SITE_IMPORT_PART_BYTES (decision 0070), each its own
 * request, telling `onSent` how many bytes the server has (../media/send-in-parts.ts). A refusal (not
 * an export, too large) ends it with the server's message.
 */
export async function sendExport(file: File, onSent: (bytes: number) => void): Promise<Sent> {
  const sent = await sendInParts(file, onSent, {
    start: "/admin/site-imports",
    parts: "/admin/site-imports/part",
    partBytes: SITE_IMPORT_PART_BYTES,
    memory: "site-import",
    cutOff: CUT_OFF,
  });
  return sent.ok ? { ok: true, id: sent.id } : sent;
}
