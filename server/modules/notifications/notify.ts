import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { DEFAULT_DELIVERY, type NotificationKind, type NotificationMailState } from "#shared/desk.ts";
import { can, ROLES, STAFF_ROLES, type Role } from "#shared/roles.ts";
import type { Db } from "../../db/client.ts";
import { notificationPreferences, notifications, users } from "../../db/schema.ts";
import { enqueue } from "../jobs/queue.ts";
import { readDeskSettings } from "../settings/desk-settings.ts";

/**
 * The one door for telling people something (issue 38): every event of the desk, the content door
 * and the staff calls `notify` inside its own transaction, so the event and its notifications are kept
 * together or not at all. The inbox row is the record; its mail goes by the person's choice: a
 * `notification-mail` job at once (./mail-job.ts), the daily digest (./digest.ts), or none.
 */
export const NOTIFICATION_MAIL_JOB = "notification-mail";

export const notificationMailKey = (id: string) => `${NOTIFICATION_MAIL_JOB}:${id}`;

export type NotifyEvent = {
  kind: NotificationKind;
  /** What happened, once: e.g. `submitted:article:${id}:${version}`. */
  eventKey: string;
  /** Recipients; deactivated or non-staff accounts are dropped inside. */
  userIds: readonly string[];
  /** 'Assigned to you: School board vote' */
  title: string;
  /** e.g. the editor's note. */
  body?: string;
  /** The portal path of the thing itself, e.g. /admin/dashboard/articles/<id>. */
  link: string;
  /** Its mail went already as the event's own (an invitation's link): the inbox keeps it, no second mail. */
  mailed?: boolean;
};

const MAIL_STATE = { mail: "queued", digest: "digest", portal: "none" } as const satisfies Record<
  string,
  NotificationMailState
>;

/** Staff accounts that can sign in: only they are told anything. */
const activeStaff = () => and(inArray(users.role, [...STAFF_ROLES]), isNull(users.deactivatedAt));

/**
 * In the caller's transaction `db`: one inbox row per recipient (unique (user_id, event_key): a
 * repeated event adds nothing), and by each person's preference its mail queued, in the digest, or none.
 * Returns how many notifications were added.
 */
export async function notify(db: Db, event: NotifyEvent): Promise<number> {
  const ids = [...new Set(event.userIds)];
  if (ids.length === 0) return 0;
  const people = await db
    .select({ id: users.id, delivery: notificationPreferences.delivery })
    .from(users)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.kind, event.kind)),
    )
    .where(and(inArray(users.id, ids), activeStaff()));
  if (people.length === 0) return 0;
  const added = await db
    .insert(notifications)
    .values(
      people.map((person) => ({
        userId: person.id,
        kind: event.kind,
        eventKey: event.eventKey,
        title: event.title,
        body: event.body ?? "",
        link: event.link,
        mailState: event.mailed ? ("sent" as const) : MAIL_STATE[person.delivery ?? DEFAULT_DELIVERY],
      })),
    )
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id, mailState: notifications.mailState });
  for (const row of added) {
    if (row.mailState === "queued") {
      await enqueue(db, {
        name: NOTIFICATION_MAIL_JOB,
        key: notificationMailKey(row.id),
        payload: { id: row.id },
      });
    }
  }
  return added.length;
}

/** The roles that review and publish: the recipients of 'submitted'. */
const EDITOR_ROLES = ROLES.filter((role) => can(role, "publish"));

/**
 * Who is told a piece was submitted: the active editors and admins, and the active advisers where the
 * publication asks for the adviser's approval or gives advisers an editor's powers (decision 0064).
 * The second argument is the piece's section; sections have no editors of their own yet, so every
 * editor is.
 */
export async function editorsFor(db: Db, _category?: string): Promise<string[]> {
  const desk = await readDeskSettings(db);
  const advisersReview = desk.finalApproval === "adviser" || desk.adviserPowers;
  const roles: Role[] = advisersReview ? [...EDITOR_ROLES, "adviser"] : EDITOR_ROLES;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, roles), isNull(users.deactivatedAt)))
    .orderBy(sql`${users.createdAt}`);
  return rows.map((row) => row.id);
}
