import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void };

export type Sender = string | { name: string; address: string };

/** The sender: fixed, or asked for each message (it follows the site name, which editors can change). */
export type SenderSource = Sender | (() => Promise<Sender>);

/** SMTP when `smtpUrl` is set; otherwise each message becomes an .eml file in `outboxDir` and its links
 * are logged, so a fresh install can complete a sign-up without a mail server. */
export function createMailer({
  smtpUrl,
  from,
  outboxDir,
  connections,
}: {
  smtpUrl?: string;
  from: SenderSource;
  outboxDir: string;
  /** Keep up to this many SMTP connections open and reuse them (a newsletter send), until close(). */
  connections?: number;
}): Mailer {
  const sender = typeof from === "function" ? from : async () => from;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    if (connections) {
      url.searchParams.set("pool", "true");
      url.searchParams.set("maxConnections", String(connections));
    }
    const transport = nodemailer.createTransport(connections ? url.href : smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: await sender(), ...message });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: await sender(), ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${info.messageId.replace(/[^a-z0-9]/gi, "").slice(0, 16)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      console.log(
        `Mail to ${message.to} ("${message.subject}") written to ${file}${links.length ? `; links: ${links.join(" ")}` : ""}`,
      );
    },
  };
}
