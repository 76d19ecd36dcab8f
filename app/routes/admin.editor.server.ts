import { data, type AppLoadContext } from "react-router";
import { isDomainError } from "../../server/modules/errors.ts";
import {
  heartbeat,
  listRevisions,
  getRevision,
  restoreRevision,
  savePiece,
  unpublishPiece,
} from "../../server/modules/content/editing.ts";
import type { KindName } from "../../server/modules/content/kinds.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

const KIND_NAMES: readonly KindName[] = ["article", "opinion", "creative"];
const SAVES = ["autosave", "save", "publish", "update"] as const;
type SaveIntent = (typeof SAVES)[number];

/** Intents whose success changes what readers see (the page cache is told, decision 0016). */
const PUBLIC = new Set(["publish", "update", "unpublish", "restore"]);

const json = <T>(body: T, status = 200) => data(body, { status, headers: NO_STORE });

/**
 * POST /admin/editor: the piece editor's requests (issue 25), answered in JSON for its fetch calls:
 * autosave, save, publish, update, unpublish, heartbeat, revisions, revision and restore, each for
 * `kind` (article, opinion, creative). A save made over another writer's newer version answers 409
 * with theirs (`conflict`), for the editor's choice; every other refusal is the one failure shape.
 */
export async function editorAction(request: Request, context: AppLoadContext) {
  try {
    const form = await readForm(request);
    const actor = await requireStaff(request, context);
    const { db } = context.services;
    const kind = KIND_NAMES.find((k) => k === form.kind) ?? "article";
    const intent = form.intent ?? "";
    const answer = await run(intent);
    if (
      PUBLIC.has(intent) ||
      (intent === "save" && answer && "status" in answer && answer.status === "published")
    )
      context.pagesChanged("content");
    return json({ ok: true as const, ...answer });

    async function run(intent: string) {
      if ((SAVES as readonly string[]).includes(intent))
        return savePiece(db, actor, kind, form, intent as SaveIntent);
      if (intent === "unpublish")
        return unpublishPiece(db, actor, kind, { id: form.id, baseVersion: Number(form.baseVersion) });
      if (intent === "heartbeat") return { others: await heartbeat(db, actor, kind, form.id) };
      if (intent === "revisions") return { revisions: await listRevisions(db, actor, kind, form.id) };
      if (intent === "revision")
        return { fields: await getRevision(db, actor, kind, form.id, form.revisionId) };
      if (intent === "restore")
        return restoreRevision(db, actor, kind, {
          id: form.id,
          revisionId: form.revisionId,
          baseVersion: Number(form.baseVersion),
        });
      return null;
    }
  } catch (error) {
    if (isDomainError(error) && error.status === 409 && "theirs" in error) {
      return json({ ok: false as const, error: error.message, conflict: error.theirs }, 409);
    }
    return failure(error, "Saving the piece");
  }
}
