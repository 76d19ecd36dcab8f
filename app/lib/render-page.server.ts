import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Reads the page's hydration data whole before the page is rendered (docs/performance.md, eleventh
 * pass). React Router encodes the loaders' data as a stream, which `ServerRouter`'s `StreamTransfer`
 * reads during the render, chunk by chunk, suspending on each: it keeps each chunk it has read in the
 * render's `renderMeta.streamCache` (typed in `EntryContext`) under its place in the stream, and takes
 * it from there when it finds it. Given every chunk already, it does not suspend, and the page can
 * be rendered at once. The data is the same and complete either way: the stream ends when the last
 * deferred value settles or React Router's `streamTimeout` aborts it.
 */
export async function readHydrationData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream || !context.renderMeta) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const chunks: StreamCache = {};
  for (let place = 0, done = false; !done; place++) {
    // As StreamTransfer keeps a chunk: the promise it waited on, with what it read or why it could not.
    const kept: StreamCache[number] = Object.assign(Promise.resolve(), {});
    try {
      const read = await reader.read();
      kept.result = { done: read.done, value: decoder.decode(read.value, { stream: true }) };
      done = read.done;
    } catch (error) {
      kept.error = error ?? new Error("The page's data could not be read");
      done = true;
    }
    chunks[place] = kept;
  }
  reader.releaseLock();
  context.renderMeta.streamCache = { ...context.renderMeta.streamCache, ...chunks };
}

/** How React marks a Suspense boundary it could not finish on the server and leaves to the browser. */
const UNFINISHED_BOUNDARY = "<!--$!-->";

/**
 * Gives the next render an empty stream of the hydration data once the data is read into the cache
 * (`readHydrationData`): `ServerRouter` takes a reader of the stream in every render and keeps it, so
 * a second render of the same page would find the stream locked. Every chunk is in the cache.
 */
export function freshStream(context: EntryContext): void {
  if (context.serverHandoffStream && context.renderMeta?.streamCache)
    context.serverHandoffStream = new ReadableStream({ start: (controller) => controller.close() });
}

/**
 * The page as one string, rendered at once, or null when a part of it suspended (a component not
 * loaded yet, as `React.lazy`'s the first time) and needs the streaming renderer, which waits for it.
 * React's streaming renderer encodes each of a page's thousands of small strings into its byte buffers
 * as it goes and runs every render through a stream across several turns of the event loop;
 * `renderToString` joins the strings, and the page is encoded once. Same markup, byte for byte, and a
 * quarter less CPU for an uncached article. `renderToString` leaves out the doctype the streaming
 * renderer writes before `<html>`: it is put back.
 */
export function renderAtOnce(page: ReactNode, context: EntryContext): string | null {
  freshStream(context);
  const html = renderToString(page);
  if (html.includes(UNFINISHED_BOUNDARY)) return null;
  return html.startsWith("<html") ? `<!DOCTYPE html>${html}` : html;
}
