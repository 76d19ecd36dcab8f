import fs from "node:fs";
import path from "node:path";

export class DataDirInUse extends Error {
  constructor(
    message: string,
    /** The process that holds the directory, when known. */
    readonly pid?: number,
  ) {
    super(message);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** PGlite has no locking of its own: one process per data directory, enforced with a pid file. A lock
 * left by a killed process is taken over; a lock held by a live process stops us. */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(fs.readFileSync(file, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirInUse(
          `The data directory ${dataDir} is in use by another server process (pid ${pid}). Stop it first, or set DATA_DIR to another directory.`,
          pid,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirInUse(`Could not lock the data directory ${dataDir}: it is in use.`);
}
