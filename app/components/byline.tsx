import { formatDate } from "#shared/dates.ts";
import { useTimeZone } from "./use-time-zone.ts";

/** 'By {author} · {date}', the date as a machine-readable <time> in the publication's calendar. */
export function Byline({
  author,
  date,
  className,
}: {
  author: string;
  date: Date | string;
  className: string;
}) {
  const timeZone = useTimeZone();
  return (
    <p className={className}>
      By <span className="font-semibold text-ink">{author}</span>
      {" · "}
      <time dateTime={new Date(date).toISOString()}>{formatDate(date, timeZone)}</time>
    </p>
  );
}
