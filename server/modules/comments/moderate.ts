import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "#shared/zod.ts";
import type { Db } from "../../db/client.ts";
import { commentBans, comments, users } from "../../db/schema.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid, NotFound } from "../errors.ts";
import { validate } from "../validate.ts";

/** The most comments one bulk action takes: a page of the list. */
export const BULK_MAX = 100;
export const MODERATIONS = ["approve", "hide", "delete"] as const;
export type Moderation = (typeof MODERATIONS)[number];

const ids = z
  .array(z.uuid({ message: "Choose comments from the list." }))
  .min(1, "Choose at least one comment.")
  .max(BULK_MAX, `Choose at most ${BULK_MAX} comments at a time.`);

/** What a moderation changed: how many comments, and the articles whose pages show them. */
export type Moderated = { count: number; articleIds: string[] };

const PAST: Record<Moderation, string> = { approve: "Approved", hide: "Hid", delete: "Deleted" };

/**
 * Approves, hides or deletes comments (editors), one or many, in one statement each, recorded in the
 * audit log one entry per comment. Approving publishes a held or hidden comment and clears its reports
 * (an editor looked and kept it); hiding takes it off its article and out of the reported list.
 */
export async function moderateComments(
  db: Db,
  actor: SessionUser | null,
  action: Moderation,
  commentIds: unknown,
): Promise<Moderated> {
  assertCan(actor, "moderation");
  const chosen = validate(ids, commentIds);
  const where = inArray(comments.id, chosen);
  const returning = { id: comments.id, articleId: comments.articleId, authorName: comments.authorName };
  return db.transaction(async (tx) => {
    const rows =
      action === "delete"
        ? await tx.delete(comments).where(where).returning(returning)
        : await tx
            .update(comments)
            .set(
              action === "approve"
                ? { isApproved: true, hiddenAt: null, heldReason: null, reportCount: 0 }
                : { isApproved: false, hiddenAt: sql`coalesce(${comments.hiddenAt}, now())` },
            )
            .where(where)
            .returning(returning);
    if (!rows.length) throw new NotFound("Comment not found");
    for (const row of rows)
      await recordAudit(tx, actorOf(actor), {
        action: `comment-${action}`,
        subject: { type: "comment", id: row.id },
        summary: `${PAST[action]} a comment by ${row.authorName}`,
      });
    return { count: rows.length, articleIds: [...new Set(rows.map((r) => r.articleId))] };
  });
}

/** The reader a ban is about, by id: staff cannot be banned (they are not readers to moderate). */
async function readerOf(db: Db, userId: string) {
  if (!z.uuid().safeParse(userId).success) throw new NotFound("Reader not found");
  const [reader] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!reader) throw new NotFound("Reader not found");
  if (reader.role !== "reader") throw new Invalid("Only readers can be banned from commenting.");
  return reader;
}

/** Bans a reader from commenting (editors); with `hideAll`, every comment of theirs still shown or held
 * is hidden too. Banning twice changes nothing more. Answers the articles whose pages changed. */
export async function banReader(
  db: Db,
  actor: SessionUser | null,
  userId: string,
  { hideAll }: { hideAll: boolean },
): Promise<{ name: string; hidden: number; articleIds: string[] }> {
  assertCan(actor, "moderation");
  const reader = await readerOf(db, userId);
  const name = reader.name || reader.email.split("@")[0]!;
  return db.transaction(async (tx) => {
    await tx.insert(commentBans).values({ userId: reader.id, bannedBy: actor.id }).onConflictDoNothing();
    const hidden = hideAll
      ? await tx
          .update(comments)
          .set({ isApproved: false, hiddenAt: sql`now()` })
          .where(and(eq(comments.userId, reader.id), isNull(comments.hiddenAt)))
          .returning({ articleId: comments.articleId })
      : [];
    await recordAudit(tx, actorOf(actor), {
      action: "comment-ban",
      subject: { type: "user", id: reader.id },
      summary: `Banned ${name} from commenting${hideAll ? `, hiding ${hidden.length} comments` : ""}`,
    });
    return { name, hidden: hidden.length, articleIds: [...new Set(hidden.map((r) => r.articleId))] };
  });
}

/** Lets a banned reader comment again (editors). Their hidden comments stay hidden. */
export async function unbanReader(
  db: Db,
  actor: SessionUser | null,
  userId: string,
): Promise<{ name: string }> {
  assertCan(actor, "moderation");
  const reader = await readerOf(db, userId);
  const name = reader.name || reader.email.split("@")[0]!;
  await db.transaction(async (tx) => {
    const removed = await tx.delete(commentBans).where(eq(commentBans.userId, reader.id)).returning();
    if (!removed.length) throw new NotFound(`${name} is not banned.`);
    await recordAudit(tx, actorOf(actor), {
      action: "comment-unban",
      subject: { type: "user", id: reader.id },
      summary: `Let ${name} comment again`,
    });
  });
  return { name };
}
