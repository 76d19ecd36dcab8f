import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { assertStorageKey, contentTypeOfKey, UPLOADS_PATH, type Storage } from "./storage.ts";

/** Stored objects as files in one directory (DATA_DIR/uploads), served by this server under /uploads/.
 * A file appears under its key only when complete: it is written beside it and renamed. */
export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined;
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await (ready ??= fs.promises.mkdir(dir, { recursive: true }));
      const partial = path.join(dir, `.${randomBytes(8).toString("hex")}.partial`);
      try {
        await fs.promises.writeFile(partial, body, { flag: "wx", mode: 0o644 });
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    },
    async get(key) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(path.join(dir, key), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const stream = handle.createReadStream();
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        size: stat.size,
        contentType,
      };
    },
    url(key) {
      assertStorageKey(key);
      return `${UPLOADS_PATH}${key}`;
    },
    async delete(key) {
      await fs.promises.rm(fileOf(key), { force: true });
    },
  };
}
