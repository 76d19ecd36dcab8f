import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { recordingMailer } from "../../../tests/helpers/recording-mailer.ts";
import { startSmtpSink, type SmtpSink } from "../../../tests/helpers/smtp.ts";
import { makeArticle, makeMediaRow } from "../../../tests/helpers/factories.ts";
import { makeEditionRow } from "../../../tests/helpers/print.ts";
import { member } from "../../../tests/helpers/staff.ts";
import { composed, mailStorage, subscribers } from "../../../tests/helpers/newsletter.ts";
import {
  newsletterDeliveries,
  newsletterIssues,
  newsletterSubscriptions,
  printEditionPieces,
  printEditions,
} from "../../db/schema.ts";
import { createMailer, type Mailer } from "../../providers/mail.ts";
import { startWorker } from "../jobs/worker.ts";
import { archivedIssue, archivePage } from "./archive.ts";
import { currentDraft, pastIssues, saveDraft } from "./issues.ts";
import { newsletterHandlers } from "./jobs.ts";
import { unsubscribeToken } from "./links.ts";
import { setSetting } from "../settings/store.ts";
import { EDITION_NOT_PUBLISHED } from "./edition.ts";
import { renderDraft, startSend, testSend } from "./sending.ts";
import { MAX_DELIVERY_ATTEMPTS } from "./deliver.ts";
import type { Db } from "../../db/client.ts";

const SECRET = Buffer.alloc(32, 9);
const PUB = {
  siteName: "Borderland Times",
  publicUrl: "https://news.example.org",
  secret: SECRET,
  storage: mailStorage,
};

let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** Runs the newsletter's jobs until no delivery of `issueId` is due now. */
async function sendAll(db: Db, mailer: Mailer, issueId: string) {
  const sent: string[] = [];
  // As if the backoff had elapsed: the send job is due now.
  await db.execute(
    sql`update jobs set run_at = now() where key = ${`newsletter-send:${issueId}`} and finished_at is null`,
  );
  const worker = startWorker({
    db,
    handlers: newsletterHandlers({
      mailer,
      storage: mailStorage,
      publicUrl: PUB.publicUrl,
      timeZone: "Asia/Kolkata",
      secret: SECRET,
      onSent: () => sent.push(issueId),
    }),
    pollMs: 20,
    onError: () => {},
  });
  for (let i = 0; i < 500; i++) {
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    const due = await db.execute(
      sql`select count(*)::int as n from newsletter_deliveries where issue_id = ${issueId} and status in ('pending','sending') and next_attempt_at <= now()`,
    );
    if (issue!.status === "sent" || (due as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  await worker.stop();
  return sent;
}

describeEachEngine("newsletter sending", ({ db }) => {
  beforeAll(async () => {
    await setSetting(db(), "newsletter", { sendRate: 60000, digest: false, digestDay: 1, digestHour: 8 });
  });

  it("sends exactly one mail to every confirmed subscriber over SMTP, none to an unconfirmed one", async () => {
    const admin = await member(db(), "admin");
    const confirmed = await subscribers(db(), 5, true);
    const [unconfirmed] = await subscribers(db(), 1, false);
    const image = await makeMediaRow(db(), { altText: "Commuters cross the reopened bridge" });
    const { draft, article } = await composed(db(), admin, { imageUrl: image.url });
    const started = await startSend(db(), admin, draft.id, PUB);
    expect(started.recipients).toBeGreaterThanOrEqual(5);
    const mailer = createMailer({ smtpUrl: sink.url, from: "news@example.org", outboxDir: "/nonexistent" });
    expect(await sendAll(db(), mailer, draft.id)).toEqual([draft.id]);
    for (const s of confirmed) {
      const mails = sink.messages.filter(
        (m) => m.subject === started.subject && m.to && JSON.stringify(m.to).includes(s.email),
      );
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const url = `${PUB.publicUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(SECRET, s.id))}`;
      const header = (name: string) =>
        mail.headerLines.find((h) => h.key === name)?.line.replace(/\r?\n\s+/g, " ");
      expect(header("list-unsubscribe")).toContain(`<${url}>`);
      expect(header("list-unsubscribe-post")).toBe("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
      expect(mail.text).toContain("Borderland Times");
      expect(mail.text).toContain(`${PUB.publicUrl}/article/${article.slug}`);
      expect(mail.html).toContain("Hello readers");
      // The story's picture as the JPEG mail clients show, and the publication's logo, by absolute URLs.
      expect(mail.html).toContain(
        `<img src="${PUB.publicUrl}/uploads/${image.preview!.key}" alt="Commuters cross the reopened bridge"`,
      );
      expect(mail.html).toContain(`<img src="${PUB.publicUrl}/images/logo.png" alt="Borderland Times"`);
      expect(mail.html).not.toContain("<script");
    }
    expect(sink.messages.filter((m) => JSON.stringify(m.to).includes(unconfirmed!.email))).toHaveLength(0);
    const [past] = await pastIssues(db(), admin);
    expect(past).toMatchObject({ id: draft.id, status: "sent" });
    expect(past!.counts.sent).toBe(started.recipients);
    expect((await archivePage(db(), 1)).issues.map((i) => i.id)).toContain(draft.id);
    expect((await archivedIssue(db(), draft.id)).html).not.toContain("/unsubscribe?token=");
    // A second send of the same issue finds no draft.
    await expect(startSend(db(), admin, draft.id, PUB)).rejects.toMatchObject({ status: 409 });
  });

  it("records a failed mail, retries it later with backoff, and fails it after the last attempt", async () => {
    const admin = await member(db(), "admin");
    await db().update(newsletterSubscriptions).set({ confirmedAt: null });
    const [s] = await subscribers(db(), 1, true);
    const { draft } = await composed(db(), admin);
    await startSend(db(), admin, draft.id, PUB);
    const refusing: Mailer = {
      async send() {
        throw new Error("452 too many recipients");
      },
    };
    await sendAll(db(), refusing, draft.id);
    const [row] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, draft.id));
    expect(row).toMatchObject({
      subscriptionId: s!.id,
      status: "pending",
      attempts: 1,
      lastError: "452 too many recipients",
    });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await db()
      .update(newsletterDeliveries)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1, nextAttemptAt: new Date(0) })
      .where(eq(newsletterDeliveries.id, row!.id));
    await sendAll(db(), refusing, draft.id);
    const [failed] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.id, row!.id));
    expect(failed!.status).toBe("failed");
    const [issue] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, draft.id));
    expect(issue!.status).toBe("sent");
  });

  it("resumes after a crash: sent rows are never sent again, a row whose sender died becomes uncertain", async () => {
    const admin = await member(db(), "admin");
    await db().update(newsletterSubscriptions).set({ confirmedAt: null });
    const subs = await subscribers(db(), 4, true);
    const { draft } = await composed(db(), admin);
    await startSend(db(), admin, draft.id, PUB);
    const rows = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.issueId, draft.id));
    // As a process killed mid-send leaves them: two sent, one claimed by the dead process, one waiting.
    await db()
      .update(newsletterDeliveries)
      .set({ status: "sent", sentAt: new Date() })
      .where(sql`id in (${rows[0]!.id}, ${rows[1]!.id})`);
    await db()
      .update(newsletterDeliveries)
      .set({ status: "sending", claimedBy: randomUUID(), attempts: 1 })
      .where(eq(newsletterDeliveries.id, rows[2]!.id));
    const mailer = recordingMailer();
    await sendAll(db(), mailer, draft.id);
    // Its mail may have reached the SMTP server: an admin decides (decision 0060), nobody resends it.
    expect(mailer.sent.map((m) => m.to)).toEqual([rows[3]!.email]);
    const [left] = await db()
      .select()
      .from(newsletterDeliveries)
      .where(eq(newsletterDeliveries.id, rows[2]!.id));
    expect(left!.status).toBe("uncertain");
    expect(subs).toHaveLength(4);
  });

  it("announces a published print edition over SMTP: its cover, numbers, title, date, address and contents", async () => {
    const admin = await member(db(), "admin");
    await db().update(newsletterSubscriptions).set({ confirmedAt: null });
    const [reader] = await subscribers(db(), 1, true);
    const cover = await makeMediaRow(db(), { width: 1200, height: 1553 });
    const volume = 2000 + Math.floor(Math.random() * 90_000);
    const edition = await makeEditionRow(db(), volume, {
      number: 4,
      title: "Homecoming Issue",
      issuedOn: "2026-10-02",
      status: "published",
      publishedAt: new Date(),
      coverMediaId: cover.id,
    });
    const late = await makeArticle(db(), { title: "Quokka seen on the quad" });
    const first = await makeArticle(db(), { title: "Homecoming court crowned" });
    const unpublished = await makeArticle(db(), { title: "Not on the web yet", publishedAt: null });
    await db()
      .insert(printEditionPieces)
      .values([
        { editionId: edition.id, articleId: late.id, page: 3 },
        { editionId: edition.id, articleId: first.id, page: 1 },
        { editionId: edition.id, articleId: unpublished.id, page: 2 },
      ]);
    // A draft edition cannot be announced: nothing is saved.
    const draft = await currentDraft(db(), admin);
    const other = await makeEditionRow(db(), volume + 1);
    await expect(
      saveDraft(db(), admin, draft.id, { subject: "New edition", editionId: other.id }),
    ).rejects.toMatchObject({ status: 400, fields: { editionId: EDITION_NOT_PUBLISHED } });
    // An issue with the edition and no story is an issue.
    await saveDraft(db(), admin, draft.id, { subject: "The Homecoming Issue is out", editionId: edition.id });
    await startSend(db(), admin, draft.id, PUB);
    const mailer = createMailer({ smtpUrl: sink.url, from: "news@example.org", outboxDir: "/nonexistent" });
    await sendAll(db(), mailer, draft.id);
    const mails = sink.messages.filter((m) => JSON.stringify(m.to).includes(reader!.email));
    expect(mails).toHaveLength(1);
    const { html, text } = mails[0]! as { html: string; text: string };
    const page = `${PUB.publicUrl}/print/${volume}/4`;
    const piece = (a: { slug: string | null }) => `${PUB.publicUrl}/article/${a.slug}`;
    // The cover as the JPEG mail clients show, by its absolute address, linked to the edition's page.
    expect(html).toContain(
      `<a href="${page}"><img src="${PUB.publicUrl}/uploads/${cover.preview!.key}" alt="Front page of Homecoming Issue"`,
    );
    expect(html).toContain(
      `<a href="${page}" style="color:#16181d;text-decoration:underline">Homecoming Issue</a>`,
    );
    expect(html).toContain(`Vol. ${volume}, No. 4 · October 2, 2026`);
    const contents = [...html.matchAll(/Page (\d+)<\/td>\n<td[^>]*><a href="([^"]+)"/g)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(contents).toEqual([
      ["1", piece(first)],
      ["3", piece(late)],
    ]);
    expect(html).not.toContain("Not on the web yet");
    expect(text).toContain(
      [
        "New print edition: Homecoming Issue",
        `Vol. ${volume}, No. 4 · October 2, 2026`,
        page,
        "",
        "In this edition:",
        "Page 1: Homecoming court crowned",
        piece(first),
        "Page 3: Quokka seen on the quad",
        piece(late),
      ].join("\n"),
    );
    // Unpublished after it was chosen, an edition is left out of the mail.
    const next = await currentDraft(db(), admin);
    await saveDraft(db(), admin, next.id, { subject: "Again", editionId: edition.id });
    await db().update(printEditions).set({ status: "draft" }).where(eq(printEditions.id, edition.id));
    const [saved] = await db().select().from(newsletterIssues).where(eq(newsletterIssues.id, next.id));
    const rendered = await renderDraft(db(), saved!, PUB);
    expect([rendered.edition, rendered.html.includes("New print edition")]).toEqual([null, false]);
  });

  it("mails a test to the admin only, and refuses an editor everything", async () => {
    const admin = await member(db(), "admin");
    const editor = await member(db(), "editor");
    const { draft } = await composed(db(), admin);
    const mailer = recordingMailer();
    expect(await testSend(db(), mailer, admin, draft.id, PUB)).toEqual({ to: admin.email });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toMatch(/^\[Test\] Issue /);
    await expect(currentDraft(db(), editor)).rejects.toMatchObject({ status: 403 });
    await expect(saveDraft(db(), editor, draft.id, { subject: "x" })).rejects.toMatchObject({ status: 403 });
    await expect(testSend(db(), mailer, editor, draft.id, PUB)).rejects.toMatchObject({ status: 403 });
    await expect(startSend(db(), editor, draft.id, PUB)).rejects.toMatchObject({ status: 403 });
    await expect(saveDraft(db(), admin, draft.id, { subject: "a\u0007b" })).rejects.toMatchObject({
      status: 400,
    });
  });
});
