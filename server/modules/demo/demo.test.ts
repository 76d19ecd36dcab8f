import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, expect, it } from "vitest";
import { makeMediaRow, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import type { Db } from "../../db/client.ts";
import {
  articles,
  auditEvents,
  comments,
  creativePieces,
  demoRows,
  people,
  siteSettings,
  staticPages,
  users,
} from "../../db/schema.ts";
import { EDITORIAL_TEAM } from "../../db/seed/editorial-team.ts";
import { DEMO_READERS } from "../../db/seed/demo-readers.ts";
import { createLocalStorage } from "../../providers/local-storage.ts";
import { createFirstAdmin, issueSetupCode } from "../accounts/first-run.ts";
import { Forbidden, Invalid } from "../errors.ts";
import { createRateLimits } from "../rate-limits.ts";
import { getContactAddresses, saveContactAddresses } from "../settings/contact-addresses.ts";
import { markDemoRows, rowIdsNow } from "./marks.ts";
import { PUBLICATION_PAGES } from "./pages.ts";
import { demoContentSummary, removeDemoContent } from "./remove.ts";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-demo-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const DEMO_NAMES = [...EDITORIAL_TEAM.map((m) => m.name), ...DEMO_READERS.map((r) => r.name)];

/** Everything a public page can show from the database, as one text. */
async function publicText(db: Db): Promise<string> {
  const [row] = await db
    .execute<{ text: string }>(
      sql`
    select concat_ws(' ',
      (select string_agg(concat_ws(' ', title, excerpt, content, author), ' ') from articles),
      (select string_agg(concat_ws(' ', title, excerpt, content, author), ' ') from creative_pieces),
      (select string_agg(concat_ws(' ', name, title, bio, email), ' ') from people),
      (select string_agg(concat_ws(' ', excerpt, content), ' ') from static_pages),
      (select string_agg(concat_ws(' ', title, content), ' ') from breaking_news),
      (select string_agg(value::text, ' ') from site_settings where key not like '%setup%')
    ) as text`,
    )
    .then((r) => (r as unknown as { rows: { text: string }[] }).rows);
  return row!.text ?? "";
}

async function firstAdmin(db: Db, start: string | undefined, seedDemo: boolean | null = null) {
  const setupCode = (await issueSetupCode(db))!;
  const limits = createRateLimits({ db, shared: false });
  return createFirstAdmin(
    { db, limits, config: { seedDemo } },
    {
      setupCode,
      name: "Asha Rao",
      username: "asha",
      email: "asha@school.test",
      password: "press-pass-1",
      confirmPassword: "press-pass-1",
      ...(start ? { start } : {}),
    },
    { ip: "198.18.9.1" },
  );
}

describeEachEngine("a publication that starts empty", ({ db }) => {
  it("refuses the demo where SEED_DEMO=false, creating nothing", async () => {
    await expect(firstAdmin(db(), "demo", false)).rejects.toThrow(Invalid);
    expect(await db().$count(users)).toBe(0);
  });

  it("has no demo name or address anywhere public, and its publication pages are empty", async () => {
    const created = await firstAdmin(db(), undefined);
    expect(created.started).toBe("empty");
    expect(await db().$count(articles)).toBe(0);
    expect(await db().$count(creativePieces)).toBe(0);
    expect(await db().$count(demoRows)).toBe(0);
    const text = await publicText(db());
    for (const name of DEMO_NAMES) expect(text, name).not.toContain(name);
    expect(text).not.toMatch(/\.example\b|example\.(org|com)/);
    // The About text's invented region (the privacy policy names the weather widget's default places).
    expect(text).not.toMatch(/North-East India|high-school students forum/);
    expect(Object.values(await getContactAddresses(db())).every((a) => a === null)).toBe(true);
    const pages = await db().select().from(staticPages);
    for (const page of pages.filter((p) => (PUBLICATION_PAGES as readonly string[]).includes(p.slug)))
      expect([page.slug, page.content, page.excerpt]).toEqual([page.slug, "", ""]);
    // The policies that describe the software stay.
    expect(pages.find((p) => p.slug === "cookie-policy")!.content).not.toBe("");
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "sign-in"));
    expect(audit!.summary).toBe("Created the first admin account; the publication starts empty");
  });

  it("has nothing for 'Remove demo content' to remove, and admins only may ask", async () => {
    const admin = await staffActor(db());
    expect(await demoContentSummary(db(), admin)).toBeNull();
    await expect(demoContentSummary(db(), { ...admin, role: "editor" })).rejects.toThrow(Forbidden);
    await expect(
      removeDemoContent(db(), createLocalStorage(path.join(work, "none")), { ...admin, role: "editor" }),
    ).rejects.toThrow(Forbidden);
  });
});

describeEachEngine("removing the demo content", ({ db }) => {
  const uploads = path.join(work, "uploads");
  const storage = createLocalStorage(uploads);

  it("seeds the demo when the first admin chooses it, every row marked", async () => {
    const created = await firstAdmin(db(), "demo");
    expect(created.started).toBe("demo");
    expect(await db().$count(articles)).toBeGreaterThanOrEqual(48);
    const [marks] = await db().select({ n: count() }).from(demoRows);
    expect(marks!.n).toBeGreaterThan(100);
    // The admin and their own person are theirs, not the demo's.
    const marked = await db()
      .select({ id: demoRows.rowId })
      .from(demoRows)
      .where(eq(demoRows.tableName, "users"));
    expect(marked.map((m) => m.id)).not.toContain(created.user.id);
  });

  it("removes exactly the unchanged demo rows, their files, and keeps what a person made or changed", async () => {
    const admin = await staffActor(db());
    // An upload the demo made (its files in the store), marked as the seed marks its rows.
    const before = await rowIdsNow(db());
    const image = await makeMediaRow(db(), { width: 800, height: 400 });
    await markDemoRows(db(), before, []);
    const keys = [...image.variants, ...image.avifVariants].map((v) => v.key);
    for (const key of keys) await storage.put(key, new Uint8Array([1, 2, 3]), "image/webp");

    // An editor edits a demo article; an admin changes the demo's contact addresses; a person edits a
    // demo person's bio; a reader of the real world comments on another demo article.
    const [edited] = await db()
      .update(articles)
      .set({ title: "Our own headline", updatedAt: new Date() })
      .where(sql`${articles.id} = (select id from articles order by published_at desc limit 1)`)
      .returning();
    await saveContactAddresses(db(), admin, { editor: "editor@ourschool.test" });
    const [person] = await db()
      .update(people)
      .set({ bio: "Our real adviser." })
      .where(eq(people.name, EDITORIAL_TEAM[0]!.name))
      .returning();
    const reader = await db()
      .insert(users)
      .values({ email: "real.reader@school.test", name: "Real Reader", passwordHash: "x" })
      .returning();
    const [commented] = await db()
      .select({ id: articles.id })
      .from(articles)
      .where(sql`${articles.id} <> ${edited!.id}`)
      .limit(1);
    await db().insert(comments).values({
      articleId: commented!.id,
      userId: reader[0]!.id,
      content: "Ours.",
      authorName: "Real Reader",
      authorEmail: "real.reader@school.test",
    });

    const summary = (await demoContentSummary(db(), admin))!;
    expect(summary.articles).toBe((await db().$count(articles)) - 2);
    expect(summary.uploads).toBe(1);
    const removed = await removeDemoContent(db(), storage, admin);
    expect(removed).toEqual(summary);

    expect((await db().select({ id: articles.id }).from(articles)).map((a) => a.id).sort()).toEqual(
      [edited!.id, commented!.id].sort(),
    );
    expect(await db().$count(creativePieces)).toBe(0);
    expect((await db().select({ name: users.name }).from(users)).map((u) => u.name).sort()).toEqual(
      ["Asha Rao", "Real Reader", admin.name].sort(),
    );
    expect((await db().select({ c: comments.content }).from(comments)).map((c) => c.c)).toEqual(["Ours."]);
    expect(await getContactAddresses(db())).toMatchObject({ editor: "editor@ourschool.test", tips: null });
    // The edited person stays; the others go unless a byline that stays names them.
    const left = await db().select({ id: people.id, name: people.name }).from(people);
    expect(left.map((p) => p.id)).toContain(person!.id);
    expect(left.map((p) => p.name)).not.toContain(EDITORIAL_TEAM[1]!.name);
    for (const key of keys) expect(await storage.get(key)).toBeNull();
    const about = (await db().select().from(staticPages).where(eq(staticPages.slug, "about")))[0]!;
    expect(about.content).toBe("");
    expect(await db().$count(demoRows)).toBe(0);
    // demo_seeded_at stays: SEED_DEMO=true never seeds again.
    expect(await db().$count(siteSettings, eq(siteSettings.key, "demo_seeded_at"))).toBe(1);
    const [audit] = await db().select().from(auditEvents).where(eq(auditEvents.action, "demo-remove"));
    expect(audit!.summary).toMatch(/^Removed the demo content: \d+ articles, /);
  });

  it("does nothing a second time", async () => {
    const admin = await staffActor(db());
    const articlesBefore = await db().$count(articles);
    const left = (await demoContentSummary(db(), admin))!;
    expect(Object.values(left).every((n) => n === 0)).toBe(true);
    const again = await removeDemoContent(db(), storage, admin);
    expect(Object.values(again).every((n) => n === 0)).toBe(true);
    expect(await db().$count(articles)).toBe(articlesBefore);
    expect(await db().$count(auditEvents, eq(auditEvents.action, "demo-remove"))).toBe(1);
  });
});
