import type { Status } from "#shared/lifecycle.ts";
import { returnForm } from "#shared/schemas/piece-care.ts";
import type { AuditAction } from "../audit/actions.ts";
import { Invalid } from "../errors.ts";
import { formValue, validate } from "../validate.ts";

/**
 * Review before publishing (issue 26, decision 0040): a writer's Submit for review saves the piece and
 * moves it from draft to review; an editor's Return saves it and sends it back to draft with a note the
 * writer reads as 'Needs changes: …'; an editor's Publish publishes it from review. Resubmitting
 * clears the note. Both are intents of the editor's save (./editing.ts).
 */

/** autosave: the editor's quiet saves; save: Save draft; publish: Publish (now); update: Update (the
 * edits of a published piece reach readers); submit: Submit for review; return: Return with a note. */
export type SaveIntent = "autosave" | "save" | "publish" | "update" | "submit" | "return";

export const SUBMIT_ONLY_DRAFTS = "Only a draft can be submitted for review.";
export const ALREADY_IN_REVIEW = "This piece is already with the editors for review.";
export const RETURN_ONLY_REVIEW = "Only a piece in review can be returned to its writer.";

/** The note of a Return, checked: 400 when it is empty or too long. */
export const returnNote = (input: unknown): string =>
  validate(returnForm, { note: formValue(input, "note") }, "The note is missing").note;

/** The status and note a Submit or a Return writes, from the piece's `row`. */
export function reviewChanges(
  row: { status: Status },
  intent: "submit" | "return",
  note: string | null,
): { status: Status; reviewNote: string | null } {
  if (intent === "submit") {
    if (row.status === "review") throw new Invalid(ALREADY_IN_REVIEW);
    if (row.status !== "draft") throw new Invalid(SUBMIT_ONLY_DRAFTS);
    return { status: "review", reviewNote: null };
  }
  if (row.status !== "review") throw new Invalid(RETURN_ONLY_REVIEW);
  return { status: "draft", reviewNote: note };
}

const REASONS: Record<SaveIntent, string> = {
  autosave: "Autosaved",
  save: "Saved",
  publish: "Published",
  update: "Updated",
  submit: "Submitted for review",
  return: "Returned",
};

/** The reason History shows for a save. */
export const reviewReason = (intent: SaveIntent, note: string | null): string =>
  intent === "return" && note ? `Returned: ${note}` : REASONS[intent];

/** The audit log's action for a save, when it is one of consequence: `was` is the status before (null:
 * a new piece). An Update counts when readers see it. */
export function auditedAs(intent: SaveIntent, was: Status | null): AuditAction | null {
  if (intent === "publish" || intent === "submit" || intent === "return") return intent;
  if (intent === "update" && was === "published") return "update";
  return null;
}
