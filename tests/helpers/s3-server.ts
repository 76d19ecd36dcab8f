import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types; the little used here is typed below.
import S3rver from "s3rver";

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export type RunningS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  /** Every key in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** The environment that points the server at this store. */
  env(extra?: Record<string, string>): Record<string, string>;
  stop(): Promise<void>;
};

/** An S3-protocol server on 127.0.0.1 (s3rver, files in a temporary directory) with one empty bucket,
 * spoken to over real HTTP with signed requests. */
export async function startS3(bucket = "borderland-test"): Promise<RunningS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-s3-"));
  const server = new (S3rver as new (options: object) => S3rverInstance)({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const region = "us-east-1";
  const client = new S3Client({ endpoint, region, forcePathStyle: true, credentials: S3RVER_CREDENTIALS });
  return {
    endpoint,
    bucket,
    region,
    async keys() {
      const keys: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        ContinuationToken = page.NextContinuationToken;
      } while (ContinuationToken);
      return keys.sort();
    },
    env: (extra = {}) => ({
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      ...extra,
    }),
    async stop() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
