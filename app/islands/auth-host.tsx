import { lazy, Suspense, useEffect, useState } from "react";
import { useAuthDialog } from "./lib/auth-dialog-store.ts";
import { island } from "./lib/island.tsx";

const AuthDialog = lazy(() =>
  import("~/components/auth-dialog.tsx").then((m) => ({ default: m.AuthDialog })),
);

/**
 * Where the Sign In / Sign Up dialog opens, when any island asks (./lib/auth-dialog-store.ts): its code
 * loads the first time it is opened, not with every page. `?signin=1` (where e-mail verification and
 * password reset land) opens it once, and leaves the address. `school`: the label of the school's
 * sign-in button, while readers are offered it (decision 0066).
 */
export function AuthHost({ school }: { school: string | null }) {
  const { isOpen, open } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get("signin") !== "1") return;
    url.searchParams.delete("signin");
    window.history.replaceState(window.history.state, "", url);
    open("signin");
  }, [open]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog school={school} />
    </Suspense>
  );
}

export default AuthHost;
export const AuthHostIsland = island("auth-host", AuthHost, "idle");
