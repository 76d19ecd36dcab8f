import type { AppLoadContext } from "react-router";
import { listNotes } from "../../server/modules/notes/list.ts";
import { addNote, moveAnchors, replyToNote, setNoteResolved } from "../../server/modules/notes/notes.ts";
import { runPortalJson, type PortalJsonOperation, type PortalRun } from "~/lib/portal-answer.server.ts";

/** An operation answered `{ ok: true, ...what it returned }`. */
const answered = (answer: (run: PortalRun) => Promise<Record<string, unknown>>): PortalJsonOperation => ({
  run: async (run) => ({ body: { ok: true, ...(await answer(run)) } }),
});

/**
 * POST /admin/notes: notes on a draft (issue 38), for the editor's fetch calls, each of a piece (`kind`,
 * `id`) or a note (`noteId`). Notes are portal-only: nothing readers see changes, so no page is dropped.
 */
const NOTES: Record<string, PortalJsonOperation> = {
  list: answered(async ({ actor, form, context }) => ({
    notes: await listNotes(context.services.db, actor, form.kind, form.id),
  })),
  add: answered(async ({ actor, form, context }) => ({
    note: await addNote(context.services.db, actor, form.kind, form.id, form),
  })),
  reply: answered(async ({ actor, form, context }) => ({
    reply: await replyToNote(context.services.db, actor, form.noteId, form),
  })),
  resolve: answered(async ({ actor, form, context }) => ({
    note: await setNoteResolved(context.services.db, actor, form.noteId, true),
  })),
  reopen: answered(async ({ actor, form, context }) => ({
    note: await setNoteResolved(context.services.db, actor, form.noteId, false),
  })),
  anchors: answered(async ({ actor, form, context }) => ({
    moved: await moveAnchors(context.services.db, actor, form.kind, form.id, form),
  })),
};

export function notesAction(request: Request, context: AppLoadContext) {
  return runPortalJson(request, context, NOTES, { failure: "Saving the note" });
}
