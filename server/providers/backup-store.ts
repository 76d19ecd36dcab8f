import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from "@aws-sdk/client-s3";
import type { Config } from "../config.ts";
import { createS3Client } from "./s3-storage.ts";

/**
 * Where the scheduled backups go (decision 0051): DATA_DIR/backups, or, when uploads are in an S3
 * bucket, that bucket under BACKUPS_PREFIX. Uploads' keys are flat names without a slash, so no key under
 * the prefix is ever served at /uploads/; a bucket that is publicly readable must not be so under it.
 */
export type BackupStore = {
  /** For the portal and the log: where the copies are, without any secret. */
  where: string;
  /** Keeps the archive at `file` under `name` (the file is left as it was). */
  save(name: string, file: string): Promise<void>;
  /** The copies kept, any order. */
  list(): Promise<{ name: string; size: number }[]>;
  remove(name: string): Promise<void>;
  /** A kept file's bytes, for its download (Settings → Archive's zip). */
  open(name: string): Promise<{ body: Readable; size: number }>;
};

export const BACKUPS_PREFIX = "backups/";

/** A scheduled backup's name: the instant it was taken, in UTC. */
const NAME = /^borderland-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.tar\.gz$/;

export const isBackupName = (name: string) => NAME.test(name);

/** Settings → Archive's zip of the public site (decision 0080), kept beside the backups: its name is the
 * instant it was made, and `list` (the backups' retention) never sees it. */
const ARCHIVE_NAME = /^borderland-archive-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.zip$/;

export const isArchiveName = (name: string) => ARCHIVE_NAME.test(name);

function assertName(name: string) {
  if (!isBackupName(name) && !isArchiveName(name))
    throw new Error(`Not a backup's name: ${JSON.stringify(name.slice(0, 80))}`);
}

export function createLocalBackupStore(dir: string): BackupStore {
  return {
    where: dir,
    async save(name, file) {
      assertName(name);
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      const partial = path.join(dir, `.${name}.partial`);
      await fs.promises.copyFile(file, partial);
      await fs.promises.chmod(partial, 0o600);
      await fs.promises.rename(partial, path.join(dir, name));
    },
    async list() {
      const names = fs.existsSync(dir) ? await fs.promises.readdir(dir) : [];
      return Promise.all(
        names.filter(isBackupName).map(async (name) => ({
          name,
          size: (await fs.promises.stat(path.join(dir, name))).size,
        })),
      );
    },
    async remove(name) {
      assertName(name);
      await fs.promises.rm(path.join(dir, name), { force: true });
    },
    async open(name) {
      assertName(name);
      const file = path.join(dir, name);
      const { size } = await fs.promises.stat(file);
      return { body: fs.createReadStream(file), size };
    },
  };
}

export function createS3BackupStore(options: NonNullable<Config["s3"]>): BackupStore {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    where: `the S3 bucket ${Bucket}, under ${BACKUPS_PREFIX}`,
    async save(name, file) {
      assertName(name);
      const { size } = await fs.promises.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: `${BACKUPS_PREFIX}${name}`,
          Body: fs.createReadStream(file),
          ContentLength: size,
          ContentType: isArchiveName(name) ? "application/zip" : "application/gzip",
        }),
      );
    },
    async list() {
      const found: { name: string; size: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: BACKUPS_PREFIX, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key!.slice(BACKUPS_PREFIX.length);
          if (isBackupName(name)) found.push({ name, size: object.Size ?? 0 });
        }
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return found;
    },
    async remove(name) {
      assertName(name);
      await client.send(new DeleteObjectCommand({ Bucket, Key: `${BACKUPS_PREFIX}${name}` }));
    },
    async open(name) {
      assertName(name);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: `${BACKUPS_PREFIX}${name}` }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    },
  };
}

/** The store the configuration implies: the uploads' bucket when there is one, else DATA_DIR/backups. */
export function openBackupStore(config: Pick<Config, "s3" | "dataDir">): BackupStore {
  return config.s3
    ? createS3BackupStore(config.s3)
    : createLocalBackupStore(path.join(config.dataDir, "backups"));
}
