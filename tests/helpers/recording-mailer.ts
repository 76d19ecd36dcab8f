import type { MailMessage, Mailer } from "../../server/providers/mail.ts";

/** A Mailer that keeps what it was asked to send, for domain-level tests. Browser journeys use a real
 * SMTP server instead (tests/helpers/smtp.ts). */
export function recordingMailer(): Mailer & { sent: MailMessage[]; lastLink(): string } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastLink() {
      const link = sent.at(-1)?.text.match(/https?:\/\/\S+/)?.[0];
      if (!link) throw new Error("No link in the last mail");
      return link;
    },
  };
}
