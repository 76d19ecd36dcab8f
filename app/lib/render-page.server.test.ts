import { createElement, Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { collectPage } from "./page-head.server.tsx";
import { freshStream, readHydrationData, renderAtOnce } from "./render-page.server.ts";

/** What React's streaming renderer writes for `page` once all of it is ready, collected as the entry
 * collects it (with nothing added to its head). */
function streamed(page: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(page, {
      onAllReady() {
        const { sink, page: collected } = collectPage(Buffer.alloc(0));
        pipe(sink);
        collected.then((html) => resolve(html.toString()), reject);
      },
      onShellError: reject,
    });
  });
}

const never = new Promise<never>(() => {});
function Waiting(): never {
  throw never;
}

const document = createElement(
  "html",
  { lang: "en" },
  createElement("head", null, createElement("title", null, "A page")),
  createElement("body", null, createElement("p", { className: "lead" }, "Text & ", 2, " parts")),
);

/** A render's context as React Router hands it over, with its hydration data in `stream`. */
function contextWith(stream: ReadableStream<Uint8Array>): EntryContext {
  return { serverHandoffStream: stream, renderMeta: {} } as unknown as EntryContext;
}

describe("a page rendered at once", () => {
  it("is what the streaming renderer writes, doctype and all", async () => {
    const context = contextWith(new ReadableStream());
    expect(renderAtOnce(document, context)).toBe(await streamed(document));
    expect(renderAtOnce(document, context)).toMatch(/^<!DOCTYPE html><html lang="en">/);
  });

  it("is not given when a part of it suspends: the streaming renderer waits for it", () => {
    const suspending = createElement(
      "main",
      null,
      createElement(Suspense, { fallback: createElement("p", null, "Loading") }, createElement(Waiting)),
    );
    expect(renderAtOnce(suspending, contextWith(new ReadableStream()))).toBeNull();
  });

  it("gives each render after the data is read an empty stream of its own", async () => {
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("[1]\n"));
          controller.close();
        },
      }),
    );
    // Before the data is read, the stream is the data: it is left as it is.
    const unread = context.serverHandoffStream;
    freshStream(context);
    expect(context.serverHandoffStream).toBe(unread);
    await readHydrationData(context);
    for (let render = 0; render < 3; render++) {
      renderAtOnce(document, context);
      // As ServerRouter does in each render: it takes a reader of the stream and keeps it.
      const reader = context.serverHandoffStream!.getReader();
      expect(await reader.read()).toEqual({ done: true, value: undefined });
    }
    expect(context.renderMeta!.streamCache![0]!.result).toEqual({ done: false, value: "[1]\n" });
  });
});

describe("the hydration data read before the render", () => {
  it("is kept chunk by chunk as React Router's StreamTransfer keeps what it reads", async () => {
    const encoder = new TextEncoder();
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(encoder.encode('[{"_1":2},"loaderData"]\n'));
          controller.enqueue(encoder.encode("P3:[4]\n"));
          controller.close();
        },
      }),
    );
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect(cache[0]!.result).toEqual({ done: false, value: '[{"_1":2},"loaderData"]\n' });
    expect(cache[1]!.result).toEqual({ done: false, value: "P3:[4]\n" });
    expect(cache[2]!.result).toEqual({ done: true, value: "" });
    // StreamTransfer renders from a kept chunk only once its promise is there, and never waits on it.
    for (const kept of Object.values(cache)) await expect(kept).resolves.toBeUndefined();
    // The stream is left unlocked, as ServerRouter takes a reader of its own.
    expect(context.serverHandoffStream!.locked).toBe(false);
  });

  it("keeps a character split between two chunks whole", async () => {
    const bytes = new TextEncoder().encode('["Tom’s"]\n');
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.subarray(0, 7));
          controller.enqueue(bytes.subarray(7));
          controller.close();
        },
      }),
    );
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result!.value + cache[1]!.result!.value).toBe('["Tom’s"]\n');
  });

  it("keeps the error when the data cannot be read, and stops there", async () => {
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.error(new Error("aborted after the stream's timeout"));
        },
      }),
    );
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0"]);
    expect(cache[0]!.error).toEqual(new Error("aborted after the stream's timeout"));
  });
});
