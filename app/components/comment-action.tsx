import type { Ref } from "react";
import { failureToast, type Answer } from "#shared/answer.ts";
import { useAction, type Action } from "~/islands/lib/use-action.ts";
import { showToast, type ToastMessage } from "./toaster.tsx";
import { useAnswer } from "./use-answer.ts";

/** The post of a reader's action on one comment (delete, report), which shows `done` or, failing, the
 * server's message under `failed` when the answer comes. */
export function useCommentAction(done: ToastMessage, failed: string): Action<Answer> {
  const action = useAction<Answer>();
  useAnswer(action, (answer) => showToast(answer.ok ? done : failureToast(answer, failed)));
  return action;
}

/** The form of that action: it posts `intent` and the comment's id to /api/comments and leaves the rest
 * of the page as it is (the item changes itself on success). Without JavaScript it posts and comes
 * back. `onSubmit` may stop the post to ask first. */
export function CommentActionForm({
  action,
  intent,
  commentId,
  label,
  idle,
  busy,
  tone,
  formRef,
  onSubmit = action.onSubmit,
}: {
  action: Action<Answer>;
  intent: string;
  commentId: string;
  /** The button's accessible name, which says whose comment. */
  label: string;
  idle: string;
  busy: string;
  tone: string;
  formRef?: Ref<HTMLFormElement>;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
}) {
  const pending = action.state !== "idle";
  return (
    <form ref={formRef} method="post" action="/api/comments" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="commentId" value={commentId} />
      <button type="submit" disabled={pending} aria-label={label} className={`${ACTION_LOOK} ${tone}`}>
        {pending ? busy : idle}
      </button>
    </form>
  );
}

/** The look of a comment's small actions; `tone` in CommentActionForm adds the colour. */
export const ACTION_LOOK = "min-h-9 px-2.5 py-1 text-sm font-semibold hover:underline";
