import { MEDIA_FILE_TEXTS } from "#shared/media-files.ts";
import type { Status } from "#shared/lifecycle.ts";
import { Button } from "~/components/ui/button.tsx";

const NAMES = { title: "title", content: "content", author: "author", imageUrl: "image" } as const;

export type Missing = keyof typeof NAMES;

/** The id of the flag of images without alt text, which the main buttons are described by. */
export const altFlagId = (notesId: string) => `${notesId}-alt`;
/** The id of the flag of videos without captions (issue 41). */
export const captionsFlagId = (notesId: string) => `${notesId}-captions`;

/** 'title, content and image': what the main button still waits for; "" when nothing. */
export function missingList(missing: readonly Missing[]): string {
  const names = missing.map((m) => NAMES[m]);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}

export type EditorCommand = "publish" | "save" | "update" | "unpublish" | "clear" | "submit" | "return";

/** Below 1280 px these are in the sticky action bar (editor-action-bar.tsx), not in the panel. */
const WIDE_ONLY = "hidden xl:block";

/** The save button of each status: Save draft, Save changes (a piece in review, for an editor), or none. */
export function saveAction(status: Status | null, mayPublish: boolean) {
  if (status === null || status === "draft") return { label: "Save draft" } as const;
  if (status === "review" && mayPublish) return { label: "Save changes" } as const;
  return null;
}

/** The main button of each status, and what it asks for: Publish, Update, or (a contributor's)
 * Submit for review. */
export function mainAction(status: Status | null, mayPublish: boolean) {
  if (status === "published" || status === "scheduled")
    return { command: "update", label: "Update", busy: "Updating...", verb: "update" } as const;
  if (!mayPublish)
    return { command: "submit", label: "Submit for review", busy: "Submitting...", verb: "submit" } as const;
  const label = status === "unpublished" ? "Publish again" : "Publish";
  return { command: "publish", label, busy: "Publishing...", verb: "publish" } as const;
}

/** The editor's buttons, by the piece's status (issue 25) and the writer's role (issue 26): a new or
 * draft piece has Publish (immediate, SPEC.md §2) for an editor, Submit for review for a contributor
 * (and for an editor too, beside it), and Save draft (and Clear Form on a create page); a piece in
 * review has Publish and Return with a note for an editor; a published one Update and Unpublish; an
 * unpublished one Publish again. The main button waits for the required fields, and what is still
 * missing is said beside it. Below 1280 px the main button and Save are in the sticky action bar. */
export function PublishButtons({
  status,
  mayPublish,
  busy,
  missing,
  imagesWithoutAlt = 0,
  videosWithoutCaptions = 0,
  notesId,
  onCommand,
  canClear,
  alwaysPublished = false,
}: {
  /** Clear Form: on a create page. */
  canClear: boolean;
  /** A static page (decision 0047): Update, never Unpublish. */
  alwaysPublished?: boolean;
  /** null: a new piece, not saved yet. */
  status: Status | null;
  /** An editor's or an admin's: Publish and the rest, rather than Submit for review. */
  mayPublish: boolean;
  busy: EditorCommand | null;
  missing: readonly Missing[];
  /** Images in the content with no alt text: flagged, not refused. */
  imagesWithoutAlt?: number;
  /** Videos in the content without a captions track (issue 41): flagged, not refused. */
  videosWithoutCaptions?: number;
  /** The id of what is still missing; its alt-text flag's is `${notesId}-alt` (altFlagId). */
  notesId: string;
  onCommand: (command: EditorCommand) => void;
}) {
  const id = notesId;
  const altId = altFlagId(notesId);
  const them = imagesWithoutAlt === 1 ? "it" : "them";
  const names = missing.map((m) => NAMES[m]);
  const main = mainAction(status, mayPublish);
  const save = saveAction(status, mayPublish);
  const draft = status === null || status === "draft";
  const describedBy =
    [
      names.length > 0 ? id : "",
      imagesWithoutAlt > 0 ? altId : "",
      videosWithoutCaptions > 0 ? captionsFlagId(notesId) : "",
    ]
      .join(" ")
      .trim() || undefined;
  const secondary = (command: EditorCommand, label: string, busyLabel: string, needsFields = false) => (
    <Button
      look="secondary"
      busy={busy === command}
      busyLabel={busyLabel}
      disabled={busy !== null || (needsFields && names.length > 0)}
      aria-describedby={needsFields ? describedBy : undefined}
      onClick={() => onCommand(command)}
      className="w-full"
    >
      {label}
    </Button>
  );
  return (
    <div className="space-y-3 border-t border-rule pt-5">
      {names.length > 0 && (
        <p id={id} className="text-sm text-muted">
          To {main.verb}, add {missingList(missing)}.
        </p>
      )}
      {imagesWithoutAlt > 0 && (
        <p id={altId} className="border-l-4 border-accent bg-paper px-3 py-2 text-sm text-ink">
          {imagesWithoutAlt === 1 ? "1 image has" : `${imagesWithoutAlt} images have`} no alt text, so readers
          who cannot see {them} are told nothing of {them}. Give each image a description when you insert it.
        </p>
      )}
      {videosWithoutCaptions > 0 && (
        <p
          id={captionsFlagId(notesId)}
          className="border-l-4 border-accent bg-paper px-3 py-2 text-sm text-ink"
        >
          {MEDIA_FILE_TEXTS.missingCaptions(videosWithoutCaptions)}, so readers who cannot hear{" "}
          {videosWithoutCaptions === 1 ? "it" : "them"} miss what is said. Add a WebVTT file when you insert a
          video.
        </p>
      )}
      <div className={WIDE_ONLY}>
        <Button
          busy={busy === main.command || (main.command === "publish" && busy === "update")}
          busyLabel={main.busy}
          disabled={names.length > 0 || busy !== null}
          aria-describedby={describedBy}
          onClick={() => onCommand(main.command)}
          className="w-full"
        >
          {main.label}
        </Button>
      </div>
      {status === "review" && mayPublish && secondary("return", "Return with a note", "Returning...")}
      {status === "published" && !alwaysPublished && secondary("unpublish", "Unpublish", "Unpublishing...")}
      {save && <div className={WIDE_ONLY}>{secondary("save", save.label, "Saving...")}</div>}
      {draft && mayPublish && secondary("submit", "Submit for review", "Submitting...", true)}
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
