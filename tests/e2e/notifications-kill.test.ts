import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite, type Database } from "../../server/db/client.ts";
import { users } from "../../server/db/schema.ts";
import type { SessionUser } from "../../server/modules/accounts/sessions.ts";
import { articleForm, postForm as post, signInAdmin as portalSession } from "../helpers/admin.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { freePort, startServer, type RunningServer } from "../helpers/server.ts";
import { stillConnected, testSmtpServer } from "../helpers/smtp.ts";
import { PASSWORD, member } from "../helpers/staff.ts";
import { createTestDatabase, postgresSkipReason } from "../helpers/test-db.ts";

/**
 * Issue 38, 'exactly once': a burst of 200 notifications (a writer submits 10 pieces, each telling the
 * 20 editors, who want each mailed at once) is being mailed when the server is killed with -9, then
 * started again: every person gets each notification exactly once. A real built server and a real SMTP
 * server in this process, which takes the first KILL_AT mails and then holds every new one at its
 * recipient, so the kill finds mails in flight: marked 'sending', their data not yet ended. Those are
 * sent again after the restart (decision 0065). A kill in the few milliseconds between a message's
 * hand-over and its mark leaves it 'uncertain' instead: that is proven in
 * server/modules/notifications/send.test.ts.
 */
const PEOPLE = 20;
const EVENTS = 10;
const BURST = PEOPLE * EVENTS;
const KILL_AT = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (done: () => boolean | Promise<boolean>, ms: number) => {
  for (const deadline = Date.now() + ms; !(await done()) && Date.now() < deadline;) await sleep(50);
};

/** The newsroom: PEOPLE editors, who are told of every submission, and a writer who can sign in. */
async function newsroom(db: Database["db"]) {
  await db.insert(users).values(
    Array.from({ length: PEOPLE }, (_, i) => ({
      name: `Editor ${i}`,
      username: `editor${i}`,
      email: `editor${i}@example.org`,
      passwordHash: "not-a-password",
      role: "editor" as const,
    })),
  );
  return member(db, "contributor");
}

/** The burst: the writer submits EVENTS pieces through the editor's endpoint, each telling every
 * editor, as fast as the server answers; the kill comes once every request is answered. */
async function burst(url: string, writer: SessionUser) {
  const cookie = await portalSession(url, { username: writer.username!, password: PASSWORD });
  for (let e = 0; e < EVENTS; e++) {
    const answer = await post(
      url,
      "/admin/editor",
      { kind: "article", intent: "submit", ...articleForm(`Story ${e}`) },
      cookie,
    );
    expect(answer.status, await answer.text()).toBe(200);
  }
}

function smtpSink() {
  const received = new Map<string, number>();
  const state = { holding: true, granted: 0, held: 0 };
  const accepted = () => [...received.values()].reduce((a, b) => a + b, 0);
  const server = testSmtpServer((stream, session, callback) => {
    simpleParser(stream).then((mail) => {
      // Read in full only after its sender was killed: nobody is left to answer, and it goes nowhere.
      if (!stillConnected(server, session)) return;
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
      const key = `${to} ${mail.subject}`;
      received.set(key, (received.get(key) ?? 0) + 1);
      callback();
    }, callback);
  });
  // Past the first KILL_AT, a recipient is never answered while holding (the kill ends the session).
  server.onRcptTo = (_address, _session, callback) => {
    if (state.holding && state.granted >= KILL_AT) return void state.held++;
    state.granted++;
    callback();
  };
  return { server, received, state, accepted, held: () => state.held };
}

type Counts = (query: ReturnType<typeof sql>) => Promise<number>;
const counter =
  (db: Database["db"]): Counts =>
  async (query) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n);

/**
 * Starts the server, kills it once the SMTP server holds a mail (and, where the database can be read
 * meanwhile, once every accepted mail is marked sent), starts it again and waits for the rest.
 * Answers what the SMTP server received and how many it held at the kill.
 */
async function killAndRestart(env: Record<string, string>, writer: SessionUser, count?: Counts) {
  const sink = smtpSink();
  const port = await freePort();
  await new Promise<void>((resolve) => sink.server.listen(port, "127.0.0.1", resolve));
  const serverEnv = { ...env, SEED_DEMO: "false", SMTP_URL: `smtp://127.0.0.1:${port}` };
  let server: RunningServer | undefined = await startServer(serverEnv);
  try {
    await burst(server.url, writer);
    await until(() => sink.held() > 0, 60_000);
    expect(sink.held(), "a mail in flight at the kill").toBeGreaterThan(0);
    // An accepted mail may still be unmarked: the kill comes after its mark (the window between
    // the two is send.test.ts's), so that every mail in flight at the kill is one not handed over.
    await until(() => sink.accepted() >= KILL_AT, 10_000);
    if (count)
      await until(
        async () =>
          (await count(sql`select count(*)::int as n from notifications where mail_state = 'sent'`)) >=
          sink.accepted(),
        10_000,
      );
    await server.crash();
    server = undefined;
    const held = sink.held();
    expect(sink.accepted()).toBe(KILL_AT);

    sink.state.holding = false;
    server = await startServer(serverEnv);
    await until(() => sink.accepted() >= BURST, 60_000);
    // Long enough for a second copy of anything to arrive, were one sent.
    await sleep(1500);
    return { received: sink.received, held };
  } finally {
    await server?.stop();
    await new Promise<void>((resolve) => sink.server.close(() => resolve()));
  }
}

/** Each notification exactly once, none uncertain, and each marked sent. */
async function expectEachOnce(
  engine: string,
  { received, held }: { received: Map<string, number>; held: number },
  count: Counts,
) {
  const sent = await count(sql`select count(*)::int as n from notifications where mail_state = 'sent'`);
  const uncertain = await count(
    sql`select count(*)::int as n from notifications where mail_state = 'uncertain'`,
  );
  console.log(
    `[${engine}] ${BURST} notifications: ${received.size} mailed, ${[...received.values()].filter((n) => n === 1).length} once; ${uncertain} uncertain (in flight at the kill: ${held})`,
  );
  expect([...received.values()].filter((n) => n !== 1)).toEqual([]);
  expect(received.size).toBe(BURST);
  expect(uncertain).toBe(0);
  expect(sent).toBe(BURST);
}

describe("kill -9 during a burst of 200 notification mails", () => {
  const dataDir = newDataDir("borderland-notifications-kill-", "migrated");
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it("on the embedded database, mails each notification exactly once", async () => {
    const before = await openPglite(path.join(dataDir, "db"));
    await before.migrate();
    const writer = await newsroom(before.db);
    await before.close();
    const outcome = await killAndRestart({ DATA_DIR: dataDir }, writer);
    const after = await openPglite(path.join(dataDir, "db"));
    try {
      await expectEachOnce("pglite", outcome, counter(after.db));
    } finally {
      await after.close();
    }
  }, 120_000);

  it.skipIf(postgresSkipReason)(
    "on PostgreSQL with two processes, mails each notification exactly once",
    async () => {
      const handle = await createTestDatabase("postgres");
      try {
        const writer = await newsroom(handle.database.db);
        const count = counter(handle.database.db);
        const outcome = await killAndRestart({ DATABASE_URL: handle.url!, PROCESSES: "2" }, writer, count);
        await expectEachOnce("postgres", outcome, count);
      } finally {
        await handle.drop();
      }
    },
    120_000,
  );
});
