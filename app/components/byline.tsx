import type { BylinePerson } from "#shared/people.ts";
import { BylineNames } from "./byline-names.tsx";
import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "./use-time-zone.ts";

/** 'By {author} · {date}', the date as a machine-readable <time> in the publication's calendar. */
export function Byline({
  author,
  bylines,
  date,
  className,
}: {
  author: string;
  bylines?: readonly BylinePerson[];
  date: Date | string;
  className: string;
}) {
  const timeZone = useTimeZone();
  return (
    <p className={className}>
      By{" "}
      <span className="font-semibold text-ink">
        <BylineNames author={author} bylines={bylines} className="relative z-10" />
      </span>
      {" · "}
      <time dateTime={new Date(date).toISOString()}>{formatDate(date, timeZone)}</time>
    </p>
  );
}
