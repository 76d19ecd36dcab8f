import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, type Writable } from "node:stream";
import busboy from "busboy";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { noFile, notMultipart, tooLarge, unreadable } from "./refusals.ts";

/** What a multipart body may carry besides the file itself: boundaries, part headers, the alt text. */
export const MULTIPART_OVERHEAD = 64 * 1024;

export type ReceivedUpload = {
  /** The temporary file holding the uploaded bytes. */
  path: string;
  size: number;
  /** The name the browser gave, unchecked. */
  filename: string | null;
  alt: string;
  /** Removes the temporary file; safe to call more than once. */
  dispose(): Promise<void>;
};

/**
 * Streams the `file` part of a multipart request into a temporary file, never holding it in memory,
 * and stops reading as soon as it passes `maxBytes`: a declared Content-Length that is already too
 * much is refused before a byte is read. Refusals are domain errors with the upload texts; the
 * temporary file is gone whenever this throws.
 */
export async function receiveUpload(
  request: Request,
  {
    maxBytes = IMAGE_MAX_BYTES,
    tempRoot = os.tmpdir(),
    refusals = { tooLarge, noFile },
  }: {
    maxBytes?: number;
    tempRoot?: string;
    /** The refusals in the words of what is uploaded (an image by default; a Word document). */
    refusals?: { tooLarge: () => Error; noFile: () => Error };
  } = {},
): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw notMultipart();
  const declared = Number(request.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes + MULTIPART_OVERHEAD) throw refusals.tooLarge();
  if (!request.body) throw refusals.noFile();

  const dir = await fs.promises.mkdtemp(path.join(tempRoot, "borderland-upload-"));
  const dispose = () => fs.promises.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "upload");
  try {
    const received = await streamFilePart(request.body, contentType, file, maxBytes, refusals);
    return { path: file, ...received, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

function streamFilePart(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  file: string,
  maxBytes: number,
  { tooLarge, noFile }: { tooLarge: () => Error; noFile: () => Error },
): Promise<{ size: number; filename: string | null; alt: string }> {
  return new Promise((resolve, reject) => {
    const source = Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>);
    let parser: busboy.Busboy;
    try {
      // busboy reports the limit on reaching fileSize: one byte past maxBytes is the first too many.
      parser = busboy({
        headers: { "content-type": contentType },
        limits: { files: 1, fileSize: maxBytes + 1, fields: 4, fieldSize: 4096, parts: 8, headerPairs: 20 },
      });
    } catch {
      reject(unreadable());
      return;
    }
    let sink: Writable | null = null;
    let written: Promise<void> = Promise.resolve();
    let size = 0;
    let filename: string | null = null;
    let alt = "";
    let total = 0;
    let settled = false;

    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      sink?.destroy();
      reject(error);
    };

    source.on("data", (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxBytes + MULTIPART_OVERHEAD) fail(tooLarge());
    });
    source.on("error", () => fail(unreadable()));
    parser.on("error", () => fail(unreadable()));
    parser.on("field", (name, value) => {
      if (name === "alt") alt = value;
    });
    parser.on("file", (name, stream, info) => {
      // A body cut off inside a part fails the part's stream too: unheard, that error would end the process.
      stream.on("error", () => fail(unreadable()));
      if (name !== "file" || sink) {
        stream.resume();
        return;
      }
      filename = info.filename ?? null;
      const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
      sink = out;
      written = new Promise((done, failed) => {
        out.on("finish", done);
        out.on("error", failed);
      });
      written.catch((error: Error) => fail(error));
      stream.on("data", (chunk: Buffer) => (size += chunk.length));
      stream.on("limit", () => fail(tooLarge()));
      stream.pipe(out);
    });
    parser.on("close", () => {
      if (settled) return;
      if (!sink) return fail(noFile());
      written.then(() => {
        if (settled) return;
        if (size === 0) return fail(noFile());
        settled = true;
        resolve({ size, filename, alt });
      }, fail);
    });
    source.pipe(parser);
  });
}
