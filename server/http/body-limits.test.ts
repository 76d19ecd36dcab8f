import { Hono } from "hono";
import { describe, expect, it, vi } from "vitest";
import { IMAGE_MAX_BYTES } from "#shared/constants.ts";
import { bodyLimitFor, bodyLimits, DEFAULT_BODY_LIMIT } from "./body-limits.ts";
import { oneClickUnsubscribe } from "./one-click.ts";

/** An app whose one endpoint reads the body as a form would, and says how much it got. */
function appReadingBodies() {
  const app = new Hono();
  app.use(bodyLimits);
  app.post("/refused", (c) => c.text("refused before reading", 405));
  app.post("*", async (c) => {
    try {
      return c.text(`read ${(await c.req.raw.arrayBuffer()).byteLength}`);
    } catch {
      return c.text("unreadable", 400);
    }
  });
  return app;
}

/** A body without Content-Length, as a chunked upload arrives. */
function stream(bytes: number, chunk = 16 * 1024): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const size = Math.min(chunk, bytes - sent);
      sent += size;
      controller.enqueue(new Uint8Array(size).fill(97));
    },
  });
}

const post = (path: string, init: { body: BodyInit; headers?: Record<string, string> }) =>
  appReadingBodies().request(path, { method: "POST", duplex: "half", ...init } as RequestInit);

describe("body limits", () => {
  it("answers 413 when Content-Length is over the endpoint's limit", async () => {
    const response = await post("/api/comments", {
      body: "a",
      headers: { "Content-Length": String(DEFAULT_BODY_LIMIT.bytes + 1) },
    });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("This request is too large.\n");
  });

  it("cuts a chunked body off with 413 once it passes the limit", async () => {
    const response = await post("/newsletter", { body: stream(10 * DEFAULT_BODY_LIMIT.bytes) });
    expect(response.status).toBe(413);
  });

  it("lets the one-click unsubscribe pass a body it cannot read on, answered 413 with nothing logged", async () => {
    const app = new Hono();
    app.use(bodyLimits);
    // The database is never reached: an unread body is no one-click request.
    app.post("/unsubscribe", oneClickUnsubscribe(null as never));
    app.post("/unsubscribe", (c) => c.text("the page", 200));
    const logged = vi.spyOn(console, "error");
    const response = await app.request("/unsubscribe?token=t", {
      method: "POST",
      duplex: "half",
      body: stream(10 * DEFAULT_BODY_LIMIT.bytes),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    } as RequestInit);
    expect([response.status, logged.mock.calls.length]).toEqual([413, 0]);
    logged.mockRestore();
  });

  it("passes a chunked body within the limit through whole", async () => {
    const response = await post("/api/auth", { body: stream(DEFAULT_BODY_LIMIT.bytes) });
    expect(await response.text()).toBe(`read ${DEFAULT_BODY_LIMIT.bytes}`);
  });

  it("gives portal content forms and the image upload larger limits, also for their data requests", () => {
    expect(bodyLimitFor("/api/comments").bytes).toBe(64 * 1024);
    expect(bodyLimitFor("/admin/dashboard/articles/new.data").bytes).toBe(5 * 1024 * 1024);
    expect(bodyLimitFor("/admin/dashboard/creative/").bytes).toBe(5 * 1024 * 1024);
    expect(bodyLimitFor("/admin/dashboard/settings").bytes).toBe(64 * 1024);
    // A phone's photo as it comes, on the upload route only (decision 0034).
    expect(bodyLimitFor("/admin/uploads").bytes).toBe(25 * 1024 * 1024 + 64 * 1024);
  });

  it("answers an upload that is too large with the upload widget's JSON failure", async () => {
    const response = await post("/admin/uploads", { body: stream(IMAGE_MAX_BYTES + 65 * 1024, 256 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      ok: false,
      title: "File too large",
      error: "Please upload an image smaller than 25MB",
    });
  });

  it("reads a body within the limit that the app left unread before answering, and keeps the answer", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 40 * 1024) return controller.close();
        pulled += 8 * 1024;
        controller.enqueue(new Uint8Array(8 * 1024));
      },
    });
    const response = await post("/refused", { body });
    expect([response.status, await response.text(), pulled]).toEqual([
      405,
      "refused before reading",
      40 * 1024,
    ]);
  });

  it("answers 413 when an unread chunked body turns out too large", async () => {
    const response = await post("/refused", { body: stream(DEFAULT_BODY_LIMIT.bytes + 1) });
    expect(response.status).toBe(413);
  });
});
