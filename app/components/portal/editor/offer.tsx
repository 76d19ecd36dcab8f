import { useId } from "react";
import { Button } from "~/components/ui/button.tsx";
import { Dialog } from "~/components/ui/dialog.tsx";
import { formatWhen } from "~/lib/when.ts";
import type { BackstopEntry } from "~/components/portal/editor/backstop.ts";

/** After a crash, a closed tab, a lost network or an expired session: the unsaved work this device
 * kept, offered back with a clear choice (issue 25). */
export function EditorRestoreOffer({
  offer,
  timeZone,
  onRestore,
  onDiscard,
}: {
  offer: BackstopEntry<{ title: string }> | null;
  timeZone: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const id = useId();
  return (
    <Dialog open={offer !== null} onDismiss={() => undefined} labelledBy={id}>
      {offer && (
        <div className="p-6">
          <h2 id={id} className="font-serif text-xl font-bold">
            Unsaved changes on this device
          </h2>
          <p className="mt-3 text-sm">
            This device kept changes
            {offer.fields.title ? (
              <>
                {" "}
                to <strong>“{offer.fields.title}”</strong>
              </>
            ) : null}{" "}
            that were not saved, from {formatWhen(offer.keptAt, timeZone)}.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button look="secondary" onClick={onDiscard}>
              Discard them
            </Button>
            {/* The safe choice has the focus: Enter must not throw the text away (issue 36). */}
            <Button onClick={onRestore} data-autofocus>
              Restore my unsaved changes
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
