import { data, type AppLoadContext } from "react-router";
import { openMediaPartsStore } from "../../server/providers/import-store.ts";
import {
  beginPrintImport,
  receivePrintImportPart,
  startPrintImportFile,
} from "../../server/modules/print/portal-import.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { readBytes } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

const FAILED = "Importing print editions";

/** Runs one step of an import of past editions for the signed-in editor, answered in JSON. */
async function answered(
  request: Request,
  context: AppLoadContext,
  step: (actor: Awaited<ReturnType<typeof requireStaff>>) => Promise<Record<string, unknown>>,
) {
  try {
    const actor = await requireStaff(request, context);
    return data({ ok: true, ...(await step(actor)) }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, FAILED);
  }
}

/** POST /admin/print-imports, JSON `{ pattern, publish, files: [{ name, size }] }`: begins an import of
 * past editions (decision 0079); answers the import and the files to send. */
export function beginImport(request: Request, context: AppLoadContext) {
  return answered(request, context, async (actor) => {
    const body: unknown = await request.json().catch(() => null);
    return beginPrintImport(context.services.db, actor, body);
  });
}

/** POST /admin/print-imports/file, JSON `{ batch, name, size }`: where one file's upload in parts begins
 * or goes on (its id and the bytes the server has). */
export function startImportFile(request: Request, context: AppLoadContext) {
  return answered(request, context, async (actor) => {
    const body: unknown = await request.json().catch(() => null);
    return startPrintImportFile(context.services.db, actor, body);
  });
}

/** POST /admin/print-imports/part?id=…&offset=…, the part's bytes: keeps one part; after the last part
 * of the last file, the import's job is queued. */
export function receiveImportPart(request: Request, context: AppLoadContext) {
  return answered(request, context, async (actor) => {
    const url = new URL(request.url);
    const bytes = await readBytes(request);
    const { db, config } = context.services;
    const parts = openMediaPartsStore(config);
    const offset = Number(url.searchParams.get("offset"));
    return receivePrintImportPart(db, parts, actor, url.searchParams.get("id"), offset, bytes);
  });
}
