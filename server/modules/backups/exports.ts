import { PassThrough, Readable } from "node:stream";
import type { Db } from "../../db/client.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid } from "../errors.ts";
import { errorMessage } from "../jobs/worker.ts";
import { exportContent } from "./content-export.ts";
import { writeBackup, type BackupSources } from "./write-archive.ts";

/** What an admin may download from Settings (issue 28). */
export const EXPORTS = {
  archive: "The backup archive",
  content: "All content as JSON",
} as const;
export type ExportKind = keyof typeof EXPORTS;

export type Download = { body: ReadableStream<Uint8Array>; fileName: string; contentType: string };

/**
 * An admin's download (capability `backups`), recorded in the audit log: the backup archive, streamed
 * as it is written (the same format `npm run restore` reads), or the content as one JSON file. The
 * archive's snapshot is taken before its first bytes, which this waits for: a failure until then is
 * thrown here, to be answered as an error; one after them cuts the download, which the browser reports.
 */
export async function startExport(
  sources: BackupSources & { db: Db; storage: Storage },
  actor: SessionUser | null | undefined,
  kind: unknown,
  now = new Date(),
): Promise<Download> {
  assertCan(actor, "backups");
  if (kind !== "archive" && kind !== "content") throw new Invalid("Choose what to download.");
  await recordAudit(sources.db, actorOf(actor), {
    action: "export",
    subject: { type: "export", id: kind },
    summary: EXPORTS[kind],
  });
  const stamp = now.toISOString().slice(0, 19).replace(/:/g, "-");
  if (kind === "content") {
    const json = JSON.stringify(await exportContent(sources.db, sources.storage, now), null, 2);
    return {
      body: new Blob([json]).stream(),
      fileName: `borderland-content-${stamp}Z.json`,
      contentType: "application/json; charset=utf-8",
    };
  }
  const out = new PassThrough();
  let begun = false;
  writeBackup(sources, out).catch((error: unknown) => {
    if (begun) console.error(`A backup download failed after it began: ${errorMessage(error)}`);
  });
  const body = await fromFirstChunk(Readable.toWeb(out) as ReadableStream<Uint8Array>);
  begun = true;
  return {
    body,
    fileName: `borderland-${stamp}Z.tar.gz`,
    contentType: "application/gzip",
  };
}

/** `stream` once its first chunk has come: rejects with its failure until then. */
async function fromFirstChunk(stream: ReadableStream<Uint8Array>): Promise<ReadableStream<Uint8Array>> {
  const reader = stream.getReader();
  const first = await reader.read();
  return new ReadableStream({
    start(controller) {
      if (first.done) controller.close();
      else controller.enqueue(first.value);
    },
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
