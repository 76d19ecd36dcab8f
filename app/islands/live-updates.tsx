import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { LiveEntryView } from "#shared/live.ts";
import { LiveEntryList } from "~/components/live-entry.tsx";
import { countNew, framedOnly, newUpdatesLabel, pollLive } from "./lib/live-poll.ts";
import { island } from "./lib/island.tsx";

/** The element of the page that holds the entries, which the island takes over once the reader asks
 * for the new ones. */
export const LIVE_ENTRIES_ID = "live-entries";

type Props = {
  articleId: string;
  known: string[];
  timeZone: string;
  /** The origins the page's frame-src names, which new entries' embeds may open in. */
  frames: string[];
};

/**
 * A live blog's new entries without a reload (issue 42, decision 0081): polls /live/:id, and when
 * there are entries the reader has not seen, says so politely and offers a 'N new updates' button;
 * the list changes only when the reader presses it, so the page never jumps under their eyes. Entries
 * come as the page shows them (images, galleries, embeds' facades), which the page's gallery viewer and
 * embeds islands open as in the page's own.
 */
export function LiveUpdates({ articleId, known, timeZone, frames }: Props) {
  const [fresh, setFresh] = useState<LiveEntryView[] | null>(null);
  const [shown, setShown] = useState<LiveEntryView[] | null>(null);
  const [list, setList] = useState<HTMLElement | null>(null);
  useEffect(
    () => pollLive({ url: `/live/${articleId}`, heard: (view) => setFresh(view.entries) }),
    [articleId],
  );
  const count = fresh ? countNew(shown?.map((e) => e.id) ?? known, fresh) : 0;
  const show = () => {
    const target = list ?? document.getElementById(LIVE_ENTRIES_ID);
    if (!target || !fresh) return;
    // The server's list gives way to the island's, once.
    if (!list) target.replaceChildren();
    setList(target);
    setShown(fresh.map((entry) => ({ ...entry, html: framedOnly(entry.html, frames) })));
    target.focus();
  };
  return (
    <>
      <p aria-live="polite" className="min-h-11">
        {count > 0 && (
          <button
            type="button"
            onClick={show}
            className="inline-flex min-h-11 items-center bg-accent px-4 font-semibold text-white hover:bg-accent-dark"
          >
            {newUpdatesLabel(count)}
          </button>
        )}
      </p>
      {list && shown && createPortal(<LiveEntryList entries={shown} timeZone={timeZone} />, list)}
    </>
  );
}

export default LiveUpdates;
/** Hydrated once the page is idle: its poll starts then. */
export const LiveUpdatesIsland = island("live-updates", LiveUpdates, "idle");
