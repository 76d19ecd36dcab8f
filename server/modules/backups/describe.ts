import type { Manifest } from "./manifest.ts";

import { counted, formatSize } from "#shared/counted.ts";

export { counted, formatSize };

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
