import { failureToast } from "#shared/answer.ts";
import { showToast } from "~/components/toaster.tsx";
import { useAnswer } from "~/components/use-answer.ts";
import { openAuthDialog } from "./lib/auth-dialog-store.ts";
import { island } from "./lib/island.tsx";
import { useAction } from "./lib/use-action.ts";

type LikeAnswer = { ok: true; liked: boolean; count: number } | { ok: false; error: string };

/** '0 Likes', '1 Like', '2 Likes' (SPEC.md §2). */
const likesLabel = (count: number) => `${count} ${count === 1 ? "Like" : "Likes"}`;

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-[1.1em] w-[1.1em] shrink-0">
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Like or unlike an article or a comment. Optimistic: it shows the state asked for while the request
 * runs, then the server's answer; a signed-out click opens the sign-in dialog instead. Without
 * JavaScript the form posts and the server sends the reader back to the page. */
export function LikeButton({
  target,
  id,
  liked,
  count,
  size = "small",
  signedIn,
}: {
  target: "article" | "comment";
  id: string;
  liked: boolean;
  count: number;
  size?: "large" | "small";
  signedIn: boolean;
}) {
  const action = useAction<LikeAnswer>();
  useAnswer(action, (answer) => {
    if (!answer.ok) showToast(failureToast(answer, "Error"));
  });

  let shown = action.data?.ok ? { liked: action.data.liked, count: action.data.count } : { liked, count };
  const wanted = action.formData?.get("liked");
  if (wanted && (wanted === "true") !== shown.liked)
    shown = { liked: wanted === "true", count: Math.max(0, shown.count + (wanted === "true" ? 1 : -1)) };

  const look =
    size === "large"
      ? "min-h-11 gap-2 border-2 px-4 py-2 text-base"
      : "min-h-9 gap-1.5 border px-2.5 py-1 text-sm";
  const className = `inline-flex items-center font-semibold transition-colors ${look} ${
    shown.liked
      ? "border-accent bg-accent text-white hover:bg-accent-dark"
      : "border-ink/30 bg-white text-ink hover:border-accent hover:text-accent"
  }`;
  const label = likesLabel(shown.count);

  if (!signedIn)
    return (
      <button
        type="button"
        aria-pressed={false}
        onClick={() => openAuthDialog("signin")}
        className={className}
      >
        <Heart filled={false} />
        {label}
      </button>
    );
  return (
    <form method="post" action="/api/likes" onSubmit={action.onSubmit} className="inline-block">
      <input type="hidden" name="target" value={target} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="liked" value={String(!shown.liked)} />
      <button type="submit" aria-pressed={shown.liked} className={className}>
        <Heart filled={shown.liked} />
        {label}
      </button>
    </form>
  );
}

export default LikeButton;
/** An article's like button, on its own (inside the comments, the comments' island renders LikeButton). */
export const LikeIsland = island("like", LikeButton, "visible");
