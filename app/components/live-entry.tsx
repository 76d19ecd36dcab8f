import type { ReactNode } from "react";
import type { LiveEntryView } from "#shared/live.ts";
import { formatWhen } from "~/lib/when.ts";

/** One entry of a live blog (issue 42, decision 0081), as readers, the update island and the portal
 * show it: its time, its writer, 'Pinned', its text (sanitized on write) and a correction's note. */
export function LiveEntry({
  entry,
  timeZone,
  children,
}: {
  entry: LiveEntryView;
  timeZone: string;
  /** What the portal adds beneath it (its state, its actions). */
  children?: ReactNode;
}) {
  return (
    <article
      aria-labelledby={`entry-${entry.id}-time`}
      className={`border-t-2 py-4 ${entry.pinned ? "border-accent bg-accent/5 px-3" : "border-rule"}`}
    >
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
        <time id={`entry-${entry.id}-time`} dateTime={entry.at} className="font-bold">
          {formatWhen(entry.at, timeZone)}
        </time>
        <span className="text-muted">{entry.author}</span>
        {entry.pinned && <span className="font-semibold uppercase tracking-wide text-accent">Pinned</span>}
      </p>
      <div
        className="prose-body mt-2 [&>:first-child]:mt-0! [&>:last-child]:mb-0!"
        dangerouslySetInnerHTML={{ __html: entry.html }}
      />
      {entry.correction && (
        <p className="mt-2 text-sm italic text-muted">
          <span className="font-semibold not-italic">Corrected:</span> {entry.correction}
        </p>
      )}
      {children}
    </article>
  );
}

/** A live blog's entries in the order the server gave them (pinned first). */
export function LiveEntryList({ entries, timeZone }: { entries: LiveEntryView[]; timeZone: string }) {
  if (!entries.length) return <p className="py-4 text-muted">No updates yet. Keep this page open.</p>;
  return (
    <>
      {entries.map((entry) => (
        <LiveEntry key={entry.id} entry={entry} timeZone={timeZone} />
      ))}
    </>
  );
}
