import type { AppLoadContext } from "react-router";
import { runPortalAction, type PortalOperation } from "~/lib/portal-answer.server.ts";
import { closePoll } from "../../server/modules/polls/manage.ts";

/** The portal's operations on a readers' poll (decision 0077); closePoll checks the role. */
const OPERATIONS: Record<string, PortalOperation> = {
  close: {
    failure: "Failed to close the poll",
    // Its piece's pages, which closePoll names: the final result shows there at once.
    changes: null,
    async run({ actor, form, context }) {
      context.pagesChanged(await closePoll(context.services.db, actor, form.pollId));
      return { title: "Poll closed", description: "Readers now see its final result." };
    },
  },
};

export function pollsAction(request: Request, context: AppLoadContext) {
  return runPortalAction(request, context, OPERATIONS, "/admin/dashboard/articles");
}
