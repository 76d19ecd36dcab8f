import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { stillConnected, testSmtpServer } from "../helpers/smtp.ts";
import { simpleParser } from "mailparser";
import { count, eq, and, isNotNull } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../../server/db/client.ts";
import { jobs, users } from "../../server/db/schema.ts";
import { MAIL_JOB } from "../../server/modules/jobs/mail.ts";
import { TEMPLATE_ENV } from "../helpers/pglite-templates.ts";
import { freePort, startServer, type RunningServer } from "../helpers/server.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";

/**
 * Issue 37: every mail is a queued job written with the request, so a kill -9 right after 50 sign-ups
 * and 50 password-reset requests loses none, and sends none twice: after the restart, each of the 100
 * readers has exactly one mail. A real server process and a real SMTP server in this process. The SMTP
 * server answers the first MAILS_BEFORE messages and holds every one after (the worker sends one at a
 * time, so the one held is the only one in flight, and unaccepted: a real server drops a message whose
 * connection ends before its reply); the kill comes once all 100 requests are answered.
 */
const EACH = 50;
const MAILS_BEFORE = 30;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function smtpSink() {
  const received = new Map<string, string[]>();
  let held = 0;
  const count = () => [...received.values()].reduce((n, subjects) => n + subjects.length, 0);
  const state = { holding: true };
  const server = testSmtpServer((stream, session, callback) => {
    simpleParser(stream).then((mail) => {
      if (state.holding && count() >= MAILS_BEFORE) return void held++;
      // Read in full only after its sender was killed: nobody is left to answer, and it goes nowhere.
      if (!stillConnected(server, session)) return;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
      received.set(to, [...(received.get(to) ?? []), mail.subject ?? ""]);
      callback();
    }, callback);
  });
  return { server, received, count, state, held: () => held };
}

async function post(url: string, ip: string, fields: Record<string, string>) {
  const answer = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(answer.status, `${url} ${JSON.stringify(fields)}`).toBeLessThan(400);
}

/** 50 sign-ups and 50 reset requests, ten at a time, each from its own address (the rate limits). */
async function hundredRequests(base: string) {
  const work = Array.from({ length: EACH * 2 }, (_, i) =>
    i % 2 === 0
      ? () =>
          post(`${base}/api/auth`, `198.51.100.${i}`, {
            intent: "sign-up",
            name: `New Reader ${i}`,
            email: `new${i}@example.org`,
            password: "monsoon-2026",
          })
      : () => post(`${base}/forgot-password`, `198.51.100.${i}`, { email: `known${i}@example.org` }),
  );
  for (let i = 0; i < work.length; i += 10) await Promise.all(work.slice(i, i + 10).map((run) => run()));
}

const knownReaders = (db: Database["db"]) =>
  db.insert(users).values(
    Array.from({ length: EACH }, (_, k) => ({
      name: `Known Reader ${2 * k + 1}`,
      email: `known${2 * k + 1}@example.org`,
      passwordHash: "not-a-password",
      emailVerifiedAt: new Date(),
    })),
  );

/** On PostgreSQL each of the site's processes sends: another's accepted message may still be unmarked
 * when the first's is held. Decision 0060 keeps that window (the SMTP server took it, the job is not
 * marked yet) to one message a process, and sends such a one again; the kill here comes after it, so
 * that what is proven is the rest: nothing unaccepted is lost, nothing marked goes twice. */
const markedMails = (db: Database["db"]) => async (accepted: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), isNotNull(jobs.finishedAt)));
  return (row?.n ?? 0) >= accepted;
};

async function killAndRestart(env: Record<string, string>, marked?: (accepted: number) => Promise<boolean>) {
  const sink = smtpSink();
  const port = await freePort();
  await new Promise<void>((resolve) => sink.server.listen(port, "127.0.0.1", resolve));
  const serverEnv = { ...env, SEED_DEMO: "false", TRUST_PROXY: "true", SMTP_URL: `smtp://127.0.0.1:${port}` };
  let server: RunningServer | undefined = await startServer(serverEnv);
  try {
    await hundredRequests(server.url);
    // Every request is answered; the SMTP server has taken its first messages and holds the next.
    for (const deadline = Date.now() + 60_000; sink.held() === 0 && Date.now() < deadline;) await sleep(20);
    expect(sink.held(), "a mail in flight at the kill").toBe(1);
    if (marked)
      for (const deadline = Date.now() + 10_000; !(await marked(sink.count())) && Date.now() < deadline;)
        await sleep(20);
    await server.crash();
    server = undefined;
    expect(sink.count()).toBe(MAILS_BEFORE);

    sink.state.holding = false;
    server = await startServer(serverEnv);
    for (const deadline = Date.now() + 60_000; sink.count() < EACH * 2 && Date.now() < deadline;)
      await sleep(50);
    // Long enough for a second copy of anything to arrive, were one sent.
    await sleep(1500);
  } finally {
    await server?.stop();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  }
  return sink.received;
}

function expectEachOnce(received: Map<string, string[]>) {
  const expected = Array.from({ length: EACH * 2 }, (_, i) =>
    i % 2 === 0 ? `new${i}@example.org` : `known${i}@example.org`,
  );
  expect([...received.keys()].sort()).toEqual(expected.sort());
  for (const [to, subjects] of received) {
    expect(subjects, to).toHaveLength(1);
    expect(subjects[0], to).toMatch(to.startsWith("new") ? /Confirm your email/ : /Reset your/);
  }
}

describe("kill -9 right after 50 sign-ups and 50 reset requests", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-mail-kill-"));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("on the embedded database, delivers each of the 100 mails exactly once after the restart", async () => {
    fs.cpSync(process.env[TEMPLATE_ENV.dataDir]!, path.join(dataDir, "db"), { recursive: true });
    const database = await openPglite(path.join(dataDir, "db"));
    await database.migrate();
    await knownReaders(database.db);
    await database.close();
    expectEachOnce(await killAndRestart({ DATA_DIR: dataDir }));
  }, 180_000);

  it.skipIf(postgresSkipReason)(
    "on PostgreSQL, delivers each of the 100 mails exactly once after the restart",
    async () => {
      const handle = await createTestDatabase("postgres");
      try {
        await knownReaders(handle.database.db);
        expectEachOnce(await killAndRestart({ DATABASE_URL: handle.url! }, markedMails(handle.database.db)));
      } finally {
        await handle.drop();
      }
    },
    180_000,
  );
});
