import { failureToast, type Answer } from "#shared/answer.ts";
import { reloadWithToast, showToast } from "~/components/toaster.tsx";
import { useAnswer } from "~/components/use-answer.ts";
import { openAuthDialog } from "./lib/auth-dialog-store.ts";
import { island } from "./lib/island.tsx";
import { useAction } from "./lib/use-action.ts";

/** The header's account corner: 'Hi, {user.displayName}' and Sign Out when signed in, Sign In otherwise.
 * Signing out loads the page again, as the server renders it for a reader signed out. */
export function AccountArea({ user }: { user: { displayName: string } | null }) {
  const signOut = useAction<Answer>();
  useAnswer(signOut, (answer) =>
    answer.ok ? reloadWithToast({ title: "Signed out" }) : showToast(failureToast(answer, "Error")),
  );

  if (!user) {
    return (
      <button
        type="button"
        onClick={() => openAuthDialog("signin")}
        className="min-h-11 bg-ink px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent sm:px-4"
      >
        Sign In
      </button>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <a href="/account" className="hidden font-semibold hover:text-accent hover:underline sm:inline">
        Hi, {user.displayName}
      </a>
      <form method="post" action="/api/auth" onSubmit={signOut.onSubmit}>
        <input type="hidden" name="intent" value="sign-out" />
        <button
          type="submit"
          className="min-h-11 border border-ink px-3 py-2 font-semibold whitespace-nowrap hover:bg-ink hover:text-white"
        >
          Sign Out
        </button>
      </form>
    </div>
  );
}

export default AccountArea;
export const AccountIsland = island("account", AccountArea, "idle");
