import { useSyncExternalStore } from "react";

export type AuthTab = "signin" | "signup";

type AuthDialogState = { isOpen: boolean; tab: AuthTab };

// One store for the page, in a module every island shares (decision 0063): the header's Sign In, a
// signed-out like or comment open the dialog, which its own island shows.
let state: AuthDialogState = { isOpen: false, tab: "signin" };
const listeners = new Set<() => void>();
const set = (next: AuthDialogState) => {
  state = next;
  listeners.forEach((listener) => listener());
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const closed: AuthDialogState = { isOpen: false, tab: "signin" };

/** Opens the Sign In / Sign Up dialog on `tab`. */
export function openAuthDialog(tab: AuthTab = "signin"): void {
  set({ isOpen: true, tab });
}

/** The dialog's state, and how to close it or change its tab. */
export function useAuthDialog() {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
  return {
    ...current,
    open: openAuthDialog,
    close: () => set({ ...state, isOpen: false }),
    setTab: (tab: AuthTab) => set({ ...state, tab }),
  };
}
