import { useEffect, useRef, useState } from "react";
import { COMMENTS_PAGE_SIZE } from "#shared/constants.ts";
import type { CommentList } from "#shared/schemas/comment.ts";
import { CommentItem } from "./comment-item.tsx";
import { fetchCommentList } from "./older-comments.ts";

/** The comments, newest first, and 'Show older comments': a plain link to the page with
 * COMMENTS_PAGE_SIZE more (`?comments=N`), which without JavaScript loads that page at its comments.
 * With JavaScript the list grows in place (`onMore` gets the longer one), the address says so, and focus
 * moves to the first comment it revealed, so a keyboard or screen-reader user carries on reading where
 * the list grew. */
export function CommentListView({
  list: { comments, hasOlder },
  onMore,
  signedIn,
  timeZone,
}: {
  list: CommentList;
  onMore: (list: CommentList) => void;
  signedIn: boolean;
  timeZone: string;
}) {
  const revealFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    const from = revealFrom.current;
    revealFrom.current = null;
    if (from !== null) listRef.current?.querySelectorAll<HTMLElement>(":scope > li").item(from)?.focus();
  }, [comments]);

  const showOlder = (event: React.MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (a modifier key, another button) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    const href = event.currentTarget.href;
    const url = new URL(href);
    url.hash = "";
    setLoading(true);
    void fetchCommentList(url).then((longer) => {
      setLoading(false);
      // Not loaded here: the link does what it does without JavaScript.
      if (!longer) return window.location.assign(href);
      revealFrom.current = comments.length;
      history.replaceState(history.state, "", url);
      onMore(longer);
    });
  };

  return (
    <>
      <ul ref={listRef} className="mt-4">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} signedIn={signedIn} timeZone={timeZone} />
        ))}
      </ul>
      {hasOlder && (
        <a
          href={`?comments=${comments.length + COMMENTS_PAGE_SIZE}#comments`}
          onClick={showOlder}
          aria-busy={loading || undefined}
          className="mt-4 inline-flex min-h-11 items-center border border-ink/30 px-4 font-semibold hover:border-ink"
        >
          Show older comments
        </a>
      )}
    </>
  );
}
