import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Invalid } from "../errors.ts";

/** The archive's own list of its files and their contents' hashes, at its root: what a later run
 * compares with, to write only what changed and remove what is gone. */
export const MANIFEST = "archive-manifest.json";

type Manifest = { version: 1; madeOn: string; files: Record<string, string> };

export type StoreCounts = { written: number; unchanged: number; removed: number };

/** Refuses a target an archive must not be written to: inside the data directory, a file, or a folder
 * with other things in it (unless `force`). */
export function checkTarget(dir: string, dataDir: string, force: boolean): void {
  const target = path.resolve(dir);
  const data = path.resolve(dataDir);
  if (target === data || target.startsWith(`${data}${path.sep}`))
    throw new Invalid(`${dir} is inside the data directory (${dataDir}): choose a folder outside it.`);
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return;
  if (!stat.isDirectory()) throw new Invalid(`${dir} is a file, not a folder.`);
  const entries = fs.readdirSync(target);
  if (entries.length > 0 && !entries.includes(MANIFEST) && !force)
    throw new Invalid(
      `${dir} is not empty and holds no archive: choose an empty folder, or add --force to write into it.`,
    );
}

/** The folder's files, written only when their contents changed since the last run. `normalize` gives
 * what a file's hash is of (a page's banner date left out: a page made again unchanged is not new). */
export function openStore(dir: string, madeOn: string, normalize: (file: string, bytes: Buffer) => Buffer) {
  fs.mkdirSync(dir, { recursive: true });
  const manifestPath = path.join(dir, MANIFEST);
  const before: Record<string, string> = fs.existsSync(manifestPath)
    ? (JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest).files
    : {};
  const files: Record<string, string> = {};
  const counts: StoreCounts = { written: 0, unchanged: 0, removed: 0 };
  const written: string[] = [];

  /** Where `file` goes, once its hash is known; null when it is there unchanged. */
  const place = (file: string, hash: string): string | null => {
    files[file] = hash;
    const full = path.resolve(dir, ...file.split("/"));
    // An address whose decoded path climbs out (`%2F..%2F`) is never written outside the folder.
    if (!full.startsWith(path.resolve(dir) + path.sep)) throw new Error(`${file} is outside the archive`);
    if (before[file] === hash && fs.existsSync(full)) {
      counts.unchanged++;
      return null;
    }
    fs.mkdirSync(path.dirname(full), { recursive: true });
    written.push(file);
    counts.written++;
    return full;
  };

  return {
    /** Writes `file` (a path inside the archive, with forward slashes) unless it is unchanged. */
    write(file: string, bytes: Buffer): void {
      const full = place(file, createHash("sha256").update(normalize(file, bytes)).digest("hex"));
      if (full) fs.writeFileSync(full, bytes);
    },
    /** Copies the file `from` as `file` unless it is unchanged, read in chunks (a file kept as it is:
     * a picture, a font, a 300 MB PDF), never whole in memory. */
    copy(file: string, from: string): void {
      const full = place(file, hashOfFile(from));
      if (full) fs.copyFileSync(from, full);
    },
    /** Removes what the last run wrote and this one did not (a piece taken down since), and saves the
     * manifest. */
    finish(): StoreCounts & { changed: string[] } {
      for (const file of Object.keys(before)) {
        if (file in files) continue;
        const full = path.join(dir, ...file.split("/"));
        fs.rmSync(full, { force: true });
        removeEmptyFolders(dir, path.dirname(full));
        counts.removed++;
      }
      const manifest: Manifest = { version: 1, madeOn, files };
      fs.writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 1)}\n`);
      return { ...counts, changed: written };
    },
  };
}

const CHUNK = 1 << 20;

/** The SHA-256 of a file's contents, read a megabyte at a time. */
function hashOfFile(file: string): string {
  const hash = createHash("sha256");
  const buffer = Buffer.alloc(CHUNK);
  const fd = fs.openSync(file, "r");
  try {
    for (let read; (read = fs.readSync(fd, buffer, 0, CHUNK, null)) > 0;)
      hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest("hex");
}

function removeEmptyFolders(root: string, folder: string): void {
  const top = path.resolve(root);
  for (let at = path.resolve(folder); at !== top && at.startsWith(top); at = path.dirname(at)) {
    if (fs.readdirSync(at).length > 0) return;
    fs.rmdirSync(at);
  }
}
