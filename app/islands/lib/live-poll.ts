import type { LiveView } from "#shared/live.ts";

/** How often an open live page asks for new entries: within the 5 s a reader should wait. */
export const POLL_MS = 3_000;

/** How many of `fresh`'s entries the reader has not seen (their ids are not among `shown`). */
export function countNew(shown: readonly string[], fresh: readonly { id: string }[]): number {
  const seen = new Set(shown);
  return fresh.filter((entry) => !seen.has(entry.id)).length;
}

/** A facade's frame address as the server writes it (server/modules/embeds/facade.ts). */
const FRAME_ATTRIBUTE = / data-frame="([^"]*)"/g;

/**
 * An entry that came after the page loaded, with each embed whose provider the page may not frame (its
 * frame-src named the providers of the embeds it had then) left a link to the provider, as it is
 * without script: the embeds island opens only facades with a frame address. The next load frames it.
 */
export function framedOnly(html: string, frames: readonly string[]): string {
  return html.replace(FRAME_ATTRIBUTE, (attribute, address: string) => {
    let origin = "";
    try {
      origin = new URL(address.replace(/&amp;/g, "&")).origin;
    } catch {
      // Not an address: nothing to frame.
    }
    return origin && frames.includes(origin) ? attribute : "";
  });
}

/** '1 new update', '3 new updates'. */
export const newUpdatesLabel = (count: number) => `${count} new ${count === 1 ? "update" : "updates"}`;

/**
 * Polls a live blog's entries (decision 0081): every `every` ms while the page is visible, with the
 * browser's cached copy revalidated (the server's page cache answers 304 while nothing changed); hands
 * each answer to `heard`, and stops once the blog has ended or `stop` is called. The clock and the
 * network come in, so that tests drive it.
 */
export function pollLive({
  url,
  heard,
  every = POLL_MS,
  fetch: get = (u) => fetch(u, { cache: "no-cache", headers: { Accept: "application/json" } }),
  visible = () => document.visibilityState !== "hidden",
  later = (run, ms) => setTimeout(run, ms),
  cancel = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: {
  url: string;
  heard: (view: LiveView) => void;
  every?: number;
  fetch?: (url: string) => Promise<Response>;
  visible?: () => boolean;
  later?: (run: () => void, ms: number) => unknown;
  cancel?: (timer: unknown) => void;
}): () => void {
  let stopped = false;
  let timer: unknown;
  const tick = async () => {
    if (stopped) return;
    let live = true;
    if (visible()) {
      try {
        const answer = await get(url);
        if (answer.ok) {
          const view = (await answer.json()) as LiveView;
          live = view.live;
          if (!stopped) heard(view);
        }
      } catch {
        // Offline for a moment: the next tick tries again.
      }
    }
    if (!stopped && live) timer = later(() => void tick(), every);
  };
  timer = later(() => void tick(), every);
  return () => {
    stopped = true;
    cancel(timer);
  };
}
