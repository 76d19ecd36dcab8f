import { data, type AppLoadContext } from "react-router";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { isEditConflict } from "../../server/modules/content/conflict.ts";
import { savePiece, unpublishPiece } from "../../server/modules/content/editing.ts";
import type { Saved } from "../../server/modules/content/versions.ts";
import { publicHrefOf } from "../../server/modules/content/piece-lookup.ts";
import { heartbeat } from "../../server/modules/content/editor.ts";
import type { KindName } from "../../server/modules/content/kinds.ts";
import { restoreRevision } from "../../server/modules/content/restore.ts";
import { schedulePiece, unschedulePiece } from "../../server/modules/content/schedule.ts";
import { getRevision, listRevisions } from "../../server/modules/content/revisions.ts";
import { episodeNames } from "../../server/modules/podcasts/episodes.ts";
import { listNoteEvents } from "../../server/modules/notes/list.ts";
import { NO_STORE } from "~/lib/answer.server.ts";
import { runPortalJson, type PortalJsonOperation, type PortalRun } from "~/lib/portal-answer.server.ts";

/** The database the domain functions are given. */
type Db = AppLoadContext["services"]["db"];

const KIND_NAMES: readonly KindName[] = ["article", "opinion", "creative", "page"];
const SAVES = ["autosave", "save", "publish", "update", "submit", "return"] as const;

const kindOf = (form: Record<string, string>): KindName =>
  KIND_NAMES.find((k) => k === form.kind) ?? "article";

/** An operation on the posted `kind`, answered `{ ok: true, ...what it returned }`. */
const answered = (
  answer: (db: Db, actor: SessionUser, kind: KindName, run: PortalRun) => Promise<Record<string, unknown>>,
): PortalJsonOperation => ({
  run: async (run) => ({
    body: { ok: true, ...(await answer(run.context.services.db, run.actor, kindOf(run.form), run)) },
  }),
});

/** A save of the piece: its answer, where readers find it, and the pages it changed as the domain
 * names them (decision 0059). */
const saving = (
  save: (db: Db, actor: SessionUser, kind: KindName, form: Record<string, string>) => Promise<Saved>,
): PortalJsonOperation => ({
  async run({ actor, form, context }) {
    const kind = kindOf(form);
    const { publicChange: _seen, pages, ...saved } = await save(context.services.db, actor, kind, form);
    const publicHref = publicHrefOf(kind, { ...saved, slug: saved.slug ?? "" });
    return { body: { ok: true, ...saved, publicHref }, pages };
  },
});

/**
 * POST /admin/editor: the piece editor's requests (issue 25, decision 0039), answered in JSON for its
 * fetch calls, each for `kind` (article, opinion, creative, page): the saves, unpublish and restore (which
 * drop the pages they changed); schedule and unschedule (nothing readers see changes until the job
 * publishes it, and its process drops the pages); heartbeat; revisions and revision.
 */
const EDITOR: Record<string, PortalJsonOperation> = {
  ...Object.fromEntries(
    SAVES.map((intent) => [
      intent,
      saving((db, actor, kind, form) => savePiece(db, actor, kind, form, intent)),
    ]),
  ),
  unpublish: saving(unpublishPiece),
  restore: saving(restoreRevision),
  schedule: answered((db, actor, kind, { form, context }) =>
    schedulePiece(db, actor, kind, form, { timeZone: context.services.config.timeZone }),
  ),
  unschedule: answered((db, actor, kind, { form }) => unschedulePiece(db, actor, kind, form)),
  heartbeat: answered(async (db, actor, kind, { form }) => ({
    others: await heartbeat(db, actor, kind, form.id),
  })),
  // History shows the notes' own times as events beside the revisions (issue 38): no revision of the text.
  revisions: answered(async (db, actor, kind, { form }) => ({
    revisions: await listRevisions(db, actor, kind, form.id),
    events: kind === "page" ? [] : await listNoteEvents(db, actor, kind, form.id),
  })),
  // With the names of the show and audio file an episode's version names (decision 0074).
  revision: answered(async (db, actor, kind, { form }) => {
    const revision = await getRevision(db, actor, kind, form.id, form.revisionId);
    return { ...revision, names: await episodeNames(db, revision.fields) };
  }),
};

/** A save made over another writer's newer version answers 409 with theirs (`conflict`), for the
 * editor's choice; every other refusal is the one failure shape (app/lib/answer.server.ts). */
function conflictAnswer(error: unknown) {
  if (!isEditConflict(error)) return null;
  const { theirs } = error;
  const conflict = { ...theirs, savedBy: theirs.savedBy ?? "Someone" };
  return data({ ok: false as const, error: error.message, conflict }, { status: 409, headers: NO_STORE });
}

export function editorAction(request: Request, context: AppLoadContext) {
  return runPortalJson(request, context, EDITOR, { failure: "Saving the piece", refusal: conflictAnswer });
}
