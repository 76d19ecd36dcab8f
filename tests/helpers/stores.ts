import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { createS3Storage } from "../../server/providers/s3-storage.ts";
import type { Storage } from "../../server/providers/storage.ts";
import type { Db } from "../../server/db/client.ts";
import { describeEachEngine, type Engine } from "./test-db.ts";
import { S3RVER_CREDENTIALS, startS3, type RunningS3 } from "./s3-server.ts";

export type StoreKind = "local" | "s3";

export type TestStore = {
  storage: Storage;
  /** The bytes stored under a key, or null; read back through the store (over HTTP for S3). */
  read(key: string): Promise<Buffer | null>;
  /** Every key the store holds, sorted. */
  keys(): Promise<string[]>;
};

/** Runs `body` once with uploads in a local directory and once in an S3 bucket served by s3rver on
 * 127.0.0.1 (issue 10: the upload tests pass with either store). */
export function describeEachStore(
  name: string,
  body: (ctx: { store: () => TestStore; kind: StoreKind }) => void,
) {
  for (const kind of ["local", "s3"] as const) {
    describe(`${name} {${kind} store}`, () => {
      let store: TestStore | undefined;
      let stop: () => Promise<void> = async () => {};
      beforeAll(async () => {
        ({ store, stop } = kind === "local" ? localStore() : await s3Store());
      }, 60_000);
      afterAll(() => stop());
      body({
        store: () => {
          if (!store) throw new Error("The test store is not ready");
          return store;
        },
        kind,
      });
    });
  }
}

/**
 * Runs `body` with the local store on both databases and with the S3 store on PGlite only: what the
 * engine changes (the `media` rows) does not depend on the store, and what the store changes (files put,
 * read and deleted) does not depend on the engine, so S3 on PostgreSQL would only repeat the slow
 * image work a fourth time.
 */
export function describeStoresAndEngines(
  name: string,
  body: (ctx: { db: () => Db; engine: Engine; store: () => TestStore; kind: StoreKind }) => void,
) {
  describeEachStore(name, ({ store, kind }) =>
    describeEachEngine(
      name,
      ({ db, engine }) => body({ db, engine, store, kind }),
      kind === "s3" ? ["pglite"] : undefined,
    ),
  );
}

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  return object ? Buffer.from(await new Response(object.body).arrayBuffer()) : null;
}

function localStore() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-store-"));
  const uploads = path.join(dir, "uploads");
  const storage = createLocalStorage(uploads);
  const store: TestStore = {
    storage,
    read: (key) => readAll(storage, key),
    keys: async () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []),
  };
  return { store, stop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

async function s3Store() {
  const s3: RunningS3 = await startS3();
  const storage = createS3Storage({
    endpoint: s3.endpoint,
    region: s3.region,
    bucket: s3.bucket,
    ...S3RVER_CREDENTIALS,
    publicUrl: undefined,
  });
  const store: TestStore = { storage, read: (key) => readAll(storage, key), keys: () => s3.keys() };
  return { store, stop: () => s3.stop() };
}
