import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "../../../tests/helpers/server.ts";
import { startSmtpSink, testSmtpServer, type SmtpSink } from "../../../tests/helpers/smtp.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import { auditEvents, jobs, notificationPreferences, notifications, users } from "../../db/schema.ts";
import { createMailer, type HandingMailer } from "../../providers/mail.ts";
import { claimDue, enqueue, listOpen } from "../jobs/queue.ts";
import { startWorker } from "../jobs/worker.ts";
import { DIGEST_DAY_JOB, DIGEST_MAIL_JOB, gatherDigests } from "./digest.ts";
import { notificationHandlers } from "./jobs.ts";
import { notify, NOTIFICATION_MAIL_JOB, notificationMailKey } from "./notify.ts";
import { listUncertainNotificationMails, resolveUncertainNotificationMail } from "./uncertain.ts";

const PUBLIC_URL = "https://news.example.org";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let sink: SmtpSink;
let smtp: HandingMailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  smtp = createMailer({
    smtpUrl: sink.url,
    from: "Borderland Times <desk@borderland.test>",
    outboxDir: path.join(os.tmpdir(), "unused-outbox"),
  });
});
afterAll(() => sink?.close());

const handlers = (mailer: HandingMailer) =>
  notificationHandlers({ mailer, publicUrl: PUBLIC_URL, timeZone: "Asia/Kolkata" });
const mailsTo = (email: string) => sink.messages.filter((m) => JSON.stringify(m.to).includes(email));

/** Runs the queue's due jobs with the real SMTP transport until none is left. */
async function drain(db: Db, mailer = smtp) {
  const worker = startWorker({ db, handlers: handlers(mailer), pollMs: 60_000, onError: () => {} });
  await worker.firstRead;
  await worker.stop();
}

describeEachEngine("a notification's mail", ({ db }) => {
  const told = async (userId: string, key = crypto.randomUUID()) => {
    await notify(db(), {
      kind: "returned",
      eventKey: `returned:article:${key}:3`,
      userIds: [userId],
      title: `Returned to you: Flood relief ${key.slice(0, 4)}`,
      body: "Please add the second source.",
      link: `/admin/dashboard/articles/${key}`,
    });
    const [row] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.eventKey, `returned:article:${key}:3`)));
    return row!;
  };
  const stateOf = async (id: string) =>
    (await db().select().from(notifications).where(eq(notifications.id, id)))[0]!.mailState;

  it("is marked sending, mailed once with a link to the thing and no token, then sent; its job again sends nothing", async () => {
    const writer = await member(db(), "contributor");
    const row = await told(writer.id);
    await drain(db());
    expect(await stateOf(row.id)).toBe("sent");
    const [mail, ...more] = mailsTo(writer.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(row.title);
    expect(mail!.text).toContain("Please add the second source.");
    // The link opens the notification in the inbox, which marks it read and leads to the thing.
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/dashboard/inbox/${row.id}`);
    expect(mail!.html).toContain(`${PUBLIC_URL}/admin/dashboard/inbox/${row.id}`);
    expect(mail!.text).not.toMatch(/token=/);
    await enqueue(db(), {
      name: NOTIFICATION_MAIL_JOB,
      key: notificationMailKey(row.id),
      payload: { id: row.id },
    });
    await drain(db());
    expect(mailsTo(writer.email)).toHaveLength(1);
  });

  /** Claims the row's job with a 1 s lease and runs it with `mailer` until the row is `state`; the
   * lease then runs out, as a dead (or stuck) process's does. */
  const dyingRun = async (row: { id: string }, mailer: HandingMailer, state: string) => {
    const [job] = await claimDue(db(), 5, 1);
    expect(job?.key).toBe(notificationMailKey(row.id));
    const run = handlers(mailer)[NOTIFICATION_MAIL_JOB]!(db(), job!).catch((error: Error) => error);
    while ((await stateOf(row.id)) !== state) await sleep(20);
    await sleep(1200);
    return { run };
  };

  it("left sending by a process that died before handing it over is sent again, once; the stuck run may not hand it over", async () => {
    const writer = await member(db(), "contributor");
    const row = await told(writer.id);
    // The dying process's SMTP server takes the recipient only when released, and so never the data.
    const took: string[] = [];
    let release!: () => void;
    const silent = testSmtpServer((stream, _session, callback) => {
      stream.on("end", () => (took.push("message"), callback())).resume();
    });
    silent.onRcptTo = (_address, _session, callback) => void (release = () => callback());
    const port = await freePort();
    await new Promise<void>((resolve) => silent.listen(port, "127.0.0.1", resolve));
    const stuck = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "Desk <desk@borderland.test>",
      outboxDir: os.tmpdir(),
    });
    const dying = (await dyingRun(row, stuck, "sending")).run;
    await drain(db());
    expect(await stateOf(row.id)).toBe("sent");
    expect(mailsTo(writer.email)).toHaveLength(1);
    // The stuck run goes on: it reaches the end of its data and is refused the hand-over.
    release();
    expect(String(await dying)).toMatch(/not handed over/);
    expect(took).toEqual([]);
    expect(await stateOf(row.id)).toBe("sent");
    expect(mailsTo(writer.email)).toHaveLength(1);
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it("handed over by a process that died is uncertain, never sent again by itself; an admin's Resend sends it once, audited", async () => {
    const writer = await member(db(), "contributor");
    const admin = await member(db(), "admin");
    const row = await told(writer.id);
    // The dying process hands the message over and its SMTP server never answers.
    let cut!: (error: Error) => void;
    const hanging: HandingMailer = {
      send: () => Promise.reject(new Error("Not this way")),
      sendHandingOver: async (_message, handOver) => {
        await handOver();
        await new Promise<void>((_, reject) => (cut = reject));
      },
    };
    const dying = (await dyingRun(row, hanging, "handed")).run;
    await drain(db());
    expect(await stateOf(row.id)).toBe("uncertain");
    expect(await listOpen(db(), notificationMailKey(row.id))).toHaveLength(0);
    // Its job run again (a restart, a retry) sends nothing either.
    await enqueue(db(), {
      name: NOTIFICATION_MAIL_JOB,
      key: notificationMailKey(row.id),
      payload: { id: row.id },
    });
    await drain(db());
    expect(mailsTo(writer.email)).toHaveLength(0);
    cut(new Error("The dead process's connection is reset"));
    await dying;
    expect(await stateOf(row.id)).toBe("uncertain");

    expect((await listUncertainNotificationMails(db(), admin)).map((u) => u.id)).toContain(row.id);
    await resolveUncertainNotificationMail(db(), admin, { id: row.id, decision: "resend" });
    await drain(db());
    expect(await stateOf(row.id)).toBe("sent");
    expect(mailsTo(writer.email)).toHaveLength(1);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.subjectId, row.id));
    expect(audit.map((entry) => entry.action)).toEqual(["notification-resolve"]);
    await expect(
      resolveUncertainNotificationMail(db(), admin, { id: row.id, decision: "sent" }),
    ).rejects.toThrow(/not uncertain any more/);
  });

  it("refused by the SMTP server waits again for the queue's retry", async () => {
    const writer = await member(db(), "contributor");
    const row = await told(writer.id);
    const busy = () => Promise.reject(new Error("421 try again later"));
    await drain(db(), { send: busy, sendHandingOver: busy });
    expect(await stateOf(row.id)).toBe("queued");
    const [job] = await listOpen(db(), notificationMailKey(row.id));
    expect(job?.lastError).toMatch(/421/);
    // Refused by the server's answer to its end of data: nothing went either.
    await db()
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 60_000), lockedUntil: null })
      .where(eq(jobs.key, notificationMailKey(row.id)));
    const refusing: HandingMailer = {
      send: () => Promise.reject(new Error("Not this way")),
      sendHandingOver: async (_message, handOver) => {
        await handOver();
        throw Object.assign(new Error("554 rejected as spam"), { responseCode: 554 });
      },
    };
    await drain(db(), refusing);
    expect(await stateOf(row.id)).toBe("queued");
    expect((await listOpen(db(), notificationMailKey(row.id)))[0]?.lastError).toMatch(/554/);
  });

  it("is not sent to a person deactivated before it went", async () => {
    const writer = await member(db(), "contributor");
    const row = await told(writer.id);
    await db().update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, writer.id));
    await drain(db());
    expect(await stateOf(row.id)).toBe("none");
    expect(mailsTo(writer.email)).toHaveLength(0);
  });

  it("waits for the daily digest when the person chose it: one mail listing them all, then sent", async () => {
    const writer = await member(db(), "contributor");
    await db()
      .insert(notificationPreferences)
      .values({ userId: writer.id, kind: "returned", delivery: "digest" });
    const first = await told(writer.id);
    const second = await told(writer.id);
    await drain(db());
    expect(mailsTo(writer.email)).toHaveLength(0);
    await db().transaction((tx) => gatherDigests(tx, "Asia/Kolkata"));
    expect((await listOpen(db(), { name: DIGEST_DAY_JOB })).length).toBeGreaterThan(0);
    const waiting = await listOpen(db(), `${DIGEST_MAIL_JOB}:${writer.id}`);
    expect(waiting[0]?.payload.ids).toEqual([first.id, second.id]);
    await drain(db());
    const [digest, ...more] = mailsTo(writer.email);
    expect(more).toHaveLength(0);
    expect(digest!.subject).toMatch(/daily digest.*2 notifications/);
    expect(digest!.text).toContain(first.title);
    expect(digest!.text).toContain(`${PUBLIC_URL}/admin/dashboard/inbox/${second.id}`);
    expect([await stateOf(first.id), await stateOf(second.id)]).toEqual(["sent", "sent"]);
  });
});
