import { ALREADY_SUBSCRIBED } from "#shared/texts.ts";
import { eq } from "drizzle-orm";
import { newsletterInput, type NewsletterInput } from "#shared/schemas/newsletter.ts";
import type { Db } from "../../db/client.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import type { Mailer } from "../../providers/mail.ts";
import { hashToken, randomToken } from "../accounts/tokens.ts";
import { validate } from "../validate.ts";
import { Conflict, NotFound } from "../errors.ts";
import { welcomeMail } from "./welcome-mail.ts";
import { sqlState, UNIQUE_VIOLATION } from "../../db/sql-state.ts";

export const UNKNOWN_UNSUBSCRIBE_LINK =
  "This unsubscribe link is not valid. It may have been used already, or the address was never subscribed.";

/** Subscribes an address and sends the welcome mail with its unsubscribe link. The unique index on
 * lower(email) finds duplicates, so two requests at once cannot both subscribe. If the mail cannot be
 * sent, the subscription is undone so that the reader can simply try again. */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  input: NewsletterInput,
  siteName: string,
  publicUrl: string,
): Promise<{ email: string }> {
  const { email } = validate(newsletterInput, input);
  const token = randomToken();
  let id: string;
  try {
    const [row] = await db
      .insert(newsletterSubscriptions)
      .values({ email, unsubscribeTokenHash: hashToken(token) })
      .returning({ id: newsletterSubscriptions.id });
    id = row!.id;
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new Conflict(ALREADY_SUBSCRIBED);
    throw error;
  }
  try {
    await mailer.send(welcomeMail({ siteName, publicUrl }, email, token));
  } catch (error) {
    await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    throw error;
  }
  return { email };
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

/** Removes the subscription of an unsubscribe link; answers the address that was removed. */
export async function unsubscribe(db: Db, token: string): Promise<{ email: string }> {
  if (!token) throw new NotFound(UNKNOWN_UNSUBSCRIBE_LINK);
  const [row] = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ email: newsletterSubscriptions.email });
  if (!row) throw new NotFound(UNKNOWN_UNSUBSCRIBE_LINK);
  return row;
}
