import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeMediaRow } from "../../../tests/helpers/factories.ts";
import { S3RVER_CREDENTIALS, startS3, type RunningS3 } from "../../../tests/helpers/s3-server.ts";
import { createTestDatabase, describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Storage } from "../../providers/storage.ts";
import { createS3BackupStore } from "../../providers/backup-store.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createS3Storage } from "../../providers/s3-storage.ts";
import { storedKeys } from "../media/stored-keys.ts";
import { restoreBackup } from "./restore.ts";
import { writeBackup } from "./write-archive.ts";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-s3-backup-test-"));
let first: RunningS3;
let second: RunningS3;
beforeAll(async () => {
  [first, second] = await Promise.all([startS3("borderland-first"), startS3("borderland-second")]);
}, 60_000);
afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  fs.rmSync(scratch, { recursive: true, force: true });
});

const s3 = (server: RunningS3) =>
  createS3Storage({
    endpoint: server.endpoint,
    region: server.region,
    bucket: server.bucket,
    ...S3RVER_CREDENTIALS,
    publicUrl: undefined,
  });

async function read(storage: Storage, key: string): Promise<string | null> {
  const object = await storage.get(key);
  return object ? new Response(object.body).text() : null;
}

describeEachEngine("A backup of the S3 store", ({ db, engine }) => {
  const handles: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  afterAll(async () => {
    for (const handle of handles) await handle.drop();
  });
  const emptyDatabase = async () => {
    const handle = await createTestDatabase(engine, { migrate: false });
    handles.push(handle);
    return handle.database;
  };

  it("restores into local storage, and from there into another bucket, byte for byte", async () => {
    const image = await makeMediaRow(db(), { width: 800, height: 400 });
    const keys = [...new Set([image.storageKey, ...storedKeys(image)])];
    const bucket = s3(first);
    for (const key of keys) await bucket.put(key, Buffer.from(`${engine} bytes of ${key}`), "image/webp");
    const toLocal = path.join(scratch, `from-s3-${engine}.tar.gz`);
    await writeBackup({ database: { db: db(), engine }, storage: bucket }, fs.createWriteStream(toLocal));

    const local = createLocalStorage(path.join(scratch, `uploads-${engine}`));
    const restored = await emptyDatabase();
    await restoreBackup(toLocal, { database: restored, storage: local });
    for (const key of keys) expect(await read(local, key)).toBe(`${engine} bytes of ${key}`);

    const back = path.join(scratch, `from-local-${engine}.tar.gz`);
    await writeBackup({ database: restored, storage: local }, fs.createWriteStream(back));
    const other = s3(second);
    await restoreBackup(back, { database: await emptyDatabase(), storage: other });
    for (const key of keys) expect(await read(other, key)).toBe(`${engine} bytes of ${key}`);
  });
});

it("keeps scheduled backups in the bucket under backups/, where no upload's key can reach them", async () => {
  const store = createS3BackupStore({
    endpoint: first.endpoint,
    region: first.region,
    bucket: first.bucket,
    ...S3RVER_CREDENTIALS,
    publicUrl: undefined,
  });
  const file = path.join(scratch, "archive.tar.gz");
  fs.writeFileSync(file, "archive bytes");
  const name = "borderland-2026-11-29T03-00-00Z.tar.gz";
  await store.save(name, file);
  expect(await store.list()).toEqual([{ name, size: 13 }]);
  expect(await first.keys()).toContain(`backups/${name}`);
  expect(await s3(first).get(`backups/${name}`)).toBeNull();
  await expect(store.save("../escape.tar.gz", file)).rejects.toThrow("Not a backup's name");
  await store.remove(name);
  expect(await store.list()).toEqual([]);
  // Settings → Archive's zip is kept beside them, read back for its download, and no backup to retention.
  const zip = "borderland-archive-2026-12-07T01-00-00Z.zip";
  await store.save(zip, file);
  expect(await store.list()).toEqual([]);
  const opened = await store.open(zip);
  const chunks: Buffer[] = [];
  for await (const chunk of opened.body) chunks.push(chunk as Buffer);
  expect([Buffer.concat(chunks).toString(), opened.size]).toEqual(["archive bytes", 13]);
  await expect(store.open("../escape.zip")).rejects.toThrow("Not a backup's name");
  await store.remove(zip);
});
