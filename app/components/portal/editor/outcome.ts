import { failureToast, type Toast } from "#shared/answer.ts";
import { formatDateTime } from "#shared/local-time.ts";
import type { Outcome } from "~/components/portal/editor/autosave.ts";
import type { PublishKind } from "./publish-texts.ts";
import { PUBLISH_TEXTS } from "./publish-texts.ts";

/** The explicit saves of the editor's buttons. */
export type ExplicitSave = "publish" | "save" | "update" | "unpublish" | "submit";

const SUBMITTED = {
  title: "Submitted for review",
  description: "An editor will publish it or return it to you with a note.",
};

/** The toast that tells how an explicit save ended (null: nothing to say, as after a conflict, whose
 * dialog says it): what happened, published, updated or unpublished, and SPEC.md's 'created
 * successfully' only for a piece that its create page published (`created`). */
export function outcomeToast(
  kind: PublishKind,
  which: ExplicitSave,
  outcome: Outcome<unknown>,
  { created = false } = {},
): Toast | null {
  const texts = PUBLISH_TEXTS[kind];
  const failed = which === "update" || which === "unpublish" ? texts.updateFailed : texts.failure;
  switch (outcome.kind) {
    case "saved":
      return {
        publish: created ? texts.success : texts.published,
        update: texts.updated,
        unpublish: texts.unpublished,
        submit: SUBMITTED,
        save: { title: "Draft saved" },
      }[which];
    case "refused":
    case "failed":
      return failureToast(outcome, failed);
    case "network":
      return {
        title: failed,
        description: "You seem to be offline. Your work is kept on this device.",
        variant: "destructive",
      };
    case "signedOut":
      return { title: failed, description: "Please sign in again.", variant: "destructive" };
    default:
      return null;
  }
}

/** The toast of a piece scheduled: when it goes out, in the publication's zone. */
export function scheduledToast(kind: PublishKind, at: Date, timeZone: string): Toast {
  return {
    title: PUBLISH_TEXTS[kind].scheduled,
    description: `It will be published on ${formatDateTime(at, timeZone)} (${timeZone} time)`,
  };
}
