import { randomUUID } from "node:crypto";
import { ALREADY_SUBSCRIBED } from "#shared/texts.ts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { newsletterInput, type NewsletterInput } from "#shared/schemas/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import type { Outbox } from "../jobs/mail.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { validate } from "../validate.ts";
import { Conflict, NotFound } from "../errors.ts";
import { CONFIRM_DAYS, confirmMail } from "./confirm-mail.ts";
import { unsubscribeToken } from "./links.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";

export const UNKNOWN_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. It may have been used already, or the address was never subscribed.";
export const UNKNOWN_CONFIRM_LINK =
  "This confirmation link is not valid. It may have expired or been used already: subscribe again at the bottom of any page for a new one.";
/** A second confirmation mail to one address waits this long after the last. */
export const CONFIRM_RESEND_SECONDS = 120;

export type Publication = { siteName: string; publicUrl: string; secret: Buffer };

const byEmail = (email: string) => eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase());

/**
 * Subscribes an address, unconfirmed, and mails it a confirmation link (double opt-in). An address
 * not yet confirmed gets a new link (the old one stops working), at most every CONFIRM_RESEND_SECONDS:
 * a new address and an unconfirmed one are answered alike, so the form does not tell who asked before.
 * A confirmed address is SPEC.md's 'Already Subscribed'.
 */
export async function subscribe(
  db: Db,
  mailer: Outbox,
  input: NewsletterInput,
  { siteName, publicUrl, secret }: Publication,
): Promise<{ email: string }> {
  const { email } = validate(newsletterInput, input);
  const [existing] = await db.select().from(newsletterSubscriptions).where(byEmail(email)).limit(1);
  if (existing?.confirmedAt) throw new Conflict(ALREADY_SUBSCRIBED);
  const token = randomToken();
  const confirm = { confirmTokenHash: hashToken(token), confirmSentAt: new Date() };
  try {
    // The subscription's new link and its queued mail are kept together or not at all: a new address
    // whose mail could not be queued is not kept, so that the reader can simply try again.
    await db.transaction(async (tx) => {
      if (existing) {
        const recent = new Date(Date.now() - CONFIRM_RESEND_SECONDS * 1000);
        const renewed = await tx
          .update(newsletterSubscriptions)
          .set(confirm)
          .where(
            and(
              eq(newsletterSubscriptions.id, existing.id),
              isNull(newsletterSubscriptions.confirmedAt),
              sql`(${newsletterSubscriptions.confirmSentAt} is null or ${newsletterSubscriptions.confirmSentAt} < ${recent})`,
            ),
          )
          .returning({ id: newsletterSubscriptions.id });
        if (renewed.length === 0) return;
      } else {
        const id = randomUUID();
        await tx
          .insert(newsletterSubscriptions)
          .values({ id, email, unsubscribeTokenHash: hashToken(unsubscribeToken(secret, id)), ...confirm });
      }
      await mailer.send(confirmMail({ siteName, publicUrl }, email, token), tx);
    });
  } catch (error) {
    // Another request for the same address won the race: its mail is on its way.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
  }
  return { email };
}

/** Whether a confirmation link still works (the page asks before confirming: mail scanners open links). */
export async function isConfirmToken(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), unexpired()))
    .limit(1);
  return Boolean(row);
}

const unexpired = () =>
  gt(newsletterSubscriptions.confirmSentAt, new Date(Date.now() - CONFIRM_DAYS * 24 * 60 * 60 * 1000));

/** Confirms the subscription of a link: from now on it is sent every issue. The link works once. */
export async function confirmSubscription(db: Db, secret: Buffer, token: string): Promise<{ email: string }> {
  if (!token) throw new NotFound(UNKNOWN_CONFIRM_LINK);
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date(), confirmTokenHash: null })
    .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)), unexpired()))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  if (!row) throw new NotFound(UNKNOWN_CONFIRM_LINK);
  // Subscriptions from before double opt-in had a random unsubscribe token: issues carry the HMAC one.
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribeTokenHash: hashToken(unsubscribeToken(secret, row.id)) })
    .where(eq(newsletterSubscriptions.id, row.id));
  return { email: row.email };
}

/** Whether an unsubscribe link still belongs to a subscription (the page asks before confirming). */
export async function isSubscribedToken(db: Db, token: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .limit(1);
  return Boolean(row);
}

/** Removes the subscription of an unsubscribe link; answers the address that was removed. Deliveries
 * not yet sent to it are dropped from every issue being sent. */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string }> {
  if (!token) throw new NotFound(UNKNOWN_UNSUBSCRIBE_LINK);
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email });
  if (!row) throw new NotFound(UNKNOWN_UNSUBSCRIBE_LINK);
  await dropPendingDeliveries(db, row.id);
  return { email: row.email };
}

/** Deliveries not yet sent to a subscription that is gone: failed, 'Unsubscribed', in every issue. */
async function dropPendingDeliveries(db: Db, subscriptionId: string): Promise<void> {
  await db.execute(
    sql`update newsletter_deliveries set status = 'failed', last_error = 'Unsubscribed' where subscription_id = ${subscriptionId} and status = 'pending'`,
  );
}

/** The subscription of an address whose reader deleted their account (decision 0050), confirmed or
 * not: removed like an unsubscribe, and the address wiped from the issues' delivery rows, which stay
 * for their counts. Answers whether there was one. */
export async function forgetSubscriber(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(byEmail(email))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) return false;
  await dropPendingDeliveries(db, row.id);
  await db.execute(sql`update newsletter_deliveries set email = '' where subscription_id = ${row.id}`);
  return true;
}
