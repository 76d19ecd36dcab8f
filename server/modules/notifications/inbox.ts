import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE } from "#shared/constants.ts";
import {
  DEFAULT_DELIVERY,
  CHOSEN_KINDS,
  type NotificationDelivery,
  type ChosenKind,
  type NotificationKind,
} from "#shared/desk.ts";
import { notificationIdInput, preferencesInput } from "#shared/schemas/notifications.ts";
import type { Db } from "../../db/client.ts";
import { notificationPreferences, notifications } from "../../db/schema.ts";
import { assertStaff } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { countCap, countRows, type Page } from "../content/count.ts";
import { NotFound } from "../errors.ts";
import { validate } from "../validate.ts";

/** A person's inbox (issue 38): only their own notifications, newest first, a page at a time. */

type Actor = SessionUser | null | undefined;

export type InboxItem = {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: Date;
};

const mine = (actor: SessionUser) => eq(notifications.userId, actor.id);

export async function listInbox(db: Db, actor: Actor, { page = 1 } = {}): Promise<Page<InboxItem>> {
  assertStaff(actor);
  const pageSize = ADMIN_PAGE_SIZE;
  const [rows, counted] = await Promise.all([
    db
      .select({
        id: notifications.id,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        read: sql<boolean>`${notifications.readAt} is not null`,
        createdAt: notifications.createdAt,
      })
      .from(notifications)
      .where(mine(actor))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countRows(db, notifications, mine(actor), { cap: countCap(page, pageSize), trigrams: false }),
  ]);
  const pageCount = Math.max(1, Math.ceil(counted.total / pageSize));
  return { items: rows, ...counted, page, pageCount, pageSize };
}

/** The bell's figure: how many of the person's notifications are unread (one indexed count). */
export async function unreadCount(db: Db, actor: SessionUser): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(actor), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read (opened from the inbox) and gives where it leads. */
export async function openNotification(db: Db, actor: Actor, id: unknown): Promise<string> {
  assertStaff(actor);
  const parsed = notificationIdInput.safeParse({ id });
  if (!parsed.success) throw new NotFound("That notification does not exist.");
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, parsed.data.id), mine(actor)))
    .returning({ link: notifications.link });
  if (!row) throw new NotFound("That notification does not exist.");
  return row.link;
}

/** Marks all the person's notifications read; returns how many were unread. */
export async function markAllRead(db: Db, actor: Actor): Promise<number> {
  assertStaff(actor);
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(actor), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return marked.length;
}

export type Preferences = Record<ChosenKind, NotificationDelivery>;

/** The person's choice for every kind (mail at once where they chose nothing). */
export async function getPreferences(db: Db, actor: Actor): Promise<Preferences> {
  assertStaff(actor);
  const rows = await db
    .select({ kind: notificationPreferences.kind, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, actor.id));
  const chosen = new Map(rows.map((row) => [row.kind, row.delivery]));
  return Object.fromEntries(
    CHOSEN_KINDS.map((kind) => [kind, chosen.get(kind) ?? DEFAULT_DELIVERY]),
  ) as Preferences;
}

/** Keeps the person's choices, every kind at once (the form posts them all); what was told before
 * keeps the way it was chosen then. */
export async function savePreferences(db: Db, actor: Actor, input: unknown): Promise<Preferences> {
  assertStaff(actor);
  const chosen = validate(preferencesInput, input, "Your choices were not saved");
  await db.transaction(async (tx) => {
    await tx
      .insert(notificationPreferences)
      .values(CHOSEN_KINDS.map((kind) => ({ userId: actor.id, kind, delivery: chosen[kind] })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { delivery: sql`excluded.delivery` },
      });
  });
  return chosen;
}
