import type { SaveState } from "~/components/portal/editor/autosave.ts";

const TEXTS: Record<SaveState, string> = {
  saved: "Saved",
  unsaved: "Unsaved changes",
  saving: "Saving…",
  offline: "Offline — kept on this device",
  retrying: "Couldn't save — retrying",
  signedOut: "Signed out — kept on this device.",
  conflict: "Not saved — someone else saved a newer version",
  refused: "Couldn't save",
};

/** The save status in words ("" for a new piece not saved yet). */
export const saveStateText = (state: SaveState, isNew: boolean) =>
  isNew && state === "saved" ? "" : TEXTS[state];

/** The editor's quiet save status (issue 25): read out politely when it changes, never in the way. A
 * new piece says nothing until it is first saved. */
export function EditorIndicator({
  state,
  isNew,
  error,
}: {
  state: SaveState;
  isNew: boolean;
  error?: string;
}) {
  const text = saveStateText(state, isNew);
  const alarming =
    state === "retrying" || state === "signedOut" || state === "conflict" || state === "refused";
  return (
    <p
      role="status"
      aria-live="polite"
      data-save-state={state}
      className={`min-h-5 text-sm ${alarming ? "font-semibold text-accent" : "text-muted"}`}
    >
      {text}
      {state === "refused" && error ? ` — ${error}` : ""}
      {state === "signedOut" && (
        <>
          {" "}
          <a href="/admin" target="_blank" rel="noopener" className="underline underline-offset-2">
            Sign in again<span className="sr-only"> (opens in a new tab)</span>
          </a>
          , then come back: saving goes on.
        </>
      )}
    </p>
  );
}
