import type { LiveView } from "#shared/live.ts";
import { LIVE_ENTRIES_ID, LiveUpdatesIsland } from "~/islands/live-updates.tsx";
import { LiveEntryList } from "./live-entry.tsx";
import { LiveMark } from "./live-mark.tsx";
import { formatWhen } from "~/lib/when.ts";

/** Above the article's body, which editors keep as the summary: 'LIVE' and 'What we know'. */
export function LiveBanner({ live }: { live: LiveView }) {
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3">
      {live.live && <LiveMark />}
      <h2 className="font-serif text-xl font-bold">What we know</h2>
    </div>
  );
}

/** A live blog's entries under its summary, pinned first; while it is live, the update island above
 * them. Complete without JavaScript at each load. */
export function LiveSection({
  live,
  timeZone,
  frames,
}: {
  live: LiveView;
  timeZone: string;
  /** The origins the page's frame-src names (its embeds'). */
  frames: string[];
}) {
  return (
    <section aria-labelledby="live-updates-heading" className="mt-10">
      <h2 id="live-updates-heading" className="font-serif text-2xl font-bold">
        {live.live ? "Live updates" : "Updates"}
      </h2>
      <p className="text-sm text-muted">
        {live.live ? "Last updated " : "Coverage ended "}
        <time dateTime={live.endedAt ?? live.updatedAt}>
          {formatWhen(live.endedAt ?? live.updatedAt, timeZone)}
        </time>
      </p>
      {live.live && (
        <LiveUpdatesIsland
          articleId={live.articleId}
          known={live.entries.map((e) => e.id)}
          timeZone={timeZone}
          frames={frames}
        />
      )}
      <div id={LIVE_ENTRIES_ID} tabIndex={-1} className="focus:outline-none">
        <LiveEntryList entries={live.entries} timeZone={timeZone} />
      </div>
    </section>
  );
}
