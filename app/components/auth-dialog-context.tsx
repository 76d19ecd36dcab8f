import { createContext, useCallback, useContext, useMemo, useState } from "react";

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
export function AuthDialogProvider({ children, initialTab }: { children: React.ReactNode; initialTab?: AuthTab }) {
  const [isOpen, setOpen] = useState(Boolean(initialTab));
  const [tab, setTab] = useState<AuthTab>(initialTab ?? "signin");
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
