import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import fs from "node:fs";
import type { S3Config } from "../config.ts";
import {
  assertStorageKey,
  contentTypeOfKey,
  IMMUTABLE_CACHE,
  UPLOADS_PATH,
  type Storage,
  type WantedRange,
} from "./storage.ts";

/** The client of the configured bucket, as both the uploads' store and the backups' store use it. */
export function createS3Client(options: S3Config): S3Client {
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Custom endpoints are addressed by path (bucket in the path, not the host name): MinIO, s3rver and
    // most self-hosted stores have no wildcard DNS for virtual-hosted buckets.
    forcePathStyle: options.endpoint !== undefined,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    // A store that hangs must not hold a request (or an upload's queue) for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    maxAttempts: 3,
    // A checksum only where S3 asks for one: a streamed body (a backup) is otherwise sent in the
    // aws-chunked encoding with a trailing checksum, which several S3-compatible stores keep as bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
  });
}

/** Uploads in an S3-compatible bucket, one object per key at the bucket's root
 * (docs/decisions/0018-uploads-in-an-s3-compatible-store.md). */
export function createS3Storage(options: S3Config): Storage & { check(): Promise<void> } {
  const client = createS3Client(options);
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      assertStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          // Written on the object, so that a bucket or CDN serving it directly says what /uploads/ says.
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async putFile(key, file, contentType) {
      assertStorageKey(key);
      const { size } = await fs.promises.stat(file);
      // One PUT of the file streamed from disk (S3 takes up to 5 GB so); the SDK never buffers it whole.
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: fs.createReadStream(file),
          ContentType: contentType,
          ContentLength: size,
          CacheControl: IMMUTABLE_CACHE,
        }),
      );
    },
    async get(key, wanted) {
      const contentType = contentTypeOfKey(key);
      if (!contentType) return null;
      try {
        if (wanted) return await getRange(key, wanted, contentType);
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return null;
        // The type our key says, never what the bucket was told by someone else.
        if (answer.ContentLength === undefined) {
          // A store that streams without a length: renditions are small, so read it to know its size.
          const bytes = await answer.Body.transformToByteArray();
          return { body: new Blob([new Uint8Array(bytes)]).stream(), size: bytes.length, contentType };
        }
        return {
          body: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          size: answer.ContentLength,
          contentType,
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    url(key) {
      assertStorageKey(key);
      return options.publicUrl ? `${options.publicUrl}/${key}` : `${UPLOADS_PATH}${key}`;
    },
    async delete(key) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };

  /** Some bytes of an object, asked of the bucket with the same `Range` (video and audio, issue 41). */
  async function getRange(key: string, wanted: WantedRange, contentType: string) {
    const Range = "last" in wanted ? `bytes=-${wanted.last}` : `bytes=${wanted.start}-${wanted.end ?? ""}`;
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range }));
      if (!answer.Body) return null;
      const said = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(answer.ContentRange ?? "");
      const body = answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
      if (!said) {
        // A store that ignored the range sent the whole object.
        return { body, size: answer.ContentLength ?? 0, contentType };
      }
      const range = { start: Number(said[1]), end: Number(said[2]) };
      return { body, size: Number(said[3]), contentType, range };
    } catch (error) {
      if (!(error instanceof S3ServiceException) || error.$metadata.httpStatusCode !== 416) throw error;
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        body: new Blob([]).stream(),
        size: head.ContentLength ?? 0,
        contentType,
        range: "unsatisfiable" as const,
      };
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}
