import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { S3RVER_CREDENTIALS, startS3, type RunningS3 } from "../../tests/helpers/s3-server.ts";
import type { S3Config } from "../config.ts";
import { createS3Storage } from "./s3-storage.ts";

let s3: RunningS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(() => s3.stop());

const options = (extra: Partial<S3Config> = {}): S3Config => ({
  endpoint: s3.endpoint,
  region: s3.region,
  bucket: s3.bucket,
  ...S3RVER_CREDENTIALS,
  publicUrl: undefined,
  ...extra,
});

const text = async (body: ReadableStream<Uint8Array>) => new Response(body).text();

describe("S3 storage, against s3rver on 127.0.0.1", () => {
  it("stores, serves, addresses and deletes an object over signed HTTP requests", async () => {
    const storage = createS3Storage(options());
    await storage.check();
    const keys = ["abcDEF_12-480.webp", "abcDEF_12-960.webp"];
    await Promise.all(keys.map((key, i) => storage.put(key, Buffer.from(`RIFF-${i}`), "image/webp")));
    expect(await s3.keys()).toEqual(keys);
    const [small, large] = await Promise.all(keys.map((key) => storage.get(key)));
    expect([small!.size, small!.contentType, await text(small!.body)]).toEqual([6, "image/webp", "RIFF-0"]);
    expect(await text(large!.body)).toBe("RIFF-1");
    expect(keys.map((key) => storage.url(key))).toEqual(keys.map((key) => `/uploads/${key}`));
    await storage.delete(keys[0]!);
    expect([await storage.get(keys[0]!), await s3.keys()]).toEqual([null, [keys[1]]]);
    await storage.delete(keys[1]!);
    // Deleting what is not there is not an error, as in the local store.
    await storage.delete(keys[1]!);
    expect(await s3.keys()).toEqual([]);
  });

  it("addresses objects at the public base URL when there is one", () => {
    const storage = createS3Storage(options({ publicUrl: "https://cdn.example.org/news" }));
    expect(storage.url("k-1.webp")).toBe("https://cdn.example.org/news/k-1.webp");
  });

  it("answers null for unknown keys and names that are not keys, and refuses to write them", async () => {
    const storage = createS3Storage(options());
    for (const key of ["missing.webp", "../secret.txt", "a/b.webp", "known-1.WEBP", "x.svg"]) {
      expect(await storage.get(key)).toBeNull();
    }
    await expect(storage.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Not a storage key/,
    );
    expect(await s3.keys()).toEqual([]);
  });

  // (s3rver checks the key's id but, for SigV4, not the signature itself.)
  it("fails on an unknown key or a missing bucket without repeating the secret", async () => {
    const secret = "not-the-S3RVER-secret-42";
    const wrong = createS3Storage(options({ accessKeyId: "UNKNOWN", secretAccessKey: secret }));
    const error = await wrong.put("k-1.webp", Buffer.from("x"), "image/webp").then(
      () => null,
      (e: Error) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(`${error!.message} ${error!.stack}`).not.toContain(secret);
    await expect(createS3Storage(options({ bucket: "no-such-bucket" })).check()).rejects.toThrow();
  });

  it("serves an object that a store streams without a length, with its size", async () => {
    // A store answering in chunks, as some S3-compatible ones do: no Content-Length on the object.
    const store = http.createServer((request, response) => {
      response.writeHead(new URL(request.url!, "http://x").pathname === "/chunked/k-1.webp" ? 200 : 404, {
        "Content-Type": "image/webp",
      });
      response.write("RIFF-");
      response.end("chunked");
    });
    await new Promise<void>((resolve) => store.listen(0, "127.0.0.1", resolve));
    try {
      const { port } = store.address() as AddressInfo;
      const storage = createS3Storage(options({ endpoint: `http://127.0.0.1:${port}`, bucket: "chunked" }));
      const object = await storage.get("k-1.webp");
      expect([object!.size, await text(object!.body)]).toEqual([12, "RIFF-chunked"]);
    } finally {
      store.close();
    }
  });
});
