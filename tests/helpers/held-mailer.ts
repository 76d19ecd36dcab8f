import type { MailMessage, Mailer } from "../../server/providers/mail.ts";

/** A Mailer that holds every message until the test releases it: proof that an answer did not wait for
 * its mail is an answer that arrives while the mail is still held. */
export function heldMailer(): Mailer & {
  sent: MailMessage[];
  /** Resolves with the first message handed to the mailer. */
  firstHeld: Promise<MailMessage>;
  release(): void;
} {
  const sent: MailMessage[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let arrived: (message: MailMessage) => void = () => {};
  const firstHeld = new Promise<MailMessage>((resolve) => (arrived = resolve));
  return {
    sent,
    firstHeld,
    release: () => release(),
    async send(message) {
      arrived(message);
      await gate;
      sent.push(message);
    },
  };
}
