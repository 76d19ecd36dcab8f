import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { ALT_TEXT_MAX_LENGTH } from "#shared/schemas/media.ts";
import type { Db } from "../../db/client.ts";
import { media } from "../../db/schema.ts";
import type { FileFetch } from "../../providers/outbound.ts";
import type { Storage } from "../../providers/storage.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { isDomainError } from "../errors.ts";
import { oldestUploadsByHash } from "../media/by-hash.ts";
import { storeImage } from "../media/uploads.ts";
import { importedAs, recordImported } from "./imported.ts";

/** Where the images of an export come from: the copy of its uploads folder, or their old address. */
export type ImageSources = { uploadsDir?: string; fetchFile?: FileFetch };

/** An image as the import has it: our address, or why not (reported with its URL). */
export type Had = { url: string; fresh: boolean } | { missing: string };

/** Where an uploads folder's files are in an export's URLs: WordPress's, and Ghost's images, media
 * (video and audio) and files. */
const UPLOADS_PATH = /\/(?:wp-content\/uploads|content\/(images|media|files))\/(.+)$/;

/** Ghost's own address of its files in an export ('__GHOST_URL__/content/media/…'): no web address. */
const GHOST_OWN = /^__GHOST_URL__\//;
export const GHOST_FILE_NOT_THERE =
  "Ghost's own file (__GHOST_URL__): read only from the uploads folder given to the command, and not there";

/** The files `url` may be in the uploads copy, never a path outside it: '…/wp-content/uploads/2024/05/x.jpg'
 * is DIR/2024/05/x.jpg; Ghost's '…/content/media/2024/05/x.mp4' is DIR/media/2024/05/x.mp4 (DIR is
 * Ghost's content folder) or DIR/2024/05/x.mp4 (DIR is that one folder, as content/images has been). */
export function uploadsFiles(dir: string, url: string): string[] {
  const match = UPLOADS_PATH.exec(url.split(/[?#]/)[0]!);
  if (!match) return [];
  const [, ghostFolder, relative] = match;
  const root = path.resolve(dir);
  return (ghostFolder ? [`${ghostFolder}/${relative}`, relative!] : [relative!])
    .map((rel) => path.resolve(dir, decodeURIComponent(rel)))
    .filter((file) => file.startsWith(root + path.sep));
}

/** The first of `uploadsFiles`, as images have been read. */
export function uploadsFile(dir: string, url: string): string | null {
  return uploadsFiles(dir, url).at(-1) ?? null;
}

/**
 * The path of `url`'s file in the uploads copy, null when the copy has no such file, or why it is not
 * read (`{ refused }`): a link (or a linked folder) inside the copy that leads outside it is followed by
 * no one, since the copy is the operator's and what is outside it is the server's.
 */
export async function findUploadsFile(
  dir: string,
  url: string,
): Promise<string | { refused: string } | null> {
  const root = await fs.promises.realpath(dir);
  for (const file of uploadsFiles(dir, url)) {
    let real: string;
    try {
      real = await fs.promises.realpath(file);
    } catch {
      continue;
    }
    if (!real.startsWith(root + path.sep))
      return {
        refused: `${path.relative(dir, file)} in the uploads folder leads outside it (a link): not read`,
      };
    if ((await fs.promises.stat(real)).isFile()) return real;
  }
  return null;
}

/** The bytes of `url`'s file in the uploads copy, null when the copy has no such file, or why not. */
export async function readUploadsFile(dir: string, url: string): Promise<Buffer | string | null> {
  const found = await findUploadsFile(dir, url);
  if (found === null) return null;
  if (typeof found !== "string") return found.refused;
  return fs.promises.readFile(found).catch(() => null);
}

/** Why `url` cannot be fetched (it is not a web address, or nothing fetches), or its address. */
export function webAddress(url: string, sources: ImageSources): URL | string {
  if (GHOST_OWN.test(url)) return GHOST_FILE_NOT_THERE;
  let address: URL;
  try {
    address = new URL(url);
  } catch {
    return "not a web address";
  }
  return sources.fetchFile ? address : "not in the uploads folder";
}

export async function bytesOf(url: string, sources: ImageSources): Promise<Buffer | string> {
  const copied = sources.uploadsDir ? await readUploadsFile(sources.uploadsDir, url) : null;
  if (copied) return copied;
  const address = webAddress(url, sources);
  if (typeof address === "string") return address;
  try {
    return await sources.fetchFile!(address);
  } catch (error) {
    return (error as Error).message;
  }
}

/** The oldest upload with these bytes, when the library holds them already. */
async function heldByHash(db: Db, storage: Storage, bytes: Buffer) {
  const hash = createHash("sha256").update(bytes).digest("hex");
  const row = (await oldestUploadsByHash(db, [hash])).get(hash);
  return row ? { id: row.id, url: storage.url(row.storageKey) } : null;
}

/**
 * The images of an import, each put through the upload pipeline once (storeImage: checked, decoded,
 * resized, recorded in `media`), as an uploaded one is: by its URL once per run and across runs
 * (imported_items), and by its bytes across URLs (an image the library holds is not stored again).
 */
export function createImageCopier(
  db: Db,
  storage: Storage,
  actor: SessionUser,
  source: string,
  sources: ImageSources,
) {
  const seen = new Map<string, Promise<Had>>();
  const copy = async (url: string, alt: string): Promise<Had> => {
    const known = await importedAs(db, source, "media", url);
    const [row] = known
      ? await db.select({ key: media.storageKey }).from(media).where(eq(media.id, known))
      : [];
    if (row) return { url: storage.url(row.key), fresh: false };
    const bytes = await bytesOf(url, sources);
    if (typeof bytes === "string") return { missing: bytes };
    const held = await heldByHash(db, storage, bytes);
    if (held) {
      await recordImported(db, source, "media", url, held.id);
      return { url: held.url, fresh: false };
    }
    const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "borderland-moving-in-"));
    try {
      const file = path.join(dir, "image");
      await fs.promises.writeFile(file, bytes, { mode: 0o600 });
      const name = path.basename(new URL(url, "http://x.invalid").pathname) || "image";
      const stored = await storeImage(db, storage, actor, {
        path: file,
        filename: name,
        alt: Array.from(alt.trim()).slice(0, ALT_TEXT_MAX_LENGTH).join(""),
      });
      await recordImported(db, source, "media", url, stored.mediaId);
      return { url: stored.url, fresh: true };
    } catch (error) {
      if (isDomainError(error)) return { missing: error.message };
      throw error;
    } finally {
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  };
  return (url: string, alt = ""): Promise<Had> => {
    let had = seen.get(url);
    if (!had) seen.set(url, (had = copy(url, alt)));
    return had;
  };
}

export type ImageCopier = ReturnType<typeof createImageCopier>;

const IMG = /<img\b[^>]*>/gi;
const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "i")
    .exec(tag)
    ?.slice(1)
    .find((v) => v !== undefined);

/** The body with each <img>'s src made our copy's (its srcset and sizes, which name the old site's
 * renditions, dropped); an image not had keeps its address. `had` is asked once per image. */
export async function rewriteImages(
  html: string,
  had: (url: string, alt: string) => Promise<Had>,
): Promise<string> {
  const tags = html.match(IMG) ?? [];
  const done = new Map<string, string>();
  for (const tag of tags) {
    const src = attr(tag, "src");
    if (!src || done.has(tag)) continue;
    const result = await had(src, attr(tag, "alt") ?? "");
    const stripped = tag.replace(/\s(?:srcset|sizes)\s*=\s*(?:"[^"]*"|'[^']*')/gi, "");
    done.set(tag, "url" in result ? stripped.replace(src, result.url) : stripped);
  }
  return html.replace(IMG, (tag) => done.get(tag) ?? tag);
}

/** The distinct image addresses of a body, for a dry run. */
export function imagesIn(html: string): string[] {
  return [...new Set((html.match(IMG) ?? []).map((tag) => attr(tag, "src")).filter((s): s is string => !!s))];
}
