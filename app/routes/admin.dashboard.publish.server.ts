import type { AppLoadContext } from "react-router";
import { publishForm } from "../../server/modules/content/forms.ts";
import { publicHrefOf } from "../../server/modules/content/piece-lookup.ts";
import { NO_INTENT, runPortalJson } from "~/lib/portal-answer.server.ts";
import type { PublishKind } from "~/components/portal/editor/publish-texts.ts";

/** The three create forms' action (a form posted without the page's script, an API client): the one
 * door through publishForm, and where the new piece can be read. */
export function publishAction(request: Request, context: AppLoadContext, kind: Exclude<PublishKind, "page">) {
  return runPortalJson(
    request,
    context,
    {
      [NO_INTENT]: {
        async run({ actor, form }) {
          const piece = await publishForm(context.services.db, actor, kind, form);
          const href = publicHrefOf(kind, piece);
          return { body: { ok: true, headline: piece.title, href }, pages: "content" };
        },
      },
    },
    { failure: "Publishing the piece" },
  );
}
