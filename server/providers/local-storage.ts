import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { assertStorageKey, contentTypeOfKey, resolveRange, UPLOADS_PATH, type Storage } from "./storage.ts";

/** Stored objects as files in one directory (DATA_DIR/uploads), served by this server under /uploads/.
 * A file appears under its key only when complete: it is written beside it and renamed. */
export function createLocalStorage(dir: string): Storage {
  let ready: Promise<unknown> | undefined;
  const fileOf = (key: string) => {
    assertStorageKey(key);
    return path.join(dir, key);
  };
  const write = async (key: string, writePartial: (partial: string) => Promise<void>) => {
    const file = fileOf(key);
    await (ready ??= fs.promises.mkdir(dir, { recursive: true }));
    const partial = path.join(dir, `.${randomBytes(8).toString("hex")}.partial`);
    try {
      await writePartial(partial);
      await fs.promises.rename(partial, file);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw error;
    }
  };
  return {
    put(key, body) {
      return write(key, (partial) => fs.promises.writeFile(partial, body, { flag: "wx", mode: 0o644 }));
    },
    putFile(key, source) {
      return write(key, async (partial) => {
        await fs.promises.copyFile(source, partial, fs.constants.COPYFILE_EXCL);
        await fs.promises.chmod(partial, 0o644);
      });
    },
    async get(key, wanted) {
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
      const range = wanted && resolveRange(wanted, stat.size);
      if (range === "unsatisfiable") {
        await handle.close();
        return { body: new Blob([]).stream(), size: stat.size, contentType, range };
      }
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return {
        body: Readable.toWeb(stream) as ReadableStream<Uint8Array>,
        size: stat.size,
        contentType,
        ...(range ? { range } : {}),
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
