import { data, type AppLoadContext } from "react-router";
import type { ImageCredit } from "#shared/media.ts";
import { setCreditAt } from "../../server/modules/media/credit.ts";
import { failure, NO_STORE } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";

export type CreditAnswer = { ok: true; credit: ImageCredit | null };

/** POST /admin/uploads/credit: editors credit any library image, other writers the ones they uploaded
 * (setCreditAt). Pages that show the image show its credit: they are dropped from the cache. JSON for
 * the editor's image picker. */
export async function creditUpload(request: Request, context: AppLoadContext) {
  try {
    const user = await requireStaff(request, context);
    const saved = await setCreditAt(context.services.db, user, await readForm(request));
    context.pagesChanged("content");
    return data<CreditAnswer>({ ok: true, credit: saved.credit }, { headers: NO_STORE });
  } catch (error) {
    return failure(error, "Crediting an image");
  }
}
