import fs from "node:fs";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachStore } from "../../tests/helpers/stores.ts";
import { serveUploads } from "./uploads.ts";

const video = fs.readFileSync("tests/fixtures/media/clip.mp4");
const KEY = "rangeTest_0123456.mp4";

describeEachStore("/uploads/ answers range requests (issue 41)", ({ store }) => {
  let server: ServerType;
  let base = "";
  beforeAll(async () => {
    await store().storage.put(KEY, video, "video/mp4");
    const app = new Hono();
    app.on(["GET", "HEAD"], "/uploads/*", serveUploads(store().storage));
    await new Promise<void>((resolve) => {
      server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () => resolve());
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (range?: string, method = "GET") =>
    fetch(`${base}/uploads/${KEY}`, { method, headers: range ? { Range: range } : {} });

  it("bytes=0-99 (curl -r 0-99): 206 with the first 100 bytes", async () => {
    const answer = await get("bytes=0-99");
    const body = Buffer.from(await answer.arrayBuffer());
    expect([answer.status, body.length, answer.headers.get("content-range")]).toEqual([
      206,
      100,
      `bytes 0-99/${video.length}`,
    ]);
    expect(body).toEqual(video.subarray(0, 100));
    expect(answer.headers.get("content-type")).toBe("video/mp4");
    expect(answer.headers.get("accept-ranges")).toBe("bytes");
  });

  it("an open range to the end, a range past the end cut to it, and one wholly past it (416)", async () => {
    const open = await get(`bytes=${video.length - 10}-`);
    expect([open.status, Buffer.from(await open.arrayBuffer())]).toEqual([
      206,
      video.subarray(video.length - 10),
    ]);
    const over = await get(`bytes=13000-99999`);
    expect([over.status, over.headers.get("content-range"), (await over.arrayBuffer()).byteLength]).toEqual([
      206,
      `bytes 13000-${video.length - 1}/${video.length}`,
      video.length - 13000,
    ]);
    const past = await get(`bytes=${video.length}-`);
    expect([past.status, past.headers.get("content-range")]).toEqual([416, `bytes */${video.length}`]);
  });

  it("without a range, or with one it does not read, the whole file (200)", async () => {
    for (const range of [undefined, "bytes=0-1,5-9", "items=0-1"]) {
      const answer = await get(range);
      expect([answer.status, (await answer.arrayBuffer()).byteLength]).toEqual([200, video.length]);
    }
  });
});
