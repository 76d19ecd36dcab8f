import fs from "node:fs";
import yauzl from "yauzl";
import { PACKAGE_LIMITS } from "./limits.ts";
import { documentUnreadable, legacyWordDocument, notAWordDocument } from "./refusals.ts";

/** The parts of a .docx package by name, inflated. */
export type DocxParts = Map<string, Buffer>;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** Compound File Binary: Word 97-2003's .doc (and an encrypted .docx, which is one too). */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const WORD_MAIN_PART = "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml";

async function magic(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Opens a .docx as the zip package it must be, before any converter sees it: decided by its bytes (a
 * legacy .doc and anything that is not a zip are refused with their own messages), then by its central
 * directory (entry count, declared sizes and compression ratios within PACKAGE_LIMITS, checked before a
 * byte is inflated), then by inflating each part with yauzl, which fails as soon as a part inflates past
 * the size it declared. The package must name a WordprocessingML main document.
 */
export async function readDocxPackage(file: string): Promise<DocxParts> {
  const head = await magic(file);
  if (head.equals(OLE2_MAGIC)) throw legacyWordDocument();
  if (!head.subarray(0, 4).equals(ZIP_MAGIC)) throw notAWordDocument();
  let parts: DocxParts;
  try {
    parts = await inflateAll(file);
  } catch {
    throw documentUnreadable();
  }
  const types = parts.get("[Content_Types].xml")?.toString("utf8") ?? "";
  if (!types.includes(WORD_MAIN_PART)) throw documentUnreadable();
  return parts;
}

function openZip(file: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true, validateEntrySizes: true, autoClose: false }, (error, zip) =>
      error || !zip ? reject(error ?? new Error("no zip")) : resolve(zip),
    ),
  );
}

/** Throws when the central directory says the package is more than a Word document should be. */
export function checkDeclaredSizes(entries: Array<{ compressedSize: number; uncompressedSize: number }>) {
  if (entries.length > PACKAGE_LIMITS.entries) throw new Error("too many entries");
  let total = 0;
  for (const { compressedSize, uncompressedSize } of entries) {
    total += uncompressedSize;
    if (total > PACKAGE_LIMITS.totalBytes) throw new Error("inflates too far");
    if (
      uncompressedSize > PACKAGE_LIMITS.ratioFloorBytes &&
      uncompressedSize > compressedSize * PACKAGE_LIMITS.ratio
    ) {
      throw new Error("compression ratio of a bomb");
    }
  }
}

async function inflateAll(file: string): Promise<DocxParts> {
  const zip = await openZip(file);
  try {
    // Known from the end of the central directory, before a single entry is listed.
    if (zip.entryCount > PACKAGE_LIMITS.entries) throw new Error("too many entries");
    const entries = await listEntries(zip);
    checkDeclaredSizes(entries);
    const parts: DocxParts = new Map();
    for (const entry of entries) {
      if (entry.fileName.endsWith("/")) continue;
      if (entry.isEncrypted()) throw new Error("encrypted part");
      parts.set(entry.fileName, await inflate(zip, entry));
    }
    return parts;
  } finally {
    zip.close();
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on("entry", (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", reject);
    zip.readEntry();
  });
}

function inflate(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error("no stream"));
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", reject);
      stream.on("end", () => resolve(Buffer.concat(chunks)));
    });
  });
}
