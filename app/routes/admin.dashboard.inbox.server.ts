import { redirect, type AppLoadContext } from "react-router";
import {
  getPreferences,
  listInbox,
  markAllRead,
  openNotification,
  savePreferences,
} from "../../server/modules/notifications/inbox.ts";
import { NotFound } from "../../server/modules/errors.ts";
import { manageListParams } from "~/lib/manage-list-params.ts";
import { runPortalAction } from "~/lib/portal-answer.server.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

export const INBOX_SECTION = "/admin/dashboard/inbox";

/** /admin/dashboard/inbox (issue 38): the signed-in person's notifications, newest first, a page at a
 * time, and their choice of delivery for each kind. Every member of staff has their own. */
export async function loadInbox(request: Request, context: AppLoadContext) {
  const actor = await requireStaffPage(request, context);
  const { db } = context.services;
  const { page } = manageListParams(new URL(request.url));
  // One after the other: the embedded database answers one query at a time anyway.
  const results = await listInbox(db, actor, { page });
  const preferences = await getPreferences(db, actor);
  return { results, preferences };
}

/** /admin/dashboard/inbox/:id: the notification is read, and its thing opened. One that is not the
 * person's (or is gone) opens the inbox instead. */
export async function openFromInbox(request: Request, context: AppLoadContext, id: string | undefined) {
  const actor = await requireStaffPage(request, context);
  try {
    return redirect(await openNotification(context.services.db, actor, id));
  } catch (error) {
    if (error instanceof NotFound) return redirect(INBOX_SECTION);
    throw error;
  }
}

/** Mark all as read, and the person's choices of delivery. */
export async function inboxAction(request: Request, context: AppLoadContext) {
  const { db } = context.services;
  return runPortalAction(
    request,
    context,
    {
      "read-all": {
        changes: null,
        failure: "Could not mark your notifications as read",
        async run({ actor }) {
          const n = await markAllRead(db, actor);
          return {
            title: "All marked as read",
            description: n === 1 ? "1 notification was unread." : `${n} notifications were unread.`,
          };
        },
      },
      preferences: {
        changes: null,
        failure: "Could not save your choices",
        async run({ actor, form }) {
          await savePreferences(db, actor, form);
          return { title: "Choices saved", description: "New notifications come the way you chose." };
        },
      },
    },
    INBOX_SECTION,
  );
}
