import { useEffect, useState } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "./confirm-dialog.tsx";

/** Guards the edits of an open edit dialog: once anything was changed, leaving it (Escape, Cancel,
 * Back, another section) asks first, and so does closing or reloading the tab. `markChanged` is for the
 * form's change events; `saved` ends the guard when the update has gone through. */
export function useUnsavedGuard(what: string) {
  const [changed, setChanged] = useState(false);
  const [saving, setSaving] = useState(false);
  const guarding = changed && !saving;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      guarding &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get("edit") !==
          new URLSearchParams(nextLocation.search).get("edit")),
  );

  useEffect(() => {
    if (!guarding) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [guarding]);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      message={`Discard your changes to this ${what}?`}
      confirmLabel="Discard changes"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return {
    markChanged: () => setChanged(true),
    /** Call as the update is sent: a successful save closes the dialog without asking. */
    setSaving,
    dialog,
  };
}
