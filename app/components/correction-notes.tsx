import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "./use-time-zone.ts";

export type CorrectionNote = { note: string; createdAt: Date | string };

/** A piece's corrections under its headline (issue 25): 'Correction, November 28, 2026: …', each dated
 * in the publication's calendar, oldest first. */
export function CorrectionNotes({ corrections }: { corrections?: readonly CorrectionNote[] }) {
  const timeZone = useTimeZone();
  if (!corrections?.length) return null;
  return (
    <ul aria-label="Corrections" className="mt-4 space-y-2 font-sans">
      {corrections.map((correction) => (
        <li
          key={`${String(correction.createdAt)}-${correction.note}`}
          className="border-l-4 border-accent bg-white px-4 py-2 text-sm leading-relaxed"
        >
          <span className="font-semibold">
            Correction,{" "}
            <time dateTime={new Date(correction.createdAt).toISOString()}>
              {formatDate(correction.createdAt, timeZone)}
            </time>
            :
          </span>{" "}
          {correction.note}
        </li>
      ))}
    </ul>
  );
}
