import { Link, useFetcher } from "react-router";
import { failureToast, type Answer } from "#shared/answer.ts";
import { useRootData } from "~/lib/root-data.ts";
import { useAuthDialog } from "./auth-dialog-context.tsx";
import { showToast } from "./toaster.tsx";
import { useAnswer } from "./use-answer.ts";

/** The header's account corner: 'Hi, {user.displayName}' and Sign Out when signed in, Sign In otherwise. */
export function AccountArea() {
  const user = useRootData()?.user;
  const { open } = useAuthDialog();
  const signOut = useFetcher<Answer>();
  useAnswer(signOut, (answer) =>
    answer.ok ? showToast({ title: "Signed out" }) : showToast(failureToast(answer, "Error")),
  );

  if (!user) {
    return (
      <button
        type="button"
        onClick={() => open("signin")}
        className="min-h-11 bg-ink px-3 py-2 text-sm font-semibold whitespace-nowrap text-white hover:bg-accent sm:px-4"
      >
        Sign In
      </button>
    );
  }
  return (
    <div className="flex items-center gap-2 text-sm">
      <Link to="/account" className="hidden font-semibold hover:text-accent hover:underline sm:inline">
        Hi, {user.displayName}
      </Link>
      <signOut.Form method="post" action="/api/auth">
        <input type="hidden" name="intent" value="sign-out" />
        <button
          type="submit"
          className="min-h-11 border border-ink px-3 py-2 font-semibold whitespace-nowrap hover:bg-ink hover:text-white"
        >
          Sign Out
        </button>
      </signOut.Form>
    </div>
  );
}
