import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebStream } from "node:stream/web";
import { and, eq } from "drizzle-orm";
import { isUuid } from "#shared/schemas/fields.ts";
import { mediaFiles, printPages } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import type { JobHandler } from "../jobs/worker.ts";
import { pageTexts } from "./poppler.ts";

/** Rows written at once (a 60-page edition is one statement; a long book a few). */
const BATCH = 100;

/**
 * The job that reads a stored PDF's text once, page by page (pdftotext, decision 0079), off the request:
 * its pages replace any read before, and site search finds words in them with their page. A file gone
 * in the meantime is nothing to do. The search pages drop after it (a search is cached).
 */
export function printTextHandler(storage: Storage, onChange: (change: "content") => void): JobHandler {
  return async (tx, job) => {
    const fileId = String(job.payload.fileId ?? "");
    if (!isUuid(fileId)) return;
    const [file] = await tx
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.id, fileId), eq(mediaFiles.kind, "pdf")));
    if (!file) return;
    const stored = await storage.get(file.key);
    if (!stored) return;
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-print-"));
    try {
      const pdf = path.join(dir, "edition.pdf");
      await pipeline(Readable.fromWeb(stored.body as WebStream<Uint8Array>), fs.createWriteStream(pdf));
      const pages = await pageTexts(pdf);
      await tx.delete(printPages).where(eq(printPages.pdfFileId, fileId));
      const rows = pages.map((text, i) => ({ pdfFileId: fileId, page: i + 1, text }));
      for (let i = 0; i < rows.length; i += BATCH)
        await tx.insert(printPages).values(rows.slice(i, i + BATCH));
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
    return () => onChange("content");
  };
}
