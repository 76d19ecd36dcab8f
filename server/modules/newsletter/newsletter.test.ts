import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import type { Mailer, MailMessage } from "../../providers/mail.ts";
import { hashToken } from "../accounts/tokens.ts";
import { NotFound } from "../errors.ts";
import { unsubscribeToken } from "./links.ts";
import {
  confirmSubscription,
  isConfirmToken,
  isSubscribedToken,
  subscribe,
  unsubscribe,
} from "./subscriptions.ts";

const SECRET = Buffer.alloc(32, 7);
const PUB = { siteName: "Borderland Times", publicUrl: "https://news.example.org", secret: SECRET };

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const confirmTokenFrom = (mail: MailMessage) =>
  decodeURIComponent(mail.text.match(/\/newsletter\/confirm\?token=([^\s]+)/)![1]!);

describeEachEngine("newsletter subscriptions (double opt-in)", ({ db }) => {
  const rowsFor = (email: string) =>
    db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));

  it("keeps a new address unconfirmed and mails a confirmation link, stored only as its hash", async () => {
    const mailer = recordingMailer();
    const email = `reader.${unique()}@example.org`;
    expect(
      await subscribe(db(), mailer, { email: `  ${email} ` }, { ...PUB, siteName: "Riverside <Times>" }),
    ).toEqual({ email });
    const [row] = await rowsFor(email);
    expect(row!.confirmedAt).toBeNull();
    const mail = mailer.sent[0]!;
    expect(mail.subject).toBe("Confirm your subscription to the Riverside <Times> newsletter");
    expect(mail.html).toContain("Riverside &lt;Times&gt;");
    const token = confirmTokenFrom(mail);
    expect(row!.confirmTokenHash).toBe(hashToken(token));
    expect(row!.unsubscribeTokenHash).toBe(hashToken(unsubscribeToken(SECRET, row!.id)));
  });

  it("confirms by the link once; a confirmed address is 'Already Subscribed'", async () => {
    const mailer = recordingMailer();
    const email = `confirm.${unique()}@example.org`;
    await subscribe(db(), mailer, { email }, PUB);
    const token = confirmTokenFrom(mailer.sent[0]!);
    expect(await isConfirmToken(db(), token)).toBe(true);
    expect(await confirmSubscription(db(), SECRET, token)).toEqual({ email });
    expect((await rowsFor(email))[0]!.confirmedAt).toBeInstanceOf(Date);
    expect(await isConfirmToken(db(), token)).toBe(false);
    await expect(confirmSubscription(db(), SECRET, token)).rejects.toBeInstanceOf(NotFound);
    await expect(subscribe(db(), mailer, { email: email.toUpperCase() }, PUB)).rejects.toMatchObject({
      name: "Conflict",
      message: "This email is already subscribed to our newsletter.",
    });
    expect(mailer.sent).toHaveLength(1);
  });

  it("answers an unconfirmed address like a new one: a new link, but not more than every two minutes", async () => {
    const mailer = recordingMailer();
    const email = `again.${unique()}@example.org`;
    await subscribe(db(), mailer, { email }, PUB);
    expect(await subscribe(db(), mailer, { email }, PUB)).toEqual({ email });
    expect(mailer.sent).toHaveLength(1);
    await db()
      .update(newsletterSubscriptions)
      .set({ confirmSentAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(newsletterSubscriptions.email, email));
    await subscribe(db(), mailer, { email }, PUB);
    expect(mailer.sent).toHaveLength(2);
    const [first, second] = mailer.sent.map(confirmTokenFrom);
    expect(await isConfirmToken(db(), first!)).toBe(false);
    expect(await isConfirmToken(db(), second!)).toBe(true);
    expect(await rowsFor(email)).toHaveLength(1);
  });

  it("refuses an invalid or empty address with a clear message and mails nothing", async () => {
    const mailer = recordingMailer();
    await expect(subscribe(db(), mailer, { email: "not-an-email" }, PUB)).rejects.toMatchObject({
      name: "Invalid",
      message: "Please enter a valid email address.",
    });
    await expect(subscribe(db(), mailer, { email: "   " }, PUB)).rejects.toMatchObject({
      name: "Invalid",
      message: "Please enter your email address.",
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it("forgets a new address whose confirmation mail could not be sent", async () => {
    const email = `nomail.${unique()}@example.org`;
    const broken: Mailer = {
      async send() {
        throw new Error("SMTP down");
      },
    };
    await expect(subscribe(db(), broken, { email }, PUB)).rejects.toThrow("SMTP down");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("unsubscribes by the issue's link (an HMAC of the subscription), once", async () => {
    const mailer = recordingMailer();
    const email = `leave.${unique()}@example.org`;
    await subscribe(db(), mailer, { email }, PUB);
    const [row] = await rowsFor(email);
    const token = unsubscribeToken(SECRET, row!.id);
    expect(await isSubscribedToken(db(), token)).toBe(true);
    expect(await unsubscribe(db(), token)).toEqual({ email });
    expect(await rowsFor(email)).toHaveLength(0);
    await expect(unsubscribe(db(), token)).rejects.toBeInstanceOf(NotFound);
    for (const bad of ["unknown-token", ""])
      await expect(unsubscribe(db(), bad)).rejects.toThrow(/unsubscribe link is not valid/);
  });
});
