import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { newsletterSubscriptions } from "../../db/schema.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import type { Mailer, MailMessage } from "../../providers/mail.ts";
import { hashToken } from "../accounts/tokens.ts";
import { NotFound } from "../errors.ts";
import { isSubscribedToken, subscribe, unsubscribe } from "./subscriptions.ts";

const PUBLIC_URL = "https://news.example.org";
const SITE = "Borderland Times";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const tokenFrom = (mail: MailMessage) =>
  decodeURIComponent(mail.text.match(/\/unsubscribe\?token=([^\s]+)/)![1]!);

describeEachEngine("newsletter", ({ db }) => {
  const rowsFor = (email: string) =>
    db()
      .select()
      .from(newsletterSubscriptions)
      .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()));

  it("subscribes a trimmed address and stores only the hash of the unsubscribe token", async () => {
    const mailer = recordingMailer();
    const email = `reader.${unique()}@example.org`;
    expect(await subscribe(db(), mailer, { email: `  ${email} ` }, SITE, PUBLIC_URL)).toEqual({ email });
    const [row] = await rowsFor(email);
    expect(row!.email).toBe(email);
    const token = tokenFrom(mailer.sent[0]!);
    expect(row!.unsubscribeTokenHash).toBe(hashToken(token));
    expect(row!.unsubscribeTokenHash).not.toContain(token);
  });

  it("sends a welcome mail with the site name, text and HTML parts and one-click unsubscribe headers", async () => {
    const mailer = recordingMailer();
    const email = `welcome.${unique()}@example.org`;
    await subscribe(db(), mailer, { email }, "Riverside <Times>", PUBLIC_URL);
    expect(mailer.sent).toHaveLength(1);
    const mail = mailer.sent[0]!;
    const url = `${PUBLIC_URL}/unsubscribe?token=${encodeURIComponent(tokenFrom(mail))}`;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain("Riverside <Times>");
    expect(mail.text).toContain("Riverside <Times>");
    expect(mail.text).toContain(url);
    expect(mail.html).toContain("Riverside &lt;Times&gt;");
    expect(mail.html).toContain(`<a href="${url}"`);
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${url}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("refuses the same address in a different case as a duplicate", async () => {
    const mailer = recordingMailer();
    const local = `Dup.${unique()}`;
    await subscribe(db(), mailer, { email: `${local}@Example.org` }, SITE, PUBLIC_URL);
    await expect(
      subscribe(db(), mailer, { email: `${local.toUpperCase()}@EXAMPLE.ORG` }, SITE, PUBLIC_URL),
    ).rejects.toMatchObject({
      name: "Conflict",
      message: "This email is already subscribed to our newsletter.",
    });
    expect(await rowsFor(`${local}@example.org`)).toHaveLength(1);
    expect(mailer.sent).toHaveLength(1);
  });

  it("refuses an invalid or empty address with a clear message", async () => {
    const mailer = recordingMailer();
    await expect(subscribe(db(), mailer, { email: "not-an-email" }, SITE, PUBLIC_URL)).rejects.toMatchObject({
      name: "Invalid",
      message: "Please enter a valid email address.",
    });
    await expect(subscribe(db(), mailer, { email: "   " }, SITE, PUBLIC_URL)).rejects.toMatchObject({
      name: "Invalid",
      message: "Please enter your email address.",
    });
    expect(mailer.sent).toHaveLength(0);
  });

  it("undoes the subscription when the welcome mail cannot be sent", async () => {
    const email = `nomail.${unique()}@example.org`;
    const broken: Mailer = {
      async send() {
        throw new Error("SMTP down");
      },
    };
    await expect(subscribe(db(), broken, { email }, SITE, PUBLIC_URL)).rejects.toThrow("SMTP down");
    expect(await rowsFor(email)).toHaveLength(0);
  });

  it("unsubscribes by the token of the welcome mail, once", async () => {
    const mailer = recordingMailer();
    const email = `leave.${unique()}@example.org`;
    await subscribe(db(), mailer, { email }, SITE, PUBLIC_URL);
    const token = tokenFrom(mailer.sent[0]!);
    expect(await isSubscribedToken(db(), token)).toBe(true);
    expect(await unsubscribe(db(), token)).toEqual({ email });
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await isSubscribedToken(db(), token)).toBe(false);
    await expect(unsubscribe(db(), token)).rejects.toBeInstanceOf(NotFound);
  });

  it("answers NotFound with a clear message for an unknown or empty token", async () => {
    for (const token of ["unknown-token", ""])
      await expect(unsubscribe(db(), token)).rejects.toThrow(/unsubscribe link is not valid/);
  });
});
