import type { Download } from "../../server/modules/backups/exports.ts";
import { NO_STORE } from "./answer.server.ts";

/**
 * The answer of a file to download that is streamed as it is made (the backup archive). Sent chunked:
 * for a body of unknown length, Node's adapter (@hono/node-server) first reads a few chunks to give the
 * answer a Content-Length, and takes a failure among them for the end, which made a failed backup a
 * whole, empty file. Chunked, it streams from the first byte, and a failure aborts the transfer, which
 * the browser reports as a failed download.
 */
export function streamedDownload(download: Download): Response {
  return new Response(download.body, {
    headers: {
      ...NO_STORE,
      "Content-Type": download.contentType,
      "Content-Disposition": `attachment; filename="${download.fileName}"`,
      "Transfer-Encoding": "chunked",
    },
  });
}
