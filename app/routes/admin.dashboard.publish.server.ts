import type { AppLoadContext } from "react-router";
import { publishArticle } from "../../server/modules/articles/portal.ts";
import { publishCreativePiece } from "../../server/modules/creative/portal.ts";
import { failure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";
import type { PublishKind } from "~/components/portal/publish-texts.ts";

/** The three create forms' action: the staff check, the domain function, and where the new piece can
 * be read. */
export async function publishAction(request: Request, context: AppLoadContext, kind: PublishKind) {
  try {
    const actor = await requireStaff(request, context);
    const form = await readForm(request);
    const { db } = context.services;
    if (kind === "creative") {
      const piece = await publishCreativePiece(db, actor, form);
      context.pagesChanged("content");
      return { ok: true as const, headline: piece.title, href: `/creative?piece=${piece.id}` };
    }
    const article = await publishArticle(db, actor, form, { kind });
    context.pagesChanged("content");
    return { ok: true as const, headline: article.title, href: `/article/${article.slug}` };
  } catch (error) {
    return failure(error);
  }
}
