import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { jobs } from "../../db/schema.ts";
import { createMailer, type MailMessage, type Mailer, type SenderSource } from "../../providers/mail.ts";
import { enqueue } from "./queue.ts";
import type { JobHandler } from "./worker.ts";

/**
 * Every mail the site sends goes through the queue (decision 0060): a mail is a `mail` job, written in
 * the transaction of the request that causes it where there is one, so a crash between the request
 * and the mail loses nothing; the job sends it, and a failure is retried with the queue's backoff. The
 * SMTP transport is made here and nowhere else (lint refuses `createMailer` and nodemailer elsewhere):
 * the newsletter's lanes get theirs from here too (./fan-out.ts).
 */
export const MAIL_JOB = "mail";

/** How the rest of the server sends a mail: queued, in `db` (the caller's transaction) if given. */
export type Outbox = { send(message: MailMessage, db?: Db): Promise<void> };

/** A mail job's payload is the message itself. */
const isMessage = (payload: Record<string, unknown>): payload is MailMessage =>
  typeof payload.to === "string" &&
  typeof payload.subject === "string" &&
  typeof payload.text === "string" &&
  typeof payload.html === "string";

/** Queues a mail: it goes as soon as a worker claims it, retried with backoff while it fails. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await enqueue(db, {
    name: MAIL_JOB,
    key: `${MAIL_JOB}:${randomUUID()}`,
    payload: { ...message },
  });
}

/** The outbox of the server's services: each mail is queued in the database it is given, else `db`. */
export function createOutbox(db: Db): Outbox {
  return { send: (message, tx) => queueMail(tx ?? db, message) };
}

/**
 * The `mail` job: sends its message, then empties the payload (a link with a token is not kept once
 * mailed), and the worker marks it finished. It holds no transaction while the SMTP server answers (on
 * the embedded database an open transaction would hold up every request). A crash after the SMTP server
 * accepted it and before it was marked sends it again: a worker runs one job at a time, so that is at
 * most one message a process, as decision 0044 allows.
 */
export function mailHandler(transport: Mailer): JobHandler {
  const handler: JobHandler = async (db, job) => {
    if (!isMessage(job.payload)) throw new Error(`The mail job ${job.key} has no message.`);
    await transport.send(job.payload);
    await db.update(jobs).set({ payload: {} }).where(eq(jobs.id, job.id));
  };
  return Object.assign(handler, { ownTransactions: true as const });
}

export type TransportOptions = {
  smtpUrl?: string;
  from: SenderSource;
  outboxDir: string;
};

/** The server's two SMTP transports: one connection a mail for the `mail` job, and a pool of `lanes`
 * connections for a newsletter's lanes. */
export function mailTransports(options: TransportOptions, lanes: number) {
  return { single: createMailer(options), pooled: createMailer({ ...options, connections: lanes }) };
}

export type MailTransports = ReturnType<typeof mailTransports>;
