import fs from "node:fs";
import { formatSize } from "../backups/describe.ts";
import { readGhost } from "./ghost.ts";
import { UnreadableExport, type SourceExport } from "./source.ts";
import { readWxr } from "./wxr.ts";

/** The largest WordPress export (WXR) the import reads. It is read as a stream, post by post, so its
 * size costs time rather than memory (docs/operations.md measures a 200 MB one); past this an export
 * is better split on the old site (WordPress exports by date range or category). */
export const MAX_WXR_BYTES = 1_000_000_000;

/** The largest Ghost export (JSON) the import reads: JSON is parsed whole, and a file of this size
 * stays within the server's heap (--max-old-space-size=384). */
export const MAX_GHOST_BYTES = 50_000_000;

/** How much of the file is read at a time. */
const CHUNK_BYTES = 64 * 1024;

const cannotRead = (file: string, error: unknown) =>
  new UnreadableExport(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? "unreadable"}`);

/** The file's text from its start, in chunks (a character split between two reads is kept whole), with
 * a byte order mark and the white space before the first character left out. */
async function* chunksOf(file: string): AsyncGenerator<string> {
  let started = false;
  try {
    for await (const chunk of fs.createReadStream(file, { encoding: "utf8", highWaterMark: CHUNK_BYTES })) {
      const text: string = started ? chunk : (chunk as string).replace(/^\uFEFF/, "").trimStart();
      started ||= text !== "";
      if (text) yield text;
    }
  } catch (error) {
    throw cannotRead(file, error);
  }
}

/** The first character of the file that is not white space (or a byte order mark), '' for none. */
async function firstCharacter(file: string): Promise<string> {
  for await (const text of chunksOf(file)) return text[0]!;
  return "";
}

const tooLarge = (file: string, size: number, limit: number, kind: string) =>
  new UnreadableExport(
    `${file} is ${formatSize(size)}: the import reads a ${kind} of at most ${(limit / 1_000_000).toLocaleString("en")} MB. Export the old site in parts (by date or category) and import each.`,
  );

/**
 * Which system's export a file is, told by its first character that is not white space: '<' an XML
 * document (WordPress's WXR), '{' a JSON one (Ghost's). A file over the size limit of its kind, or of
 * neither kind, is refused with one line that calls it `name` (the path on the command line, the
 * uploaded file's name in the portal, which asks this of an upload's first part).
 */
export function kindOf(first: string, size: number, name: string): "wxr" | "ghost" {
  if (first === "<") {
    if (size > MAX_WXR_BYTES) throw tooLarge(name, size, MAX_WXR_BYTES, "WordPress export");
    return "wxr";
  }
  if (first === "{") {
    if (size > MAX_GHOST_BYTES) throw tooLarge(name, size, MAX_GHOST_BYTES, "Ghost export");
    return "ghost";
  }
  throw new UnreadableExport(`${name} is neither a WordPress export (WXR) nor a Ghost export (JSON)`);
}

async function kindOfExport(file: string, name: string): Promise<"wxr" | "ghost"> {
  let size: number;
  try {
    size = (await fs.promises.stat(file)).size;
  } catch (error) {
    throw cannotRead(name, error);
  }
  return kindOf(await firstCharacter(file), size, name);
}

/**
 * Reads an export file of either system (`kindOfExport`); anything that cannot be read is refused with
 * one line. A WXR file is read as a stream (./wxr.ts); a Ghost file, whole.
 */
export async function readExport(file: string, name = file): Promise<SourceExport> {
  if ((await kindOfExport(file, name)) === "wxr") return readWxr(() => chunksOf(file));
  let json: unknown;
  try {
    json = JSON.parse((await fs.promises.readFile(file, "utf8")).replace(/^\uFEFF/, ""));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new UnreadableExport(`The file is not valid JSON: ${error.message}`);
    throw cannotRead(name, error);
  }
  return readGhost(json);
}
