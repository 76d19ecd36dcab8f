import { useState } from "react";
import type { CommentMode } from "#shared/comment-modes.ts";
import { COMMENT_BANNED, COMMENTS_CLOSED } from "#shared/comment-notices.ts";
import type { CommentItemData, CommentList } from "#shared/schemas/comment.ts";
import { CommentForm } from "~/components/comment-form.tsx";
import { CommentListView } from "~/components/comment-list.tsx";
import { island } from "./lib/island.tsx";

export type CommentsProps = {
  articleId: string;
  /** The newest comments, as many as the page's address asks; null when they could not be loaded. */
  comments: CommentList | null;
  /** How the article takes new comments (issue 27). */
  mode: CommentMode;
  /** The signed-in reader may no longer comment. */
  banned: boolean;
  signedIn: boolean;
  /** The publication's, for the comments' dates. */
  timeZone: string;
};

/** The article's comments: the form, then the approved comments newest first (the reader's own held
 * ones before them), COMMENTS_PAGE_SIZE more at each 'Show older comments'. A comment the reader posts
 * goes to the top. */
export function CommentsSection({ articleId, comments, mode, banned, signedIn, timeZone }: CommentsProps) {
  const [list, setList] = useState(comments);
  const posted = (comment: CommentItemData) =>
    setList((shown) => shown && { ...shown, comments: [comment, ...shown.comments] });
  return (
    <section id="comments" aria-labelledby="comments-heading" className="mt-12 border-t-2 border-ink pt-4">
      <h2 id="comments-heading" className="font-serif text-2xl font-bold">
        Comments
      </h2>
      {mode === "closed" ? (
        <CommentsNotice>{COMMENTS_CLOSED}</CommentsNotice>
      ) : banned ? (
        <CommentsNotice>{COMMENT_BANNED}</CommentsNotice>
      ) : (
        <CommentForm articleId={articleId} held={mode === "held"} signedIn={signedIn} onPosted={posted} />
      )}
      {list === null ? (
        <p role="alert" className="mt-6 border-l-4 border-accent bg-white p-3">
          Error loading comments
        </p>
      ) : list.comments.length === 0 ? (
        <p className="mt-6 text-muted">No comments yet. Be the first to share your thoughts.</p>
      ) : (
        <CommentListView list={list} onMore={setList} signedIn={signedIn} timeZone={timeZone} />
      )}
    </section>
  );
}

/** Said in place of the form: comments closed, or the reader banned. */
function CommentsNotice({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 border-l-4 border-ink/40 bg-white p-3 font-semibold">{children}</p>;
}

export default CommentsSection;
export const CommentsIsland = island("comments", CommentsSection, "visible");
