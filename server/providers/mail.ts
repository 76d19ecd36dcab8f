import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { HandOverRefused, sendHandingOver, type HandOver } from "./mail-handover.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void>; close?(): void };

/** A mailer that can also send asking `handOver` before the message can reach its server
 * (./mail-handover.ts): a notification's mail, sent exactly once (decision 0065). */
export type HandingMailer = Mailer & {
  sendHandingOver(message: MailMessage, handOver: HandOver): Promise<void>;
};

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
}): HandingMailer {
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
      async sendHandingOver(message, handOver) {
        // A connection of its own, not the pool's (whose connection goes on to the next message).
        await sendHandingOver(smtpUrl, { from: await sender(), ...message }, handOver);
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const write = async (message: MailMessage, handOver?: HandOver) => {
    const info = await transport.sendMail({ from: await sender(), ...message });
    if (handOver && !(await handOver())) throw new HandOverRefused();
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
  };
  return { send: (message) => write(message), sendHandingOver: write };
}
