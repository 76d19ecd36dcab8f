import { postEditor, type Posted } from "../client.ts";

/** The notes' endpoint (app/routes/admin.notes.ts), answered in JSON like the editor's. */
export const NOTES_ENDPOINT = "/admin/notes";

export const postNotes = (fields: Record<string, string>): Promise<Posted> =>
  postEditor(fields, undefined, NOTES_ENDPOINT);

export type NoteReply = { id: string; authorName: string; body: string; createdAt: string };
/** A note as the list answers it (server/modules/notes/list.ts). */
export type Note = NoteReply & {
  anchorIndex: number | null;
  anchorLength: number | null;
  quote: string | null;
  onDeletedText: boolean;
  resolvedAt: string | null;
  resolvedByName: string | null;
  replies: NoteReply[];
};

/** The server's sentence of a refusal, or a plain one when no answer came. */
export const refusalOf = (answer: Posted, fallback: string) =>
  typeof answer.body?.error === "string" ? answer.body.error : fallback;
