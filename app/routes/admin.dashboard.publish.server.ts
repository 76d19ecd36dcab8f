import type { AppLoadContext } from "react-router";
import { publishForm } from "../../server/modules/content/forms.ts";
import { failure } from "~/lib/answer.server.ts";
import { readForm } from "~/lib/form.server.ts";
import { requireStaff } from "~/lib/staff.server.ts";
import type { PublishKind } from "~/components/portal/editor/publish-texts.ts";

/** The three create forms' action: the staff check, the domain function, and where the new piece can
 * be read. */
export async function publishAction(
  request: Request,
  context: AppLoadContext,
  kind: Exclude<PublishKind, "page">,
) {
  try {
    const actor = await requireStaff(request, context);
    const form = await readForm(request);
    const { db } = context.services;
    if (kind === "creative") {
      const piece = await publishForm(db, actor, "creative", form);
      context.pagesChanged("content");
      return { ok: true as const, headline: piece.title, href: `/creative?piece=${piece.id}` };
    }
    const article = await publishForm(db, actor, kind, form);
    context.pagesChanged("content");
    return { ok: true as const, headline: article.title, href: `/article/${article.slug}` };
  } catch (error) {
    return failure(error);
  }
}
