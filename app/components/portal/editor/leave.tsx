import { useEffect } from "react";
import { useBlocker } from "react-router";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";

/** Leaving the editor with changes the server has not confirmed asks first (issue 25): another section
 * or Back through React Router's blocker and the kit's dialog, a reload or a closed tab through the
 * browser's own question. What is unsaved is kept on this device either way. */
export function useLeaveGuard(unsaved: () => boolean, what: string) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && unsaved(),
  );

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);

  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      message={`Your latest changes to this ${what} are not saved yet. Leave anyway?`}
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
}
