import type { ScheduleJob } from "./schedule.tsx";
import type { EditorInitial } from "./session.ts";
import type { CommentMode } from "#shared/comment-modes.ts";
import { PieceComments } from "./piece-comments.tsx";
import { PieceCorrections } from "./piece-corrections.tsx";
import { PiecePreviewLinks } from "./piece-preview-links.tsx";
import { PieceReadership, type DayViews } from "./piece-readership.tsx";
import { PiecePolls, type EditorPoll } from "./piece-polls.tsx";
import { PieceTakedown } from "./piece-takedown.tsx";
import { PublishForm } from "./publish-form.tsx";
import { withDraft } from "./publish-values.ts";
import { useCan } from "~/components/portal/use-portal-role.ts";
import { ApprovalPanel, type ApprovalView } from "./approval.tsx";
import { PieceReading } from "./reading.tsx";

type Props = Parameters<typeof PiecePreviewLinks>[0];
type Corrections = Parameters<typeof PieceCorrections>[0]["corrections"];

/** What the editor page's loader answers (app/routes/admin.dashboard.editor.server.ts). */
export type EditorPageData = {
  piece: Omit<EditorInitial, "fields"> & {
    id: string;
    fields: Record<string, unknown>;
    scheduledFor: Date | string | null;
    noindex: boolean;
    reviewNote: string | null;
  };
  care: { previewLinks: Props["links"]; corrections: Corrections };
  schedule: ScheduleJob | null;
  changedBeside: number;
  /** An article's own comment mode (issue 27); null follows the site's. */
  commentMode?: CommentMode | null;
  /** The last 30 days of views, for the roles that see readership (decision 0048). */
  readership?: DayViews[] | null;
  /** Its readers' polls with their votes, for the roles that manage polls (decision 0077). */
  polls?: EditorPoll[] | null;
  /** The adviser reads and leaves notes (issue 38): the page shows the piece, not the editor. */
  readOnly?: boolean;
  /** Where the piece stands with the adviser's approval. */
  approval?: ApprovalView;
};

const NO_APPROVAL: ApprovalView = { rule: "editor", advisers: [], mayApprove: false };

/**
 * A saved piece's editor page (decision 0039): the one editor, its schedule, and beside it the preview
 * links, corrections and takedown, and for editors its readership. A correction or a takedown changes the piece on the server (a new
 * version): the editor is keyed by how many there have been, so that it then opens the piece afresh
 * instead of saving over the change (anything typed and not yet saved is offered back from the device).
 * A contributor (issue 26) has the preview links of their own piece only: corrections and takedowns are
 * an editor's.
 */
export function EditorPage({ kind, data }: { kind: "article" | "creative" | "page"; data: EditorPageData }) {
  const { piece, care, schedule, changedBeside, readership } = data;
  const author = String(piece.fields.author ?? "");
  const mayPublish = useCan("publish");
  const mayModerate = useCan("moderation");
  if (data.readOnly && kind !== "page")
    return (
      <PieceReading
        kind={kind}
        id={piece.id}
        version={piece.version ?? 0}
        status={piece.status ?? "draft"}
        fields={piece.fields}
        reviewNote={piece.reviewNote}
        approval={data.approval ?? NO_APPROVAL}
      />
    );
  return (
    <PublishForm
      key={`${piece.id}:${changedBeside}`}
      kind={kind}
      initial={{ ...piece, fields: withDraft(kind, piece.fields) }}
      extras={{
        schedule: {
          scheduledFor: piece.scheduledFor ? new Date(piece.scheduledFor) : null,
          job: schedule,
        },
        reviewNote: piece.reviewNote,
        // A static page has none of the panels (decision 0047).
        panels: (state) =>
          kind === "page" ? null : (
            <>
              <PiecePreviewLinks
                kind={kind}
                id={piece.id}
                published={state.status === "published"}
                links={care.previewLinks}
              />
              {mayPublish && (
                <>
                  <PieceCorrections
                    kind={kind}
                    id={piece.id}
                    published={state.status === "published"}
                    corrections={care.corrections}
                  />
                  <PieceTakedown kind={kind} id={piece.id} noindex={piece.noindex} author={author} />
                </>
              )}
              {kind === "article" && mayModerate && (
                <PieceComments id={piece.id} mode={data.commentMode ?? null} />
              )}
              {readership && <PieceReadership days={readership} published={state.status === "published"} />}
              {data.polls && <PiecePolls polls={data.polls} />}
              {data.approval && (
                <ApprovalPanel
                  kind={kind}
                  id={piece.id}
                  status={state.status ?? "draft"}
                  approval={data.approval}
                />
              )}
            </>
          ),
      }}
    />
  );
}
