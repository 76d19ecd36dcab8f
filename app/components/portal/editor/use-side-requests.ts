import { useState } from "react";
import { MISSING_FOR_PUBLISH } from "#shared/schemas/article.ts";
import type { Toast } from "#shared/answer.ts";
import { showToast } from "~/components/toaster.tsx";
import { formFields, postEditor } from "~/components/portal/editor/client.ts";
import { scheduledToast } from "./outcome.ts";
import type { EditorSession } from "./session.ts";
import type { PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";

type Answer = { status: number; body: Record<string, unknown> | null };

/**
 * The editor's requests beside its saves (issues 25 and 26): Schedule, Cancel the schedule and Return
 * with a note. Each saves what the editor shows first (in the autosave queue's line), then asks the
 * server, and the editor takes the version and status it answers.
 */
export function useSideRequests({
  kind,
  session,
  values,
  missing,
  scheduledFor: initialSchedule,
  reviewNote: initialNote,
  timeZone,
}: {
  kind: PublishKind;
  /** The publication's zone, in which a schedule's toast says when. */
  timeZone: string;
  session: EditorSession;
  values: PublishValues;
  /** What publishing still asks for: a piece without it cannot be scheduled. */
  missing: readonly string[];
  scheduledFor: Date | null;
  reviewNote: string | null;
}) {
  const [scheduledFor, setScheduledFor] = useState(initialSchedule);
  const [reviewNote, setReviewNote] = useState(initialNote);
  const [busy, setBusy] = useState<"schedule" | "return" | null>(null);
  const { piece } = session;

  /** Saves the editor's fields: the saved version, or why it could not be saved. */
  async function saveFirst(): Promise<{ id: string; version: number } | string> {
    const saved = await session.run("save");
    if (saved.kind === "saved") return saved.saved;
    return "Save the piece first: " + ("error" in saved ? saved.error : "it could not be saved.");
  }

  /** The server's answer: the editor takes the new version and status; an error to show, or null. */
  function answered(
    { status, body }: Answer,
    done: Toast | ((body: Record<string, unknown>) => Toast),
    fallback: string,
  ): string | null {
    if (status !== 200 || body?.ok !== true) return typeof body?.error === "string" ? body.error : fallback;
    session.restored(
      { version: body.version as number, status: body.status as string, hasPending: piece.hasPending },
      values,
    );
    showToast(typeof done === "function" ? done(body) : done);
    return null;
  }

  async function schedule(at: string): Promise<string | null> {
    if (missing.length > 0) return MISSING_FOR_PUBLISH.message;
    setBusy("schedule");
    const saved = await saveFirst();
    if (typeof saved === "string") {
      setBusy(null);
      return saved;
    }
    const answer = await postEditor({
      kind,
      intent: "schedule",
      id: saved.id,
      baseVersion: String(saved.version),
      at,
    });
    setBusy(null);
    const error = answered(
      answer,
      (body) => scheduledToast(kind, new Date(body.scheduledFor as string), timeZone),
      SCHEDULE_FAILED,
    );
    if (!error) setScheduledFor(new Date(answer.body!.scheduledFor as string));
    return error;
  }

  async function unschedule() {
    setBusy("schedule");
    const answer = await postEditor({
      kind,
      intent: "unschedule",
      id: piece.id ?? "",
      baseVersion: String(session.baseVersion() ?? ""),
    });
    setBusy(null);
    const error = answered(answer, { title: "Schedule cancelled" }, SCHEDULE_FAILED);
    if (error)
      showToast({ title: "Failed to cancel the schedule", description: error, variant: "destructive" });
    else setScheduledFor(null);
  }

  /** Return with a note: an error to show in the dialog, or null once the piece is back with its writer. */
  async function returnWithNote(note: string): Promise<string | null> {
    setBusy("return");
    const saved = await saveFirst();
    if (typeof saved === "string") {
      setBusy(null);
      return saved;
    }
    const answer = await postEditor({
      ...formFields(values),
      kind,
      intent: "return",
      id: saved.id,
      baseVersion: String(saved.version),
      note,
    });
    setBusy(null);
    const error = answered(
      answer,
      { title: "Returned to the writer" },
      "The piece could not be returned. Please try again.",
    );
    if (!error) setReviewNote(note);
    return error;
  }

  return {
    scheduledFor,
    scheduling: busy === "schedule",
    returning: busy === "return",
    reviewNote,
    schedule,
    unschedule,
    returnWithNote,
  };
}

const SCHEDULE_FAILED = "The schedule could not be saved. Please try again.";
