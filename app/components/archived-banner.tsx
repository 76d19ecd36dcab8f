import { archivedDay, type ArchivedCopy } from "#shared/archived-copy.ts";

/** The line every archived page begins with (decision 0080): whose copy, made when, and where the live
 * site is. */
export function ArchivedBanner({ copy }: { copy: ArchivedCopy }) {
  return (
    <div className="bg-paper px-4 py-2 text-center text-sm text-ink" role="note">
      Archived copy of {copy.siteName} made on <time dateTime={copy.madeOn}>{archivedDay(copy.madeOn)}</time>.
      The live site is at{" "}
      <a href={copy.liveUrl} data-live="" className="font-semibold underline">
        {copy.liveUrl.replace(/^https?:\/\//, "")}
      </a>
      .
    </div>
  );
}
