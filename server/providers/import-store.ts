import fs from "node:fs";
import path from "node:path";
import { once } from "node:events";
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { createS3Client } from "./s3-storage.ts";

/**
 * Where an export uploaded in Settings → Import waits for its import (decision 0070), in the parts it
 * came in: DATA_DIR/imports/<id>/, or, when uploads are in an S3 bucket, that bucket under
 * IMPORTS_PREFIX, so that whichever process runs the import's job finds it. Like the backups, nothing
 * under the prefix is ever served (uploads' keys have no slash); the export holds people's addresses.
 */
export type ImportStore = {
  /** Keeps part `index` of import `id`'s file. */
  savePart(id: string, index: number, bytes: Uint8Array): Promise<void>;
  /** Writes the file's parts 0 … count − 1, in order, to `file`. */
  assemble(id: string, count: number, file: string): Promise<void>;
  /** Removes every part of the import's file. */
  remove(id: string): Promise<void>;
};

export const IMPORTS_PREFIX = "imports/";

const ID = /^[0-9a-f-]{36}$/;

function checked(id: string, index = 0): string {
  if (!ID.test(id) || !Number.isInteger(index) || index < 0)
    throw new Error(`Not an import's part: ${JSON.stringify(id.slice(0, 40))} ${index}`);
  return id;
}

const partName = (index: number) => String(index).padStart(6, "0");

/** Writes the parts' bodies to `file` one after another, through a partial file renamed at the end. */
async function writeParts(
  file: string,
  count: number,
  open: (index: number) => Promise<AsyncIterable<Buffer>>,
) {
  await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial, { mode: 0o600 });
  const closed = new Promise<void>((resolve, reject) => out.once("close", resolve).once("error", reject));
  try {
    for (let index = 0; index < count; index++)
      for await (const chunk of await open(index)) if (!out.write(chunk)) await once(out, "drain");
    out.end();
    await closed;
    await fs.promises.rename(partial, file);
  } catch (error) {
    out.destroy();
    await closed.catch(() => {});
    await fs.promises.rm(partial, { force: true });
    throw error;
  }
}

export function createLocalImportStore(dir: string): ImportStore {
  const folder = (id: string) => path.join(dir, checked(id));
  return {
    async savePart(id, index, bytes) {
      checked(id, index);
      const file = path.join(folder(id), partName(index));
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(`${file}.partial`, bytes, { mode: 0o600 });
      await fs.promises.rename(`${file}.partial`, file);
    },
    assemble(id, count, file) {
      return writeParts(file, count, async (index) =>
        fs.createReadStream(path.join(folder(id), partName(index))),
      );
    },
    async remove(id) {
      await fs.promises.rm(folder(id), { recursive: true, force: true });
    },
  };
}

export function createS3ImportStore(
  options: NonNullable<Config["s3"]>,
  prefix = IMPORTS_PREFIX,
): ImportStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  const key = (id: string, index: number) => `${prefix}${checked(id, index)}/${partName(index)}`;
  return {
    async savePart(id, index, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key(id, index),
          Body: bytes,
          ContentLength: bytes.length,
          ContentType: "application/octet-stream",
        }),
      );
    },
    assemble(id, count, file) {
      return writeParts(file, count, async (index) => {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key(id, index) }));
        return object.Body as Readable;
      });
    },
    async remove(id) {
      const Prefix = `${prefix}${checked(id)}/`;
      for (;;) {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix }));
        const Objects = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (Objects.length === 0) return;
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects } }));
      }
    },
  };
}

/** The store the configuration implies: the uploads' bucket when there is one, else DATA_DIR/imports. */
export function openImportStore(config: Pick<Config, "s3" | "dataDir">): ImportStore {
  return config.s3
    ? createS3ImportStore(config.s3)
    : createLocalImportStore(path.join(config.dataDir, "imports"));
}

/** Where video, audio and captions files wait in their parts until the last arrives (issue 41,
 * server/modules/media-files/uploads.ts): DATA_DIR/media-parts, or the uploads' bucket under
 * `media-parts/` (never served: uploads' keys have no slash). */
export function openMediaPartsStore(config: Pick<Config, "s3" | "dataDir">): ImportStore {
  return config.s3
    ? createS3ImportStore(config.s3, "media-parts/")
    : createLocalImportStore(path.join(config.dataDir, "media-parts"));
}

/** Where the process that runs an import keeps the file assembled from its parts. */
export const assembledFile = (dataDir: string, id: string) =>
  path.join(dataDir, "imports", `${checked(id)}.export`);
