import { data, type AppLoadContext } from "react-router";
import { receivePart, startUpload } from "../../server/modules/site-imports/uploads.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";
import { readBytes } from "~/lib/form.server.ts";

export type StartAnswer = { ok: true; id: string; received: number };
export type PartAnswer = { ok: true; received: number; state: "uploading" | "checking" };

/** POST /admin/site-imports, JSON `{ name, size, resume? }`: begins (or goes on with) an upload of an
 * export for Settings → Import (decision 0070). */
export async function startSiteImport(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaff(request, context);
    const body: unknown = await request.json().catch(() => null);
    const started = await startUpload(context.services.db, actor, body);
    return data<StartAnswer>({ ok: true, ...started }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Starting the upload");
  }
}

/** POST /admin/site-imports/part?id=…&offset=…, the part's bytes as the body: keeps one part of the
 * upload; the last queues the dry run. */
export async function receiveSiteImportPart(request: Request, context: AppLoadContext) {
  try {
    const actor = await requireStaff(request, context);
    const url = new URL(request.url);
    const offset = Number(url.searchParams.get("offset"));
    const bytes = await readBytes(request);
    const { db, imports } = context.services;
    const part = await receivePart(db, imports, actor, url.searchParams.get("id"), offset, bytes);
    return data<PartAnswer>({ ok: true, ...part }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Receiving a part of the upload");
  }
}
