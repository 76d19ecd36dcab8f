import { Suspense, useEffect, useId, useRef, useState } from "react";
import { failureToast, type Answer } from "#shared/answer.ts";
import { Await, Link, useFetcher } from "react-router";
import { COMMENT_HELD, COMMENT_POST_FAILED, COMMENT_POSTED } from "~/lib/comment-toasts.ts";
import type { CommentMode } from "#shared/comment-modes.ts";
import { COMMENT_BANNED, COMMENTS_CLOSED } from "#shared/comment-notices.ts";
import { COMMENT_MAX_LENGTH, COMMENTS_PAGE_SIZE } from "#shared/constants.ts";
import type { CommentList } from "#shared/schemas/comment.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useAuthDialog } from "~/islands/lib/auth-dialog-store.ts";
import { CommentItem } from "./comment-item.tsx";
import { CommentsFrame, LOADING_COMMENTS } from "./comments-frame.tsx";
import { showToast } from "./toaster.tsx";
import { Button } from "./ui/button.tsx";
import { useAnswer } from "./use-answer.ts";
import { useHydrated } from "./use-hydrated.ts";

/** The article's comments: the form, then the approved comments newest first, COMMENTS_PAGE_SIZE more at
 * each 'Show older comments' (a plain link, so it works without JavaScript too). On a client-side
 * navigation the list streams in after the article (a deferred loader promise). */
export function CommentsSection({
  articleId,
  comments,
  mode,
  banned,
}: {
  articleId: string;
  /** A promise on client-side navigation (the list streams in); the list itself on a first load. */
  comments: CommentList | Promise<CommentList>;
  /** How the article takes new comments (issue 27). */
  mode: CommentMode;
  /** The signed-in reader may no longer comment. */
  banned: boolean;
}) {
  return (
    <CommentsFrame>
      {mode === "closed" ? (
        <CommentsNotice>{COMMENTS_CLOSED}</CommentsNotice>
      ) : banned ? (
        <CommentsNotice>{COMMENT_BANNED}</CommentsNotice>
      ) : (
        <CommentForm articleId={articleId} held={mode === "held"} />
      )}
      {comments instanceof Promise ? (
        <Suspense fallback={LOADING_COMMENTS}>
          <Await
            resolve={comments}
            errorElement={
              <p role="alert" className="mt-6 border-l-4 border-accent bg-white p-3">
                Error loading comments
              </p>
            }
          >
            {(list) => <CommentsBody {...list} />}
          </Await>
        </Suspense>
      ) : (
        // Rendered in place, outside any Suspense boundary: React moves large finished boundaries out
        // of line, where only a script would reveal them to a reader without JavaScript.
        <CommentsBody {...comments} />
      )}
    </CommentsFrame>
  );
}

function CommentsBody({ comments, hasOlder }: CommentList) {
  if (comments.length === 0)
    return <p className="mt-6 text-muted">No comments yet. Be the first to share your thoughts.</p>;
  return <CommentListView comments={comments} hasOlder={hasOlder} />;
}

/** The list, and the link to older comments. After that link, focus moves to the first comment it
 * revealed, so a keyboard or screen-reader user carries on reading where the list grew. */
function CommentListView({ comments, hasOlder }: CommentList) {
  const revealFrom = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const from = revealFrom.current;
    if (from === null || comments.length <= from) return;
    revealFrom.current = null;
    listRef.current?.querySelectorAll<HTMLElement>(":scope > li").item(from)?.focus();
  }, [comments]);

  return (
    <>
      <ul ref={listRef} className="mt-4">
        {comments.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ul>
      {hasOlder && (
        <Link
          to={`?comments=${comments.length + COMMENTS_PAGE_SIZE}`}
          preventScrollReset
          replace
          onClick={() => (revealFrom.current = comments.length)}
          className="mt-4 inline-flex min-h-11 items-center border border-ink/30 px-4 font-semibold hover:border-ink"
        >
          Show older comments
        </Link>
      )}
    </>
  );
}

/** Said in place of the form: comments closed, or the reader banned. */
function CommentsNotice({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 border-l-4 border-ink/40 bg-white p-3 font-semibold">{children}</p>;
}

function CommentForm({ articleId, held }: { articleId: string; held: boolean }) {
  const signedIn = Boolean(useRootData()?.user);
  const { open } = useAuthDialog();
  const id = useId();
  const fetcher = useFetcher<Answer & { held?: boolean }>();
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  // Words typed before the section hydrated (its code comes after the page's, decision 0049) stay in
  // the field but not in the state: take them up, so that they are counted and Send is enabled.
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setText(typed);
  }, []);
  // Without JavaScript the form posts as plain HTML: Send stays enabled and the server checks the text.
  const hydrated = useHydrated();
  useAnswer(fetcher, (answer) => {
    if (answer.ok) {
      setText("");
      showToast(answer.held ? COMMENT_HELD : COMMENT_POSTED);
    } else showToast(failureToast(answer, COMMENT_POST_FAILED));
  });
  const content = text.trim();
  const sending = fetcher.state !== "idle";

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!content || sending) return;
    fetcher.submit({ intent: "post", articleId, content }, { method: "post", action: "/api/comments" });
  };

  return (
    <form method="post" action="/api/comments" onSubmit={submit} className="mt-4">
      <input type="hidden" name="intent" value="post" />
      <input type="hidden" name="articleId" value={articleId} />
      <label htmlFor={`${id}-text`} className="block font-semibold">
        Leave a comment
      </label>
      {held && (
        <p className="mt-1 text-sm text-muted">
          An editor reads comments on this article before they appear.
        </p>
      )}
      <div className="relative mt-2">
        <textarea
          ref={field}
          id={`${id}-text`}
          name="content"
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          disabled={!signedIn}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={`${id}-hint`}
          placeholder={signedIn ? "Share your thoughts..." : "Sign in to join the conversation"}
          className="block w-full resize-y border border-ink/30 bg-white px-3 py-2 disabled:cursor-not-allowed disabled:bg-paper"
        />
        {!signedIn && (
          // A disabled textarea gets no clicks: this layer catches them and opens the sign-in dialog. The
          // Sign In button below is the keyboard and screen-reader way to the same place.
          <div
            aria-hidden="true"
            onClick={() => open("signin")}
            className="absolute inset-0 cursor-pointer"
          />
        )}
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        {signedIn ? (
          <p id={`${id}-hint`} className="text-sm text-muted">
            {text.length}/{COMMENT_MAX_LENGTH} characters
          </p>
        ) : (
          <p id={`${id}-hint`} className="text-sm text-muted">
            You need to be signed in to comment.{" "}
            <button
              type="button"
              onClick={() => open("signin")}
              className="min-h-11 px-1 font-semibold text-accent underline hover:text-accent-dark"
            >
              Sign In
            </button>
          </p>
        )}
        <Button
          type="submit"
          // Waiting for text (or a reader) is a neutral grey, not the red of an error.
          look={sending ? "primary" : "waiting"}
          busy={sending}
          busyLabel="Sending..."
          disabled={!signedIn || (hydrated && !content)}
        >
          Send
        </Button>
      </div>
    </form>
  );
}
