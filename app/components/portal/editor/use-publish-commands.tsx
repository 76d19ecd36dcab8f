import { useRef, useState } from "react";
import { MISSING_FOR_PUBLISH } from "#shared/schemas/article.ts";
import { MISSING_FOR_PAGE } from "#shared/schemas/page.ts";
import { formatDateTime, parseLocalDateTime } from "#shared/local-time.ts";
import { showToast } from "~/components/toaster.tsx";
import { ConfirmDialog } from "~/components/portal/confirm-dialog.tsx";
import type { Outcome } from "./autosave.ts";
import { outcomeToast, type ExplicitSave } from "./outcome.ts";
import type { EditorCommand, Missing } from "./publish-buttons.tsx";
import { publishQuestion } from "./publish-question.ts";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";
import { ReturnDialog } from "./return.tsx";
import type { EditorSession } from "./session.ts";
import type { useSideRequests } from "./use-side-requests.ts";

type Published = { headline: string; href: string };

type PublishCommandOptions = {
  kind: PublishKind;
  session: EditorSession;
  values: PublishValues;
  missing: readonly Missing[];
  side: ReturnType<typeof useSideRequests>;
  timeZone: string;
  /** Given on a create page: a piece published from it, or Clear Form, leaves a fresh form. */
  onPublishedNew?: (newPath: string, published?: Published) => void;
  /** Clear Form on a saved piece's page: its fields emptied. */
  onClear: () => void;
};

/**
 * What the editor's buttons do, and the questions they ask first: Publish and Schedule ask once,
 * saying what will happen (issue 36, decision 0056); Clear Form, Unpublish and Return ask too. Answers
 * the command in progress, the two commands and the dialogs, which the editor renders.
 */
export function usePublishCommands(options: PublishCommandOptions) {
  const { kind, session, values, missing, side, timeZone, onPublishedNew, onClear } = options;
  const newPath = useRef(typeof window === "undefined" ? "" : window.location.pathname);
  const [busy, setBusy] = useState<EditorCommand | null>(null);
  const [asking, setAsking] = useState<"clear" | "unpublish" | "return" | null>(null);
  // A schedule's answer (an error for its field, or null) waits for the question.
  const [confirming, setConfirming] = useState<
    | { what: "publish" }
    | { what: "schedule"; at: string; when: string; answer: (error: string | null) => void }
    | null
  >(null);
  // A static page (decision 0047) needs a title and text only, and has no schedule.
  const page = kind === "page";
  const missingToast = page ? MISSING_FOR_PAGE : MISSING_FOR_PUBLISH;

  async function command(which: EditorCommand) {
    if (which === "clear" || which === "unpublish" || which === "return") return setAsking(which);
    if ((which === "publish" || which === "update" || which === "submit") && missing.length > 0) {
      showToast({ title: missingToast.title, description: missingToast.message, variant: "destructive" });
      return;
    }
    if (which === "publish" && !page) return setConfirming({ what: "publish" });
    await send(which);
  }

  /** Schedule: asked first, once the piece could go out and the time is one. */
  function askSchedule(at: string): Promise<string | null> {
    const instant = parseLocalDateTime(at, timeZone);
    if (missing.length > 0 || !instant) return side.schedule(at);
    return new Promise((answer) =>
      setConfirming({ what: "schedule", at, when: formatDateTime(instant, timeZone), answer }),
    );
  }

  async function confirmed() {
    const asked = confirming;
    setConfirming(null);
    if (asked?.what === "publish") await send("publish");
    else if (asked) asked.answer(await side.schedule(asked.at));
  }

  async function send(which: ExplicitSave) {
    setBusy(which);
    const outcome: Outcome<PublishValues> = await session.run(which);
    setBusy(null);
    if (outcome.kind === "saved" && which === "publish" && onPublishedNew) {
      showToast(outcomeToast(kind, which, outcome, { created: true })!);
      session.forget();
      onPublishedNew(newPath.current, { headline: values.title, href: outcome.saved.publicHref ?? "/" });
      return;
    }
    const toast = outcomeToast(kind, which, outcome);
    if (toast) showToast(toast);
  }

  const dialogs = (
    <>
      <ConfirmDialog
        open={confirming !== null}
        {...publishQuestion(
          kind,
          confirming?.what === "schedule" ? { when: confirming.when, timeZone } : undefined,
        )}
        onConfirm={() => void confirmed()}
        onClose={() => {
          // Cancel, Escape or a click beside it: nothing is published or scheduled.
          if (confirming?.what === "schedule") confirming.answer(null);
          setConfirming(null);
        }}
      />
      <ConfirmDialog
        open={asking === "clear"}
        message="Are you sure? This will clear all your work."
        confirmLabel="Clear Form"
        onConfirm={() => {
          setAsking(null);
          session.forget();
          if (onPublishedNew) onPublishedNew(newPath.current);
          else onClear();
        }}
        onClose={() => setAsking(null)}
      />
      <ReturnDialog
        open={asking === "return"}
        busy={side.returning}
        onReturn={async (note) => {
          const error = await side.returnWithNote(note);
          if (!error) setAsking(null);
          return error;
        }}
        onClose={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "unpublish"}
        message={`Unpublish "${values.title}"? Readers will no longer see it.`}
        confirmLabel="Unpublish"
        onConfirm={() => {
          setAsking(null);
          void send("unpublish");
        }}
        onClose={() => setAsking(null)}
      />
    </>
  );

  return { busy, command: (which: EditorCommand) => void command(which), askSchedule, dialogs };
}
