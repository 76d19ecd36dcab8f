import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { composed, mailStorage, subscribers } from "../../../tests/helpers/newsletter.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { createTestDatabase, postgresSkipReason } from "../../../tests/helpers/test-db.ts";
import { openPostgres, type Db } from "../../db/client.ts";
import { newsletterIssues } from "../../db/schema.ts";
import type { Mailer } from "../../providers/mail.ts";
import { startWorker } from "../jobs/worker.ts";
import { setSetting } from "../settings/store.ts";
import { SEND_LANES } from "./deliver.ts";
import { newsletterHandlers } from "./jobs.ts";
import { startSend } from "./sending.ts";
import { listUncertainDeliveries, resolveUncertainDelivery } from "./uncertain.ts";

const SECRET = Buffer.alloc(32, 9);
const PUB = {
  siteName: "Borderland Times",
  publicUrl: "https://news.example.org",
  secret: SECRET,
  storage: mailStorage,
};
/** The queue's lease and heartbeat, shortened (the defaults are 10 s and 2 s). */
const LEASE = { leaseSeconds: 1, heartbeatMs: 100 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const senders = (db: Db, mailer: Mailer, pollMs: number) =>
  startWorker({
    db,
    pollMs,
    ...LEASE,
    onError: () => {},
    handlers: newsletterHandlers({
      mailer,
      storage: mailStorage,
      publicUrl: PUB.publicUrl,
      timeZone: "Asia/Kolkata",
      secret: SECRET,
      onSent: () => {},
    }),
  });

describe.skipIf(postgresSkipReason)("a newsletter send whose process dies, on PostgreSQL", () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    handle = await createTestDatabase("postgres");
  }, 60_000);
  afterAll(() => handle?.drop());

  it("is resumed by another process once the dead one's lease is out; its recipients in flight become uncertain until an admin resends them", async () => {
    const db = handle.database.db;
    await setSetting(db, "newsletter", { sendRate: 60000, digest: false, digestDay: 1, digestHour: 8 });
    const admin = await member(db, "admin");
    const subs = await subscribers(db, 10, true);
    const { draft } = await composed(db, admin);
    // The first process's mails never get an answer: each lane waits with its recipient 'sending'.
    const inFlight: string[] = [];
    let cut!: (error: Error) => void;
    const never = new Promise<void>((_, reject) => (cut = reject));
    const hanging: Mailer = {
      async send(message) {
        inFlight.push(message.to);
        await never;
      },
    };
    const dying = await openPostgres(handle.url!);
    const crashed = senders(dying.db, hanging, 60_000);
    await startSend(db, admin, draft.id, PUB);
    while (inFlight.length < SEND_LANES) await sleep(20);
    // The process is gone as far as the database can tell: nothing it holds is renewed any more.
    await dying.close();

    const mailer = recordingMailer();
    const survivor = senders(db, mailer, 20);
    const status = async () =>
      (await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, draft.id)))[0]!.status;
    for (const deadline = Date.now() + 20_000; (await status()) !== "sent" && Date.now() < deadline;)
      await sleep(50);
    expect(await status()).toBe("sent");
    // The mails in flight may have reached the SMTP server: none is sent again by itself.
    const uncertain = await listUncertainDeliveries(db, admin);
    expect(uncertain.map((u) => u.email).sort()).toEqual([...inFlight].sort());
    const others = subs.map((s) => s.email).filter((e) => !inFlight.includes(e));
    expect(mailer.sent.map((m) => m.to).sort()).toEqual(others.sort());

    // The admin resends them: each gets its one mail, and nobody else a second.
    for (const { id } of uncertain) await resolveUncertainDelivery(db, admin, { id, decision: "resend" });
    for (const deadline = Date.now() + 20_000; mailer.sent.length < subs.length && Date.now() < deadline;)
      await sleep(50);
    await sleep(200);
    await survivor.stop();
    cut(new Error("connection lost"));
    await crashed.stop();

    expect(mailer.sent.map((m) => m.to).sort()).toEqual(subs.map((s) => s.email).sort());
    expect(await listUncertainDeliveries(db, admin)).toEqual([]);
  });
});
