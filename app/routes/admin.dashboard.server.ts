import type { AppLoadContext } from "react-router";
import { personForUser } from "../../server/modules/people/people.ts";
import { countContent } from "../../server/modules/stats/counts.ts";
import { waitingForReview } from "../../server/modules/desk/home.ts";
import { unreadCount } from "../../server/modules/notifications/inbox.ts";
import { requireStaffPage } from "~/lib/staff.server.ts";

/** The staff check for every section (SPEC.md §2: anonymous visitors go to /admin), who is signed in,
 * and the counts of the overview panel. */
export async function loadPortal(request: Request, context: AppLoadContext) {
  const user = await requireStaffPage(request, context);
  const { db } = context.services;
  // One round: every figure the frame shows is asked for at once.
  const [counts, review, byline, unread] = await Promise.all([
    countContent(db, user),
    waitingForReview(db, user),
    personForUser(db, user).then(({ id, name }) => ({ id, name })),
    // The bell's figure (issue 38): the person's unread notifications.
    unreadCount(db, user),
  ]);
  return {
    username: user.username ?? user.name ?? user.email.split("@")[0]!,
    role: user.role,
    counts: { ...counts, review },
    /** A new piece's byline: the writer's own person (made with their name the first time). */
    byline,
    unread,
  };
}
