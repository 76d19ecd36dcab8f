import { data, type AppLoadContext } from "react-router";
import { isEditConflict } from "../../server/modules/content/conflict.ts";
import { savePiece, unpublishPiece } from "../../server/modules/content/editing.ts";
import { publicHrefOf } from "../../server/modules/content/piece-lookup.ts";
import { heartbeat } from "../../server/modules/content/editor.ts";
import type { KindName } from "../../server/modules/content/kinds.ts";
import { restoreRevision } from "../../server/modules/content/restore.ts";
import { schedulePiece, unschedulePiece } from "../../server/modules/content/schedule.ts";
import { getRevision, listRevisions } from "../../server/modules/content/revisions.ts";
import { Invalid } from "../../server/modules/errors.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

const KIND_NAMES: readonly KindName[] = ["article", "opinion", "creative", "page"];
const SAVES = ["autosave", "save", "publish", "update", "submit", "return"] as const;
type SaveIntent = (typeof SAVES)[number];

const json = <T>(body: T, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/editor: the piece editor's requests (issue 25, decision 0039), answered in JSON for its
 * fetch calls: autosave, save, publish, update, submit (for review), return (from review, with a
 * `note`), unpublish, schedule, unschedule, heartbeat, revisions, revision and restore, each for `kind` (article, opinion, creative, page). A save made over another writer's newer
 * version answers 409 with theirs (`conflict`), for the editor's choice; every other refusal is the
 * one failure shape (app/lib/answer.server.ts).
 */
export async function editorAction(request: Request, context: AppLoadContext) {
  try {
    const form = await readForm(request);
    const actor = await requireStaff(request, context);
    const { db } = context.services;
    const kind = KIND_NAMES.find((k) => k === form.kind) ?? "article";
    const intent = form.intent ?? "";

    if ((SAVES as readonly string[]).includes(intent) || intent === "unpublish" || intent === "restore") {
      const {
        publicChange: _seen,
        pages,
        ...saved
      } = intent === "unpublish"
        ? await unpublishPiece(db, actor, kind, form)
        : intent === "restore"
          ? await restoreRevision(db, actor, kind, form)
          : await savePiece(db, actor, kind, form, intent as SaveIntent);
      // What readers see changed, as the domain names it (decision 0059): the cached pages go.
      if (pages) context.pagesChanged(pages);
      return json({
        ok: true as const,
        ...saved,
        publicHref: publicHrefOf(kind, { ...saved, slug: saved.slug ?? "" }),
      });
    }
    if (intent === "schedule" || intent === "unschedule") {
      // Nothing readers see changes until the job publishes it (its process drops the cached pages).
      const scheduled =
        intent === "schedule"
          ? await schedulePiece(db, actor, kind, form, { timeZone: context.services.config.timeZone })
          : await unschedulePiece(db, actor, kind, form);
      return json({ ok: true as const, ...scheduled });
    }
    if (intent === "heartbeat")
      return json({ ok: true as const, others: await heartbeat(db, actor, kind, form.id) });
    if (intent === "revisions")
      return json({ ok: true as const, revisions: await listRevisions(db, actor, kind, form.id) });
    if (intent === "revision")
      return json({ ok: true as const, ...(await getRevision(db, actor, kind, form.id, form.revisionId)) });
    throw new Invalid("Unknown request");
  } catch (error) {
    if (isEditConflict(error)) {
      const { theirs } = error;
      const conflict = { ...theirs, savedBy: theirs.savedBy ?? "Someone" };
      return json({ ok: false as const, error: error.message, conflict }, 409);
    }
    return failure(error, "Saving the piece");
  }
}
