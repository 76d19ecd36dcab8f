import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { ALT_TEXT_MAX_LENGTH } from "../../../app/lib/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { sanitizeContent } from "../content/sanitize.ts";
import { isDomainError } from "../errors.ts";
import { createQueue } from "../media/queue.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { storeImage, type StoredImage } from "../media/uploads.ts";
import { convertDocx, type ExtractedImage } from "./convert.ts";
import { DOCUMENT_MAX_BYTES } from "./limits.ts";
import { readDocxPackage } from "./package.ts";
import { documentTooLarge, documentUnreadable, noDocument } from "./refusals.ts";
import {
  countLosses,
  documentTitle,
  imagesAsFigures,
  lossReport,
  plainNotes,
  tablesAsText,
} from "./shape.ts";

/** One document converted at a time per process: each conversion is a worker with its own heap. */
const oneAtATime = createQueue(1);

export type ImportedDocument = {
  /** The article body, sanitized like every write; images refer to their uploads. */
  html: string;
  /** The first heading's text, for an empty headline. */
  title: string | null;
  /** What could not be kept, in one or more sentences, or null. */
  notImported: string | null;
  /** The images stored from the document. */
  images: StoredImage[];
};

/** The alt text of an image whose document gives no description: the one Insert uses (SPEC.md §2). */
const FALLBACK_ALT = "Article image";

const escapeAttribute = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const IMAGE_EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
};

/**
 * A .docx turned into an article body (decision 0014): the package checked and inflated within limits,
 * converted by mammoth in a bounded worker, every embedded image stored through the upload pipeline
 * (alt text from the image's description), tables made readable text, and the result sanitized. Nothing
 * is written unless the whole import succeeds: a refusal leaves no file and no `media` row behind.
 */
export async function importDocument(
  db: Db,
  storage: Storage,
  actor: SessionUser | null | undefined,
  upload: { path: string; filename: string | null },
): Promise<ImportedDocument> {
  assertStaff(actor);
  const { size } = await fs.promises.stat(upload.path);
  if (size === 0) throw noDocument();
  if (size > DOCUMENT_MAX_BYTES) throw documentTooLarge();
  const { converted, losses } = await oneAtATime(async () => {
    const parts = await readDocxPackage(upload.path);
    const losses = countLosses(
      parts.get("word/document.xml")?.toString("utf8") ?? "",
      parts.get("word/comments.xml")?.toString("utf8"),
    );
    try {
      return { converted: await convertDocx(parts), losses };
    } catch (error) {
      console.warn("A Word document could not be converted:", (error as Error).message);
      throw documentUnreadable();
    }
  });

  const stored = await storeImages(db, storage, actor, converted.images, upload.filename);
  try {
    const body = converted.html.replace(
      /<img [^>]*src="borderland-import:(\d+)"[^>]*>/g,
      (_, index: string) => {
        const image = stored.byIndex.get(Number(index));
        const alt = converted.images[Number(index)]?.alt.trim() || FALLBACK_ALT;
        return image ? `<img src="${image.url}" alt="${escapeAttribute(alt)}">` : "";
      },
    );
    const html = sanitizeContent(imagesAsFigures(plainNotes(tablesAsText(body))));
    return {
      html,
      title: documentTitle(html),
      notImported: lossReport({ ...losses, images: converted.images.length - stored.byIndex.size }),
      images: [...stored.byIndex.values()],
    };
  } catch (error) {
    await forget(db, storage, [...stored.byIndex.values()]);
    throw error;
  }
}

/** Each image through storeImage, as if uploaded on its own: one the pipeline refuses (a Windows
 * metafile, one over 5 MB) is left out and counted, anything else unexpected undoes the ones stored. */
async function storeImages(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  images: ExtractedImage[],
  documentName: string | null,
) {
  const byIndex = new Map<number, StoredImage>();
  if (images.length === 0) return { byIndex };
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-import-"));
  const base = (documentName ?? "document").replace(/\.docx?$/i, "");
  try {
    for (const [index, image] of images.entries()) {
      const file = path.join(dir, String(index));
      await fs.promises.writeFile(file, image.bytes, { mode: 0o600 });
      const extension = IMAGE_EXTENSIONS[image.contentType] ?? "bin";
      try {
        const alt = Array.from(image.alt.trim()).slice(0, ALT_TEXT_MAX_LENGTH).join("");
        byIndex.set(
          index,
          await storeImage(db, storage, actor, {
            path: file,
            filename: `${base}-image-${index + 1}.${extension}`,
            alt,
          }),
        );
      } catch (error) {
        if (!isDomainError(error)) throw error;
      }
    }
    return { byIndex };
  } catch (error) {
    await forget(db, storage, [...byIndex.values()]);
    throw error;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

/** Removes stored images again: their files and their `media` rows. */
async function forget(db: Db, storage: Storage, images: StoredImage[]) {
  if (images.length === 0) return;
  const rows = await db
    .delete(media)
    .where(
      inArray(
        media.id,
        images.map((i) => i.mediaId),
      ),
    )
    .returning({ variants: media.variants, avifVariants: media.avifVariants, preview: media.preview });
  await Promise.allSettled(rows.flatMap((row) => storedKeys(row).map((key) => storage.delete(key))));
}
