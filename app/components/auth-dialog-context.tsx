import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";

export type AuthTab = "signin" | "signup";

type AuthDialogState = {
  isOpen: boolean;
  tab: AuthTab;
  open(tab?: AuthTab): void;
  close(): void;
  setTab(tab: AuthTab): void;
};

const AuthDialogContext = createContext<AuthDialogState | null>(null);

/** Lets any component open the Sign In / Sign Up dialog (the header's button, a signed-out like or
 * comment). */
export function AuthDialogProvider({ children }: { children: React.ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [tab, setTab] = useState<AuthTab>("signin");
  const open = useCallback((next: AuthTab = "signin") => {
    setTab(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ isOpen, tab, open, close, setTab }), [isOpen, tab, open, close]);
  return <AuthDialogContext.Provider value={value}>{children}</AuthDialogContext.Provider>;
}

export function useAuthDialog(): AuthDialogState {
  const value = useContext(AuthDialogContext);
  if (!value) throw new Error("useAuthDialog must be used inside AuthDialogProvider");
  return value;
}

/** `?signin=1` (where e-mail verification and password reset land) opens the Sign In dialog once. */
export function OpenSignInFromUrl() {
  const [params, setParams] = useSearchParams();
  const { open } = useAuthDialog();
  const wanted = params.get("signin") === "1";
  useEffect(() => {
    if (!wanted) return;
    open("signin");
    setParams(
      (current) => {
        current.delete("signin");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [wanted, open, setParams]);
  return null;
}

const AuthDialog = lazy(() => import("./auth-dialog.tsx").then((m) => ({ default: m.AuthDialog })));

/** The dialog's code loads the first time it is opened, not with every page. */
export function LazyAuthDialog() {
  const { isOpen } = useAuthDialog();
  const [wanted, setWanted] = useState(false);
  if (isOpen && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
