import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import type { Outbox } from "../jobs/mail.ts";
import type { Storage } from "../../providers/storage.ts";
import { assertCan } from "../accounts/policies.ts";
import type { SessionUser } from "../accounts/sessions.ts";
import { actorOf, recordAudit } from "../audit/record.ts";
import { Invalid } from "../errors.ts";
import { enqueue } from "../jobs/queue.ts";
import { getContactAddresses } from "../settings/contact-addresses.ts";
import { mailEdition } from "./edition.ts";
import { draftOf, type Issue } from "./issues.ts";
import { recipientMail, renderIssue } from "./issue-mail.ts";
import { storyImages } from "./mail-images.ts";
import { storyCards } from "./stories.ts";
import type { Publication } from "./subscriptions.ts";

export const SEND_JOB = "newsletter-send";
export const sendJobKey = (issueId: string) => `${SEND_JOB}:${issueId}`;
export const EMPTY_ISSUE =
  "Give the issue a subject and at least one story or a print edition before sending it.";

/** What an issue's mail is made with: the publication, and the store its pictures' addresses come from. */
export type MailingPublication = Publication & { storage: Storage };

/** The issue as it will be mailed (and as the preview shows it), each story with its picture, and the
 * print edition it announces while that is published. */
export async function renderDraft(
  db: Db,
  issue: Issue,
  { siteName, publicUrl, storage }: MailingPublication,
) {
  const cards = await storyCards(db, issue.stories);
  const images = await storyImages(db, storage, publicUrl, cards);
  const stories = cards.map((card) => {
    const image = images.get(card);
    return image ? { ...card, image } : card;
  });
  const edition = await mailEdition(db, storage, publicUrl, issue.editionId);
  return {
    stories,
    edition,
    ...renderIssue(siteName, publicUrl, {
      subject: issue.subject,
      introHtml: issue.introHtml,
      stories,
      edition,
    }),
  };
}

/** The publication's contact address for the mailto unsubscribe: the editor's, if set. */
async function contactAddress(db: Db): Promise<string | null> {
  const contacts = await getContactAddresses(db);
  return Object.values(contacts).find((a): a is string => typeof a === "string" && a.length > 0) ?? null;
}

/** Queues the draft's mail, as it is, to the admin who asks (marked as a test; no one else gets it). */
export async function testSend(
  db: Db,
  mailer: Outbox,
  actor: SessionUser | null | undefined,
  id: string,
  pub: MailingPublication,
) {
  assertCan(actor, "newsletter");
  const issue = await draftOf(db, id);
  const rendered = await renderDraft(db, issue, pub);
  await mailer.send(
    recipientMail(
      rendered,
      `[Test] ${issue.subject || "(no subject)"}`,
      actor.email,
      `${pub.publicUrl}/unsubscribe`,
      await contactAddress(db),
    ),
  );
  return { to: actor.email };
}

/**
 * Starts sending a draft to every confirmed subscriber, in one transaction: the issue is frozen as
 * mailed, one delivery row is written per confirmed subscription (unique per issue and subscription),
 * and the send job is enqueued. Either all of it is kept or none; a second click finds no draft.
 */
export async function startSend(
  db: Db,
  actor: SessionUser | null | undefined,
  id: string,
  pub: MailingPublication,
) {
  assertCan(actor, "newsletter");
  const started = await freezeAndQueue(db, await draftOf(db, id), pub);
  await recordAudit(db, actorOf(actor), {
    action: "newsletter-send",
    subject: { type: "newsletter", id },
    summary: started.subject,
    details: { recipients: started.recipients },
  });
  return started;
}

/** What startSend and the weekly digest share: freeze, write the deliveries, enqueue the job. */
export async function freezeAndQueue(db: Db, issue: Issue, pub: MailingPublication) {
  const rendered = await renderDraft(db, issue, pub);
  if (!issue.subject.trim() || (rendered.stories.length === 0 && !rendered.edition))
    throw new Invalid(EMPTY_ISSUE);
  return db.transaction(async (tx) => {
    const [frozen] = await tx
      .update(newsletterIssues)
      .set({ status: "sending", html: rendered.html, text: rendered.text, sendStartedAt: new Date() })
      .where(and(eq(newsletterIssues.id, issue.id), eq(newsletterIssues.status, "draft")))
      .returning({ id: newsletterIssues.id });
    if (!frozen) throw new Invalid("This issue is being sent already.");
    const inserted = await tx.execute(sql`
      insert into newsletter_deliveries (issue_id, subscription_id, email)
      select ${issue.id}, id, email from newsletter_subscriptions where confirmed_at is not null
      on conflict (issue_id, subscription_id) do nothing`);
    const recipients =
      (inserted as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (inserted as { rowCount?: number }).rowCount ??
      0;
    await tx.update(newsletterIssues).set({ recipients }).where(eq(newsletterIssues.id, issue.id));
    await enqueue(tx, {
      name: SEND_JOB,
      key: sendJobKey(issue.id),
      runAt: new Date(),
      payload: { issueId: issue.id },
    });
    return { id: issue.id, subject: issue.subject, recipients };
  });
}

export { contactAddress };
