import fs from "node:fs";
import path from "node:path";

/** Where the islands' build (vite.islands.config.ts) writes its manifest, in the client build. */
const MANIFEST = path.join(".vite", "islands-manifest.json");

/**
 * The address of the public pages' boot script (decision 0063), as the islands' build named it, read
 * once when the server starts; null when the build has none (a server started on React Router's
 * build alone): the pages then run no script, as they do for a reader without JavaScript.
 */
export function readIslandBoot(clientDir: string): string | null {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, MANIFEST), "utf8")) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    const boot = Object.values(manifest).find((chunk) => chunk.isEntry);
    return boot ? `/${boot.file}` : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
