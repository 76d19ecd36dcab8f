import { useEffect, useId, useRef, useState } from "react";
import { failureToast, type Failure } from "#shared/answer.ts";
import { COMMENT_MAX_LENGTH } from "#shared/constants.ts";
import type { CommentItemData } from "#shared/schemas/comment.ts";
import { openAuthDialog } from "~/islands/lib/auth-dialog-store.ts";
import { useAction } from "~/islands/lib/use-action.ts";
import { COMMENT_HELD, COMMENT_POST_FAILED, COMMENT_POSTED } from "~/lib/comment-toasts.ts";
import { showToast } from "./toaster.tsx";
import { Button } from "./ui/button.tsx";
import { useAnswer } from "./use-answer.ts";

/** What POST /api/comments answers to a new comment (app/routes/api.comments.server.ts). */
type PostAnswer = { ok: true; comment: CommentItemData; held: boolean } | Failure;

/** 'Leave a comment': a signed-in reader writes and sends (the comment, once posted, goes to
 * `onPosted`); a signed-out reader is asked to sign in. Without JavaScript the form posts as a page. */
export function CommentForm({
  articleId,
  held,
  signedIn,
  onPosted,
}: {
  articleId: string;
  /** The article's comments wait for an editor (issue 27). */
  held: boolean;
  signedIn: boolean;
  onPosted: (comment: CommentItemData) => void;
}) {
  const id = useId();
  const action = useAction<PostAnswer>();
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  // False as the server renders the form and while the browser hydrates it, then true: without
  // JavaScript Send stays enabled and the server checks the text. (Not useHydrated: Preact reads no
  // server snapshot, and leaves the server's attributes as they are while it hydrates.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    // Words typed before the island hydrated stay in the field (uncontrolled, so that hydration leaves
    // it alone; Preact would set a controlled textarea's value) but not in the state: take them up, so
    // that they are counted and Send is enabled.
    const typed = field.current?.value;
    if (typed) setText(typed);
    setHydrated(true);
  }, []);
  useAnswer(action, (answer) => {
    if (answer.ok) {
      if (field.current) field.current.value = "";
      setText("");
      onPosted(answer.comment);
      showToast(answer.held ? COMMENT_HELD : COMMENT_POSTED);
    } else showToast(failureToast(answer, COMMENT_POST_FAILED));
  });
  const content = text.trim();
  const sending = action.state !== "idle";

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    if (content && !sending) return action.onSubmit(event);
    event.preventDefault();
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
            onClick={() => openAuthDialog("signin")}
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
              onClick={() => openAuthDialog("signin")}
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
