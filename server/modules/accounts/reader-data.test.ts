import { desc, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { DELETE_ACCOUNT_TEXTS } from "#shared/schemas/delete-account.ts";
import { actor, makeArticle, makeComment, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import {
  auditEvents,
  commentReports,
  comments,
  likes,
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  recoveryCodes,
  sessions,
  totpFactors,
  users,
  verificationTokens,
} from "../../db/schema.ts";
import { Forbidden, Invalid, RateLimited } from "../errors.ts";
import { createRateLimits } from "../rate-limits.ts";
import { setDeletedReaderChoice } from "../settings/deleted-readers.ts";
import { deleteOwnAccount } from "./delete-account.ts";
import { exportOwnData } from "./export-data.ts";
import { hashPassword } from "./passwords.ts";
import { createSession, readSession } from "./sessions.ts";

const PASSWORD = "reader-password-1";
/** The secrets of one reader, each unique (their columns are). */
const secretsOf = () => {
  const tag = Math.random().toString(36).slice(2, 10);
  return [`TOTPSECRET${tag}`, `recovery-hash-${tag}`, `verify-hash-${tag}`, `unsub-hash-${tag}`] as const;
};

/** A reader with everything the site keeps about one: a second factor, recovery codes, a pending
 * verification link, two sessions, a comment liked by another reader, likes of an article and of
 * another's comment, and a confirmed subscription that an issue was sent to. */
async function busyReader(db: Db, role: "reader" | "editor" = "reader") {
  const user = await makeUser(db, { role, passwordHash: await hashPassword(PASSWORD) });
  const secrets = secretsOf();
  const [article, other] = [await makeArticle(db), await makeUser(db)];
  const theirs = await makeComment(db, article.id, other.id, "Another view.");
  const mine = await makeComment(db, article.id, user.id, "My own words.");
  await db.insert(likes).values([
    { userId: user.id, articleId: article.id },
    { userId: user.id, commentId: theirs.id },
    { userId: other.id, commentId: mine.id },
  ]);
  await db.insert(commentReports).values({ commentId: theirs.id, userId: user.id });
  await db.insert(totpFactors).values({ userId: user.id, secret: secrets[0], verifiedAt: new Date() });
  await db.insert(recoveryCodes).values({ userId: user.id, codeHash: secrets[1] });
  await db.insert(verificationTokens).values({
    userId: user.id,
    purpose: "verify_email",
    tokenHash: secrets[2],
    expiresAt: new Date(Date.now() + 60_000),
  });
  const [sub] = await db
    .insert(newsletterSubscriptions)
    .values({ email: user.email.toUpperCase(), unsubscribeTokenHash: secrets[3], confirmedAt: new Date() })
    .returning();
  const [issue] = await db
    .insert(newsletterIssues)
    .values({ subject: "Weekly", status: "sending" })
    .returning();
  await db
    .insert(newsletterDeliveries)
    .values([{ issueId: issue!.id, subscriptionId: sub!.id, email: sub!.email, status: "sent" }]);
  const here = await createSession(db, user.id);
  await createSession(db, user.id);
  return {
    user,
    subscriptionId: sub!.id,
    secrets,
    article,
    theirs,
    mine,
    other,
    here,
    session: (await readSession(db, here.token))!,
  };
}

describeEachEngine("a reader's own data: export and deletion", ({ db }) => {
  const limits = () => createRateLimits({ db: db(), shared: false });
  const countOf = async (table: typeof likes | typeof sessions, id: string) =>
    (
      await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(eq(table.userId, id))
    )[0]!.n;
  const everything = async () => ({
    users: await db().select().from(users).orderBy(users.id),
    comments: await db().select().from(comments).orderBy(comments.id),
    likes: await db().select().from(likes).orderBy(likes.id),
    sessions: await db().select().from(sessions).orderBy(sessions.idHash),
    subscriptions: await db().select().from(newsletterSubscriptions).orderBy(newsletterSubscriptions.id),
    audit: await db().select().from(auditEvents).orderBy(auditEvents.id),
  });

  it("exports the profile, comments, likes and subscription, and no secret", async () => {
    const { user, secrets, article, mine, theirs } = await busyReader(db());
    const data = await exportOwnData(db(), user.id);
    expect(data.profile).toMatchObject({
      email: user.email,
      name: user.name,
      role: "reader",
      twoFactorOn: true,
    });
    expect(data.comments).toEqual([
      {
        id: mine.id,
        content: "My own words.",
        createdAt: mine.createdAt,
        state: "published",
        article: { title: article.title, path: `/article/${article.slug}` },
      },
    ]);
    // Both likes were made in one statement: same time, so their order is not the point.
    expect(data.likes.map((l) => [l.of, l.article.title]).sort()).toEqual([
      ["article", article.title],
      ["comment", article.title],
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        commentId: theirs.id,
        article: expect.objectContaining({ title: article.title }),
      }),
    ]);
    expect(data.newsletter).toMatchObject({ email: user.email.toUpperCase() });
    expect(data.newsletter?.confirmedAt).toBeInstanceOf(Date);
    const text = JSON.stringify(data);
    for (const secret of [...secrets, user.passwordHash, user.id]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/hash|secret|token|password/i);
  });

  it("deletes nothing on a wrong password, a missing confirmation, or past the guessing limit", async () => {
    const { session } = await busyReader(db());
    const before = await everything();
    const refusals = [
      { password: "wrong-password", confirm: "on" },
      { password: PASSWORD },
      { password: "", confirm: "on" },
    ];
    const shared = limits();
    for (const input of refusals)
      await expect(deleteOwnAccount(db(), session, input, shared)).rejects.toBeInstanceOf(Invalid);
    await expect(deleteOwnAccount(db(), session, refusals[0], shared)).rejects.toMatchObject({
      message: DELETE_ACCOUNT_TEXTS.passwordWrong,
      fields: { password: DELETE_ACCOUNT_TEXTS.passwordWrong },
    });
    for (let i = 0; i < 3; i++) await deleteOwnAccount(db(), session, refusals[0], shared).catch(() => {});
    // Five wrong passwords: even the right one waits, under Change Password's count.
    await expect(
      deleteOwnAccount(db(), session, { password: PASSWORD, confirm: "on" }, shared),
    ).rejects.toBeInstanceOf(RateLimited);
    expect(await everything()).toEqual(before);
  });

  it("removes the comments by default, with likes, sessions, secrets and the subscription", async () => {
    const { user, subscriptionId, article, theirs, mine, session, here } = await busyReader(db());
    const done = await deleteOwnAccount(db(), session, { password: PASSWORD, confirm: "on" }, limits());
    expect(done.articleIds).toEqual([article.id]);
    // The session read before (kept in memory on the embedded database) is no session any more.
    expect(await readSession(db(), here.token)).toBeNull();
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(comments).where(eq(comments.id, mine.id))).toEqual([]);
    expect(
      await db().select({ id: comments.id }).from(comments).where(eq(comments.id, theirs.id)),
    ).toHaveLength(1);
    expect(await countOf(likes, user.id)).toBe(0);
    expect(await countOf(sessions, user.id)).toBe(0);
    for (const table of [totpFactors, recoveryCodes, verificationTokens])
      expect(await db().select().from(table).where(eq(table.userId, user.id))).toEqual([]);
    expect(
      await db()
        .select()
        .from(newsletterSubscriptions)
        .where(sql`lower(email) = ${user.email}`),
    ).toEqual([]);
    const [delivery] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.subscriptionId, subscriptionId));
    expect(delivery).toMatchObject({ email: "", status: "sent" });
  });

  it("keeps the comments as 'Deleted reader' with no address and no account when an admin chose so", async () => {
    await setDeletedReaderChoice(db(), actor("admin"), { choice: "keep" });
    const { user, mine, other, session } = await busyReader(db());
    await deleteOwnAccount(db(), session, { password: PASSWORD, confirm: "on" }, limits());
    const [kept] = await db().select().from(comments).where(eq(comments.id, mine.id));
    expect(kept).toMatchObject({
      content: "My own words.",
      authorName: "Deleted reader",
      authorEmail: "",
      userId: null,
    });
    // The like another reader gave it stays with it; the deleted reader's own likes went.
    expect(await db().select().from(likes).where(eq(likes.commentId, mine.id))).toMatchObject([
      { userId: other.id },
    ]);
    expect(await countOf(likes, user.id)).toBe(0);
    await setDeletedReaderChoice(db(), actor("admin"), { choice: "remove" });
  });

  it("records the deletion in the audit log with no name, address or id", async () => {
    const { user, session } = await busyReader(db());
    await deleteOwnAccount(db(), session, { password: PASSWORD, confirm: "on" }, limits());
    const [row] = await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "account-delete"))
      .orderBy(desc(auditEvents.at))
      .limit(1);
    expect(row).toMatchObject({
      actorId: null,
      actorName: "A reader",
      subjectType: "user",
      subjectId: null,
      ip: null,
    });
    expect(row!.summary).toBe(
      "A reader deleted their account: 1 comments removed, 2 likes removed, newsletter subscription ended",
    );
    const text = JSON.stringify(row);
    for (const personal of [user.email, user.name!, user.id, user.email.split("@")[0]!])
      expect(text).not.toContain(personal);
  });

  it("refuses a staff account, whatever the password, and changes nothing", async () => {
    const { session } = await busyReader(db(), "editor");
    const before = await everything();
    const attempt = deleteOwnAccount(db(), session, { password: PASSWORD, confirm: "on" }, limits());
    await expect(attempt).rejects.toBeInstanceOf(Forbidden);
    await expect(attempt).rejects.toThrow(DELETE_ACCOUNT_TEXTS.staff);
    expect(await everything()).toEqual(before);
  });

  it("lets only an admin choose what becomes of deleted readers' comments", async () => {
    await expect(setDeletedReaderChoice(db(), actor("editor"), { choice: "keep" })).rejects.toBeInstanceOf(
      Forbidden,
    );
    await expect(setDeletedReaderChoice(db(), actor("admin"), { choice: "all" })).rejects.toBeInstanceOf(
      Invalid,
    );
  });
});
