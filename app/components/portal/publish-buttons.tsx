import { useId } from "react";
import type { Status } from "#shared/lifecycle.ts";
import { Button } from "~/components/ui/button.tsx";

const NAMES = { title: "title", content: "content", author: "author", imageUrl: "image" } as const;

export type EditorCommand = "publish" | "save" | "update" | "unpublish" | "clear";

/** The editor's buttons, by where the piece is in its life (issue 25): a new or draft piece has
 * Publish (immediate, SPEC.md §2) and Save draft beside it (and Clear Form on a create page); a
 * published one Update and Unpublish; an unpublished one Publish again. Publish waits for the required
 * fields, and what is still missing is said beside it. */
export function PublishButtons({
  status,
  busy,
  missing,
  imagesWithoutAlt = 0,
  onCommand,
  canClear,
}: {
  /** Clear Form: on a create page. */
  canClear: boolean;
  /** null: a new piece, not saved yet. */
  status: Status | null;
  busy: EditorCommand | null;
  missing: readonly (keyof typeof NAMES)[];
  /** Images in the content with no alt text: flagged, not refused. */
  imagesWithoutAlt?: number;
  onCommand: (command: EditorCommand) => void;
}) {
  const id = useId();
  const altId = `${id}-alt`;
  const them = imagesWithoutAlt === 1 ? "it" : "them";
  const names = missing.map((m) => NAMES[m]);
  const live = status === "published" || status === "scheduled";
  const describedBy =
    [names.length > 0 ? id : "", imagesWithoutAlt > 0 ? altId : ""].join(" ").trim() || undefined;
  const publishing = busy === "publish" || busy === "update";
  return (
    <div className="space-y-3 border-t border-rule pt-5">
      {names.length > 0 && (
        <p id={id} className="text-sm text-muted">
          To {live ? "update" : "publish"}, add{" "}
          {names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0]}.
        </p>
      )}
      {imagesWithoutAlt > 0 && (
        <p id={altId} className="border-l-4 border-accent bg-paper px-3 py-2 text-sm text-ink">
          {imagesWithoutAlt === 1 ? "1 image has" : `${imagesWithoutAlt} images have`} no alt text, so readers
          who cannot see {them} are told nothing of {them}. Give each image a description when you insert it.
        </p>
      )}
      <Button
        busy={publishing}
        busyLabel={live ? "Updating..." : "Publishing..."}
        disabled={names.length > 0 || busy !== null}
        aria-describedby={describedBy}
        onClick={() => onCommand(live ? "update" : "publish")}
        className="w-full"
      >
        {live ? "Update" : status === "unpublished" ? "Publish again" : "Publish"}
      </Button>
      {live && status === "published" && (
        <Button
          look="secondary"
          disabled={busy !== null}
          onClick={() => onCommand("unpublish")}
          className="w-full"
        >
          {busy === "unpublish" ? "Unpublishing..." : "Unpublish"}
        </Button>
      )}
      {!live && status !== "unpublished" && (
        <Button
          look="secondary"
          busy={busy === "save"}
          busyLabel="Saving..."
          disabled={busy !== null}
          onClick={() => onCommand("save")}
          className="w-full"
        >
          Save draft
        </Button>
      )}
      {canClear && (
        <Button
          look="secondary"
          onClick={() => onCommand("clear")}
          disabled={busy !== null}
          className="w-full"
        >
          Clear Form
        </Button>
      )}
    </div>
  );
}
