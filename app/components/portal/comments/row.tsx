import { Link } from "react-router";
import type { CommentState, ModerationRow } from "#shared/comment-modes.ts";
import { formatWhen } from "~/lib/when.ts";
import { commentsHref } from "./filters.tsx";

/** A comment as the moderation list shows it (the loader's row, dates as sent). */
export type ModerationItem = ModerationRow<Date | string>;

const BADGES: Record<CommentState, string> = {
  published: "border-ink/30 bg-white text-ink",
  held: "border-ink bg-ink text-white",
  hidden: "border-rule bg-paper text-muted",
};
const STATE_LABELS: Record<CommentState, string> = { published: "Published", held: "Held", hidden: "Hidden" };

/** What the list says of one comment: who, when, where, its state, reports and why it was held. */
export function CommentRowText({ row, timeZone }: { row: ModerationItem; timeZone: string }) {
  const { inPlace } = row;
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        {row.userId ? (
          <Link
            to={commentsHref({ reader: row.userId })}
            className="font-semibold text-ink underline-offset-2 hover:underline"
          >
            {row.authorName}
            <span className="sr-only">: every comment by this reader</span>
          </Link>
        ) : (
          <span className="font-semibold">{row.authorName}</span>
        )}
        {row.banned && <span className="text-xs font-semibold text-accent uppercase">Banned</span>}
        <time dateTime={new Date(row.createdAt).toISOString()} className="text-muted">
          {formatWhen(row.createdAt, timeZone)}
        </time>
        <span className={`border px-2 py-0.5 text-xs font-semibold ${BADGES[row.state]}`}>
          {STATE_LABELS[row.state]}
        </span>
        {row.reportCount > 0 && (
          <span className="border border-accent px-2 py-0.5 text-xs font-semibold text-accent">
            {row.reportCount === 1 ? "1 report" : `${row.reportCount} reports`}
          </span>
        )}
      </p>
      {row.state === "held" && row.heldReason && (
        <p className="mt-1 text-sm text-muted">Held: {row.heldReason}</p>
      )}
      <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap">{row.content}</p>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span className="text-muted">
          On{" "}
          <Link
            to={commentsHref({ article: row.articleId })}
            className="font-semibold text-ink underline underline-offset-2"
          >
            {row.articleTitle}
          </Link>
        </span>
        {inPlace && (
          <a href={inPlace} className="font-semibold text-accent underline underline-offset-2">
            View on the article<span className="sr-only"> (comment by {row.authorName})</span>
          </a>
        )}
      </p>
    </div>
  );
}
