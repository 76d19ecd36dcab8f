import type { Manifest } from "./manifest.ts";

/** Bytes as an operator reads them: 1.4 MB, 820 kB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** '1 file', '3 files', '1 person', '2 people'. */
export const counted = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

/** What `npm run backup` prints of the archive it wrote: on the embedded database, how long the site
 * waited for the snapshot too, whichever process took it (the archive's manifest says). */
export function describeBackup(manifest: Manifest, file: string, size: number): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const files = Object.keys(manifest.entries).filter((name) => name.startsWith("uploads/")).length;
  const lines = [
    `Backed up to ${file} (${formatSize(size)}): ${counted(rows, "row")} in ${counted(Object.keys(manifest.tables).length, "table")} and ${counted(files, "stored file")}, as of ${manifest.createdAt} (schema ${manifest.schemaVersion}).`,
  ];
  if (manifest.engine === "pglite" && manifest.snapshotMs !== undefined)
    lines.push(`The database was held for its snapshot for ${manifest.snapshotMs} ms.`);
  if (manifest.missingUploads.length)
    lines.push(
      `${counted(manifest.missingUploads.length, "file")} the database names were not in the store (listed in the archive's manifest): ${manifest.missingUploads.slice(0, 5).join(", ")}${manifest.missingUploads.length > 5 ? ", …" : ""}`,
    );
  return lines.join("\n");
}
