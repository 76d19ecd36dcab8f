import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { composed, mailStorage, subscribers } from "../../../tests/helpers/newsletter.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { auditEvents, newsletterDeliveries } from "../../db/schema.ts";
import { listUncertainDeliveries, resolveUncertainDelivery } from "../newsletter/uncertain.ts";
import { startSend, sendJobKey } from "../newsletter/sending.ts";
import { listFailedWork, retryFailedWork } from "./failures.ts";
import { queueMail } from "./mail.ts";
import { claimDue, fail, openJob } from "./queue.ts";

const PUB = {
  siteName: "Borderland Times",
  publicUrl: "https://news.example.org",
  secret: Buffer.alloc(32, 3),
  storage: mailStorage,
};

/** Fails every due job once with `reason`, as the worker does when a handler throws. */
async function failDue(db: Parameters<typeof claimDue>[0], reason: string) {
  for (const job of await claimDue(db, 100)) await fail(db, job, reason);
}

describeEachEngine("the admin's failed mail and work", ({ db }) => {
  it("lists a failed mail with its reason but never its body, and Retry runs it again with every attempt", async () => {
    const admin = await member(db(), "admin");
    await queueMail(db(), {
      to: "reader@example.org",
      subject: "Reset your password",
      text: "https://x/reset-password?token=SECRET-TOKEN",
      html: "<p>SECRET-TOKEN</p>",
    });
    await failDue(db(), "connect ECONNREFUSED 127.0.0.1:25");
    const [row] = (await listFailedWork(db(), admin)).filter((w) => w.what.includes("reader@example.org"));
    expect(row).toMatchObject({
      what: "Mail to reader@example.org: Reset your password",
      reason: "connect ECONNREFUSED 127.0.0.1:25",
      attempts: 1,
      gaveUp: false,
    });
    expect(JSON.stringify(row)).not.toContain("SECRET-TOKEN");

    expect(await retryFailedWork(db(), admin, { key: row!.key })).toEqual({ what: row!.what });
    const job = await openJob(db(), row!.key);
    expect(job).toMatchObject({ attempts: 0, failed: false });
    expect(job!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const audit = await db().select().from(auditEvents).where(eq(auditEvents.action, "job-retry"));
    expect(audit.map((a) => a.summary)).toContain(row!.what);
  });

  it("refuses the list, Retry and the uncertain deliveries to anyone but an admin, and checks what is posted", async () => {
    const admin = await member(db(), "admin");
    for (const role of ["editor", "contributor", "reader"] as const) {
      const someone = await member(db(), role);
      await expect(listFailedWork(db(), someone)).rejects.toMatchObject({ status: 403 });
      await expect(retryFailedWork(db(), someone, { key: "mail:x" })).rejects.toMatchObject({ status: 403 });
      await expect(listUncertainDeliveries(db(), someone)).rejects.toMatchObject({ status: 403 });
      await expect(
        resolveUncertainDelivery(db(), someone, { id: crypto.randomUUID(), decision: "sent" }),
      ).rejects.toMatchObject({ status: 403 });
    }
    await expect(listFailedWork(db(), null)).rejects.toMatchObject({ status: 401 });
    await expect(retryFailedWork(db(), admin, { key: "" })).rejects.toMatchObject({ status: 400 });
    await expect(retryFailedWork(db(), admin, { key: "mail:gone" })).rejects.toMatchObject({ status: 404 });
    await expect(
      resolveUncertainDelivery(db(), admin, { id: crypto.randomUUID(), decision: "maybe" }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it("lists uncertain newsletter deliveries; Resend makes one due and queues its send, Mark as sent records it", async () => {
    const admin = await member(db(), "admin");
    await subscribers(db(), 2, true);
    const { draft } = await composed(db(), admin);
    await startSend(db(), admin, draft.id, PUB);
    const rows = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, draft.id));
    await db()
      .update(newsletterDeliveries)
      .set({ status: "uncertain" })
      .where(eq(newsletterDeliveries.issueId, draft.id));
    const listed = (await listUncertainDeliveries(db(), admin)).filter((u) =>
      rows.some((r) => r.id === u.id),
    );
    expect(listed).toHaveLength(rows.length);

    const [first, second] = listed;
    await resolveUncertainDelivery(db(), admin, { id: first!.id, decision: "resend" });
    await resolveUncertainDelivery(db(), admin, { id: second!.id, decision: "sent" });
    const status = async (id: string) =>
      (await db().select().from(newsletterDeliveries).where(eq(newsletterDeliveries.id, id)))[0]!.status;
    expect(await status(first!.id)).toBe("pending");
    expect(await status(second!.id)).toBe("sent");
    expect(await openJob(db(), sendJobKey(draft.id))).not.toBeNull();
    await expect(
      resolveUncertainDelivery(db(), admin, { id: second!.id, decision: "resend" }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
