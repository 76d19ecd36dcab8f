import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { testSmtpServer } from "../helpers/smtp.ts";
import { simpleParser } from "mailparser";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "../../server/db/client.ts";
import { newsletterIssues, newsletterSubscriptions } from "../../server/db/schema.ts";
import { hashToken } from "../../server/modules/accounts/tokens.ts";
import { currentDraft, saveDraft } from "../../server/modules/newsletter/issues.ts";
import { startSend } from "../../server/modules/newsletter/sending.ts";
import { setSetting } from "../../server/modules/settings/store.ts";
import { SEND_LANES } from "../../server/modules/newsletter/deliver.ts";
import {
  listUncertainDeliveries,
  resolveUncertainDelivery,
} from "../../server/modules/newsletter/uncertain.ts";
import { makeArticle } from "../helpers/factories.ts";
import { newDataDir } from "../helpers/pglite-templates.ts";
import { freePort, startServer, type RunningServer } from "../helpers/server.ts";
import { mailStorage } from "../helpers/newsletter.ts";
import { member } from "../helpers/staff.ts";

/**
 * Issue 27, acceptance 1: the server is killed with SIGKILL in the middle of a 1,000-recipient send
 * and started again; every confirmed subscriber ends with exactly one mail, the unconfirmed one none.
 * A real server process, a real SMTP server in this process. The kill comes while the server waits for
 * the SMTP server's answer to a message (the server had not accepted it: it is not counted, as a real
 * server drops a message whose connection ends before its reply). The server cannot know that: those
 * rows, at most one a lane, become 'uncertain' after the restart (decision 0060), and are mailed once
 * the admin resends them.
 */
const RECIPIENTS = 1000;
const KILL_AT = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("a newsletter send killed with -9 on the embedded database", () => {
  const dataDir = newDataDir("borderland-newsletter-", "migrated");
  const received = new Map<string, number>();
  let server: RunningServer | undefined;
  let killed = false;
  let killing = false;
  const smtp = testSmtpServer((stream, session, callback) => {
    simpleParser(stream).then(() => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(",");
      const accepted = [...received.values()].reduce((a, b) => a + b, 0);
      // From the KILL_AT-th message on, nothing is answered: the senders wait for their replies while
      // the rows of the mails accepted before are marked, then the process is killed.
      if (killing) return;
      if (!killed && accepted === KILL_AT && server) {
        killing = true;
        const victim = server.process;
        setTimeout(() => {
          killed = true;
          victim.kill("SIGKILL");
        }, 500);
        return;
      }
      received.set(to, (received.get(to) ?? 0) + 1);
      callback();
    }, callback);
  });
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("ends with exactly one mail for every confirmed subscriber", async () => {
    const port = await freePort();
    await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
    const database = await openPglite(path.join(dataDir, "db"));
    await database.migrate();
    const { db } = database;
    const emails = Array.from({ length: RECIPIENTS }, (_, i) => `reader${i}@example.org`);
    await db.insert(newsletterSubscriptions).values([
      ...emails.map((email) => ({
        email,
        unsubscribeTokenHash: hashToken(email),
        confirmedAt: new Date(),
      })),
      { email: "unconfirmed@example.org", unsubscribeTokenHash: hashToken("u") },
    ]);
    await setSetting(db, "newsletter", { sendRate: 60000, digest: false, digestDay: 1, digestHour: 8 });
    const admin = await member(db, "admin");
    const article = await makeArticle(db, { title: "The bridge reopens" });
    const draft = await currentDraft(db, admin);
    await saveDraft(db, admin, draft.id, {
      subject: "This week",
      introHtml: "<p>Hello</p>",
      stories: [`article:${article.id}`],
    });
    const pub = {
      siteName: "Borderland Times",
      publicUrl: "http://127.0.0.1",
      secret: Buffer.alloc(32, 1),
      storage: mailStorage,
    };
    expect((await startSend(db, admin, draft.id, pub)).recipients).toBe(RECIPIENTS);
    // Due at once; the server starts it once it listens.
    await db.execute(
      sql`update jobs set run_at = now() + interval '1 second' where name = 'newsletter-send'`,
    );
    await database.close();

    const env = { DATA_DIR: dataDir, SEED_DEMO: "false", SMTP_URL: `smtp://127.0.0.1:${port}` };
    const started = Date.now();
    server = await startServer(env);
    const progress = setInterval(
      () => console.log(`${Date.now() - started} ms: ${received.size} received`),
      2000,
    );
    const exited = new Promise((resolve) => server!.process.once("exit", resolve));
    await exited;
    expect(killed, "killed mid-send").toBe(true);
    const before = received.size;
    expect(before).toBe(KILL_AT);

    killing = false;
    server = undefined;
    server = await startServer(env);
    // The mails in flight at the kill (at most one a lane) may have reached the SMTP server: they are
    // not sent again by themselves (decision 0060), so the rest arrive and the count stops short.
    const settled = () => received.size >= RECIPIENTS - SEND_LANES;
    for (const deadline = Date.now() + 150_000; !settled() && Date.now() < deadline;) await sleep(100);
    await sleep(1500);
    await server.stop();
    server = undefined;
    const unsure = await openPglite(path.join(dataDir, "db"));
    const uncertain = await listUncertainDeliveries(unsure.db, admin);
    expect(uncertain.length).toBeLessThanOrEqual(SEND_LANES);
    expect(received.size + uncertain.length).toBe(RECIPIENTS);
    expect(uncertain.filter((u) => received.has(u.email))).toEqual([]);
    // The admin resends them; each reader then has exactly one mail.
    for (const { id } of uncertain)
      await resolveUncertainDelivery(unsure.db, admin, { id, decision: "resend" });
    await unsure.close();
    server = await startServer(env);
    for (const deadline = Date.now() + 60_000; received.size < RECIPIENTS && Date.now() < deadline;)
      await sleep(100);
    await sleep(500);
    clearInterval(progress);
    await server.stop();
    server = undefined;
    console.log(`[pglite] ${before} sent before the kill; all ${RECIPIENTS} in ${Date.now() - started} ms`);

    expect(received.size).toBe(RECIPIENTS);
    expect([...received.values()].filter((n) => n !== 1)).toEqual([]);
    expect(received.has("unconfirmed@example.org")).toBe(false);
    const reopened = await openPglite(path.join(dataDir, "db"));
    const [issue] = await reopened.db
      .select()
      .from(newsletterIssues)
      .where(eq(newsletterIssues.id, draft.id));
    const result = await reopened.db.execute(
      sql`select count(*)::int as n from newsletter_deliveries where status = 'sent'`,
    );
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    await reopened.close();
    expect(issue!.status).toBe("sent");
    expect(n).toBe(RECIPIENTS);
  }, 300_000);
});
