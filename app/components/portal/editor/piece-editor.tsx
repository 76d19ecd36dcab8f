import { useCallback, useId, useRef, useState, type ReactNode } from "react";
import { missingForPublish } from "#shared/schemas/article.ts";
import { missingForPage } from "#shared/schemas/page.ts";
import { followTitle } from "#shared/slug.ts";
import { showToast } from "~/components/toaster.tsx";
import { Button } from "~/components/ui/button.tsx";
import { useTimeZone } from "~/components/use-time-zone.ts";
import { imagesWithoutAlt } from "~/lib/alt-text.ts";
import { videosWithoutCaptions } from "#shared/media-blocks.ts";
import { EditorActionBar } from "./action-bar.tsx";
import { EditorConflictDialog } from "./conflict.tsx";
import { EditorHistory } from "./history.tsx";
import { EditorSideStatus } from "./side-status.tsx";
import { useLeaveGuard } from "./leave.tsx";
import { EditorRestoreOffer } from "./offer.tsx";
import { LockedPiece } from "./locked.tsx";
import { EditorSchedule, type ScheduleJob } from "./schedule.tsx";
import { useEditorSession, type EditorInitial, type PieceState } from "./session.ts";
import { PublishButtons } from "./publish-buttons.tsx";
import { ArticleSettings, CreativeType, MainFields } from "./publish-fields.tsx";
import { PUBLISH_TEXTS, type PublishKind } from "./publish-texts.ts";
import type { PublishValues } from "./publish-values.ts";
import { freshValues, insertFeaturedImage, useDefaultByline } from "./new-piece.ts";
import { ReviewNote } from "./review-note.tsx";
import type { RichTextEditorHandle } from "./rich-text-editor.tsx";
import { useCan } from "~/components/portal/use-portal-role.ts";
import { usePublishCommands } from "./use-publish-commands.tsx";
import { useSideRequests } from "./use-side-requests.ts";
import { DraftNotesColumn } from "./notes/draft-notes.tsx";
import { ReadOnlyNotes } from "./notes/read-only-notes.tsx";
import type Quill from "quill/core";

/** What the editor page of a saved piece adds: its schedule, an editor's note from a return, and the
 * panels beside the editor (preview links, corrections, takedown), told where the piece stands. */
export type EditorExtras = {
  schedule: { scheduledFor: Date | null; job: ScheduleJob | null };
  reviewNote: string | null;
  panels: (piece: PieceState) => ReactNode;
};

/** The editor of one piece: its fields, its text, its autosave and its buttons (./publish-form.tsx). */
export function PieceEditor({
  kind,
  initial,
  extras,
  published,
  onPublishedNew,
}: {
  kind: PublishKind;
  initial: EditorInitial;
  extras?: EditorExtras;
  published: { headline: string; href: string } | null;
  /** Given on a create page: a piece published from it, or Clear Form, leaves a fresh form (the
   * cleared piece, once autosaved, stays a draft in its Manage list). */
  onPublishedNew?: (newPath: string, published?: { headline: string; href: string }) => void;
}) {
  const texts = PUBLISH_TEXTS[kind];
  const timeZone = useTimeZone();
  const byline = useDefaultByline();
  const editor = useRef<RichTextEditorHandle>(null);
  const [values, setValues] = useState(initial.fields);
  const [history, setHistory] = useState(false);
  const [quill, setQuill] = useState<Quill | null>(null);
  const mayPublish = useCan("publish");
  const notesId = useId();
  const withoutAlt = imagesWithoutAlt(values.content);
  const withoutCaptions = videosWithoutCaptions(values.content);

  const load = useCallback((next: PublishValues) => {
    setValues(next);
    editor.current?.setHtml(next.content);
  }, []);
  const session = useEditorSession(kind, initial, values, load);
  const { piece } = session;
  const what = kind === "creative" ? "creative piece" : "article";
  const leave = useLeaveGuard(session.hasUnsaved, what);
  // A static page (decision 0047) needs a title and text only, and has no byline, image or schedule.
  const page = kind === "page";
  const missing = page ? missingForPage(values) : missingForPublish(values);
  const set = (patch: Partial<PublishValues>) => setValues((v) => ({ ...v, ...patch }));
  const slugFollows = piece.status === null || piece.status === "draft";
  const side = useSideRequests({
    kind,
    session,
    values,
    missing,
    scheduledFor: extras?.schedule.scheduledFor ?? null,
    reviewNote: extras?.reviewNote ?? null,
    timeZone,
  });
  const { busy, command, askSchedule, dialogs } = usePublishCommands({
    kind,
    session,
    values,
    missing,
    side,
    timeZone,
    onPublishedNew,
    onClear: () => load(freshValues(kind, byline)),
  });

  // A contributor's piece past draft is theirs to read, not to change (decision 0040).
  if (!mayPublish && piece.status !== null && piece.status !== "draft")
    return (
      <LockedPiece
        kind={kind}
        heading={texts.editHeading}
        status={piece.status}
        values={values}
        publicHref={piece.publicHref}
        view={texts.view}
        notes={
          piece.id &&
          kind !== "page" && (
            <ReadOnlyNotes
              piece={{ kind, id: piece.id, version: piece.version, hasUnsaved: session.hasUnsaved }}
              timeZone={timeZone}
            />
          )
        }
      />
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
      <h1 className="font-serif text-3xl font-bold">{piece.id ? texts.editHeading : texts.heading}</h1>
      <p className="mt-1 text-sm text-muted">Fields marked * are required.</p>
      {side.reviewNote && piece.status === "draft" && (
        <div className="mt-3">
          <ReviewNote note={side.reviewNote} />
        </div>
      )}
      {published && (
        <p className="mt-2 text-sm text-muted">
          Last published: <strong className="text-ink">{published.headline}</strong> ·{" "}
          <a href={published.href} className="font-semibold text-accent underline underline-offset-2">
            {texts.view}
          </a>
        </p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          // Enter in a field publishes (or updates, or submits), with the same checks as the button.
          event.preventDefault();
          const live = piece.status === "published" || piece.status === "scheduled";
          command(live ? "update" : mayPublish ? "publish" : "submit");
        }}
        className="mt-6 grid items-start gap-x-8 gap-y-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="min-w-0 space-y-5">
          {kind === "creative" && <CreativeType value={values.type} onChange={(type) => set({ type })} />}
          <MainFields
            kind={kind}
            values={values}
            defaultContent={initial.fields.content}
            pageSlug={kind === "page" ? (piece.publicHref ?? "").replace(/^\//, "") : undefined}
            editorRef={editor}
            onQuill={setQuill}
            notes={
              // Notes are kept on a saved article or creative piece (issue 38), not on a static page.
              piece.id &&
              kind !== "page" && (
                <DraftNotesColumn
                  piece={{
                    kind,
                    id: piece.id,
                    version: piece.version,
                    hasUnsaved: session.hasUnsaved,
                    quill,
                  }}
                  timeZone={timeZone}
                />
              )
            }
            onTitle={(title) =>
              setValues((v) => ({
                ...v,
                title,
                slug: slugFollows ? followTitle(v.slug, v.title, title) : v.slug,
              }))
            }
            onChange={set}
            onImport={(document) => {
              editor.current?.setHtml(document.html);
              // The document's title fills an empty title only (decision 0014).
              const title = document.title;
              if (title) {
                setValues((v) =>
                  v.title.trim() ? v : { ...v, title, slug: followTitle(v.slug, v.title, title) },
                );
              }
            }}
          />
        </div>
        <div className="space-y-5 border border-rule bg-white p-5">
          <EditorSideStatus session={session} view={texts.view} />
          {!page && (
            <ArticleSettings
              kind={kind}
              values={values}
              onChange={set}
              onInsertImage={() => insertFeaturedImage(editor.current, values)}
            />
          )}
          <PublishButtons
            mayPublish={mayPublish}
            status={piece.status}
            canClear={onPublishedNew !== undefined}
            alwaysPublished={page}
            busy={busy}
            missing={missing}
            imagesWithoutAlt={withoutAlt}
            videosWithoutCaptions={withoutCaptions}
            notesId={notesId}
            onCommand={command}
          />
          {piece.id && (
            <Button look="secondary" onClick={() => setHistory(true)} className="w-full">
              History
            </Button>
          )}
          {/* A piece can be scheduled once it is saved: on its own page, and on a create page after
              its first autosave. */}
          {piece.id && mayPublish && !page && (
            <EditorSchedule
              status={piece.status}
              scheduledFor={side.scheduledFor}
              job={extras?.schedule.job ?? null}
              timeZone={timeZone}
              busy={side.scheduling}
              onSchedule={askSchedule}
              onUnschedule={side.unschedule}
            />
          )}
        </div>
      </form>
      {extras && <div className="mt-8 space-y-6">{extras.panels(piece)}</div>}
      <EditorActionBar
        session={session}
        mayPublish={mayPublish}
        busy={busy}
        missing={missing}
        imagesWithoutAlt={withoutAlt}
        videosWithoutCaptions={withoutCaptions}
        notesId={notesId}
        onCommand={command}
      />
      {piece.id && (
        <EditorHistory
          kind={kind}
          id={piece.id}
          open={history}
          timeZone={timeZone}
          baseVersion={session.baseVersion}
          current={values}
          onClose={() => setHistory(false)}
          onRestored={(saved, fields) => {
            session.restored(saved, fields);
            showToast({ title: "Version restored", description: "It is now the newest version" });
          }}
        />
      )}
      <EditorConflictDialog
        kind={kind}
        conflict={session.conflict}
        timeZone={timeZone}
        onKeepMine={session.keepMine}
        onTakeTheirs={() => session.takeTheirs()}
      />
      <EditorRestoreOffer
        offer={session.offer}
        timeZone={timeZone}
        onRestore={session.restore}
        onDiscard={session.discard}
      />
      {dialogs}
      {leave}
    </div>
  );
}
