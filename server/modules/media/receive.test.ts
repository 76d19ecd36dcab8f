import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { receiveUpload } from "./receive.ts";

let tempRoot: string;
beforeEach(() => {
  tempRoot = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-receive-test-"));
});
afterEach(() => fs.rmSync(tempRoot, { recursive: true, force: true }));

const leftovers = () => fs.readdirSync(tempRoot);

function multipart(parts: Array<{ name: string; filename?: string; body: Uint8Array | string }>) {
  const boundary = "----borderland-test-boundary";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ""}`;
    const type = part.filename !== undefined ? "Content-Type: application/octet-stream\r\n" : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.from(part.body));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

/** A request whose body arrives in 64 KB chunks, counting how many bytes were pulled from it. */
function streamingRequest(body: Buffer, headers: Record<string, string>) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (pulled >= body.length) return controller.close();
        const chunk = body.subarray(pulled, pulled + 64 * 1024);
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  const request = new Request("http://localhost/admin/uploads", {
    method: "POST",
    headers,
    body: stream,
    duplex: "half",
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe("receiving an upload", () => {
  it("writes the file part to a temporary file and reads the alt text", async () => {
    const bytes = Buffer.from("pretend these are image bytes");
    const { body, type } = multipart([
      { name: "alt", body: "A quiet street" },
      { name: "file", filename: "street.png", body: bytes },
    ]);
    const upload = await receiveUpload(streamingRequest(body, { "content-type": type }).request, {
      tempRoot,
    });
    expect(upload).toMatchObject({ size: bytes.length, filename: "street.png", alt: "A quiet street" });
    expect(fs.readFileSync(upload.path)).toEqual(bytes);
    await upload.dispose();
    expect(leftovers()).toEqual([]);
  });

  it("stops reading a body past the cap, answers 'File too large' and leaves no file", async () => {
    const { body, type } = multipart([
      { name: "file", filename: "big.png", body: Buffer.alloc(26 * 1024 * 1024) },
    ]);
    const sent = streamingRequest(body, { "content-type": type });
    await expect(receiveUpload(sent.request, { tempRoot })).rejects.toMatchObject({
      status: 413,
      title: "File too large",
      message: "Please upload an image smaller than 25MB",
    });
    expect(sent.pulled()).toBeLessThan(25 * 1024 * 1024 + 512 * 1024);
    expect(leftovers()).toEqual([]);
  });

  it("refuses a declared Content-Length over the cap without reading the body", async () => {
    const { body, type } = multipart([
      { name: "file", filename: "big.png", body: Buffer.alloc(26 * 1024 * 1024) },
    ]);
    const sent = streamingRequest(body, { "content-type": type, "content-length": String(body.length) });
    await expect(receiveUpload(sent.request, { tempRoot })).rejects.toMatchObject({ status: 413 });
    expect(sent.pulled()).toBe(0);
    expect(leftovers()).toEqual([]);
  });

  it("takes a file of exactly 25 MB", async () => {
    const { body, type } = multipart([
      { name: "file", filename: "edge.png", body: Buffer.alloc(25 * 1024 * 1024, 1) },
    ]);
    const upload = await receiveUpload(
      streamingRequest(body, { "content-type": type, "content-length": String(body.length) }).request,
      { tempRoot },
    );
    expect(upload.size).toBe(25 * 1024 * 1024);
    await upload.dispose();
  });

  it("answers 'Please choose an image to upload' without a file part or with an empty one", async () => {
    for (const parts of [[{ name: "alt", body: "no file" }], [{ name: "file", filename: "", body: "" }]]) {
      const { body, type } = multipart(parts);
      await expect(
        receiveUpload(streamingRequest(body, { "content-type": type }).request, { tempRoot }),
      ).rejects.toMatchObject({ status: 400, message: "Please choose an image to upload" });
    }
    expect(leftovers()).toEqual([]);
  });

  it("refuses a body that is not multipart (415) and a broken multipart body (400)", async () => {
    const form = streamingRequest(Buffer.from("file=x"), {
      "content-type": "application/x-www-form-urlencoded",
    });
    await expect(receiveUpload(form.request, { tempRoot })).rejects.toMatchObject({ status: 415 });
    const broken = streamingRequest(Buffer.from("--nope\r\ngarbage"), {
      "content-type": "multipart/form-data; boundary=elsewhere",
    });
    await expect(receiveUpload(broken.request, { tempRoot })).rejects.toMatchObject({ status: 400 });
    const noBoundary = streamingRequest(Buffer.from("x"), {
      "content-type": "multipart/form-data; charset=utf-8",
    });
    await expect(receiveUpload(noBoundary.request, { tempRoot })).rejects.toMatchObject({ status: 400 });
    expect(leftovers()).toEqual([]);
  });

  it("refuses a body cut off inside a file part (400), the ignored ones included, and leaves nothing", async () => {
    for (const name of ["file", "other"]) {
      const { body, type } = multipart([
        { name, filename: "cut.png", body: Buffer.alloc(2048, 7) },
        { name: "file", filename: "second.png", body: "second" },
      ]);
      const cut = streamingRequest(body.subarray(0, 1024), { "content-type": type });
      await expect(receiveUpload(cut.request, { tempRoot })).rejects.toMatchObject({ status: 400 });
    }
    expect(leftovers()).toEqual([]);
  });
});
