import type { AppLoadContext } from "react-router";
import { editionLabel, editionPath } from "#shared/print.ts";
import { deleteEdition, saveEdition } from "../../server/modules/print/editions.ts";
import { moveEdition, moveOf } from "../../server/modules/print/lifecycle.ts";
import { portalEditions } from "../../server/modules/print/portal.ts";
import { recentPrintImports } from "../../server/modules/print/portal-import.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireCanPage } from "~/lib/staff.server.ts";

export const PRINT_PATH = "/admin/dashboard/print";

/** Print (issue 43, decision 0079): every edition and the pieces to list in one, and the recent
 * imports of past editions, for editors. */
export async function loadPrint(request: Request, context: AppLoadContext) {
  const actor = await requireCanPage(request, context, "printEditions");
  const { db, storage, config } = context.services;
  const { editions, choices } = await portalEditions(db, storage, actor);
  const imports = await recentPrintImports(db, actor);
  return {
    timeZone: config.timeZone,
    editions: editions.map((e) => ({
      id: e.id,
      volume: e.volume,
      number: e.number,
      date: e.issuedOn,
      title: e.title,
      status: e.status,
      scheduledFor: e.scheduledFor?.toISOString() ?? null,
      pdf: e.pdf,
      cover: e.coverUrl,
      pieces: e.pieces,
      lastSaved: e.lastSaved && { ...e.lastSaved, at: e.lastSaved.at.toISOString() },
    })),
    choices,
    imports: imports.map(({ finishedAt: _finished, ...i }) => ({
      ...i,
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

const labelOf = (e: { volume: number; number: number; title: string }) =>
  `${editionLabel(e.volume, e.number)}, “${e.title}”`;

/** Save (add or change), Publish, Schedule, Unpublish and Delete: each drops the pages that list
 * pieces, editions and 'In print' lines ("content"). */
export function printAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      save: {
        changes: "content",
        failure: "Failed to save the edition",
        async run({ actor, form }) {
          const edition = await saveEdition(db, actor, form);
          return { title: "Edition saved", description: `${labelOf(edition)} is saved.` };
        },
      },
      move: {
        changes: "content",
        failure: "Failed to change the edition",
        async run({ actor, form }) {
          const edition = await moveEdition(db, actor, form.id, moveOf(form));
          const where = editionPath(edition.volume, edition.number);
          return edition.status === "published"
            ? { title: "Edition published", description: `${labelOf(edition)} is at ${where}.` }
            : edition.status === "scheduled"
              ? { title: "Edition scheduled", description: `${labelOf(edition)} will be published then.` }
              : { title: "Edition unpublished", description: `${labelOf(edition)} is a draft again.` };
        },
      },
      delete: {
        changes: "content",
        failure: "Failed to delete the edition",
        async run({ actor, form }) {
          const edition = await deleteEdition(db, actor, form.id);
          return { title: "Edition deleted", description: `${labelOf(edition)} is deleted.` };
        },
      },
    },
    PRINT_PATH,
  );
}
