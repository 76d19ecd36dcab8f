import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { articles, breakingNews, comments, likes, people, siteSettings, users } from "../schema.ts";
import { resolveBylines } from "../../modules/people/bylines.ts";
import { forgetDemoPeople } from "../../modules/people/masthead.ts";
import { createArticle } from "../../modules/articles/write.ts";
import { SEED_WRITER } from "../../modules/content/door.ts";
import { insertPiece } from "../../modules/content/insert-piece.ts";
import { sanitizeContent } from "../../modules/content/sanitize.ts";
import { setSetting } from "../../modules/settings/store.ts";
import { markDemoRows, rowIdsNow } from "../../modules/demo/marks.ts";
import { unsavedPublicationPages } from "../../modules/demo/pages.ts";
import { DEMO_ARTICLES } from "./demo-articles.ts";
import { DEMO_BREAKING } from "./demo-breaking.ts";
import { DEMO_CONTACT_ADDRESSES } from "./demo-contacts.ts";
import { DEMO_CREATIVE } from "./demo-creative.ts";
import { DEMO_COMMENTS, DEMO_READERS } from "./demo-readers.ts";
import { EDITORIAL_TEAM } from "./editorial-team.ts";
import { backfillTerms } from "../../modules/school-year/mastheads.ts";
import { SCHOOL_YEAR_DEFAULT, schoolYearOf } from "#shared/school-year.ts";

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** True when the database holds no content and was never seeded. */
export async function isEmptyDatabase(db: Db): Promise<boolean> {
  const [a] = await db.select({ n: count() }).from(articles);
  const [s] = await db
    .select({ n: count() })
    .from(siteSettings)
    .where(eq(siteSettings.key, "demo_seeded_at"));
  return a!.n === 0 && s!.n === 0;
}

/** Earlier versions stored the demo's invented editorial team in every installation, demo or not (and
 * migration 0013 made them people). Where the demo was never seeded, those people go unless the editors
 * changed them or they stand in a byline: a real publication shows no invented people. */
export async function forgetUnseededDemoTeam(db: Db): Promise<void> {
  await forgetDemoPeople(db, EDITORIAL_TEAM);
}

/** Demo content: articles, creative pieces, breaking news, readers, comments and likes, dated relative
 * to `now` so that the site always looks current. Every row it makes is marked as the demo's
 * (demo_rows, decision 0068), with the publication pages still as the migration wrote them, so that
 * "Remove demo content" finds them without guessing. */
export async function seedDemo(db: Db, now = new Date()): Promise<{ articles: number; creative: number }> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  return db.transaction(async (tx) => {
    const before = await rowIdsNow(tx);
    for (const id of await unsavedPublicationPages(tx)) before.delete(`static_pages:${id}`);
    const byTitle = new Map<string, { id: string; publishedAt: Date }>();
    for (const a of DEMO_ARTICLES) {
      const publishedAt = at(a.daysAgo);
      const row = await createArticle(
        tx,
        {
          title: a.title,
          excerpt: a.excerpt,
          content: a.content,
          category: a.category,
          author: a.author,
          imageUrl: a.image ? `/images/demo/${a.image}` : null,
          imageCaption: a.caption ?? null,
          featured: a.featured ?? false,
          publishedAt,
        },
        publishedAt,
        a.updatedAfterDays ? { updatedAt: new Date(publishedAt.getTime() + a.updatedAfterDays * DAY) } : {},
      );
      byTitle.set(a.title, { id: row.id, publishedAt });
    }
    for (const p of DEMO_CREATIVE) {
      const bylines = await resolveBylines(tx, p.author.trim() ? [{ name: p.author }] : []);
      await insertPiece(
        tx,
        SEED_WRITER,
        "creative",
        {
          title: p.title,
          type: p.type,
          author: p.author,
          authors: bylines.people,
          excerpt: p.excerpt,
          content: sanitizeContent(p.content),
          imageUrl: p.image ? `/images/demo/${p.image}` : null,
          tags: p.tags,
        },
        {
          status: "published",
          publishedAt: at(p.daysAgo),
          scheduledFor: null,
          createdAt: now,
          updatedAt: now,
          reason: "Published",
          at: at(p.daysAgo),
        },
      );
    }
    await tx.insert(breakingNews).values(
      DEMO_BREAKING.map((b) => ({
        title: b.title,
        content: b.content,
        isActive: b.isActive,
        createdAt: new Date(now.getTime() - b.hoursAgo * HOUR),
      })),
    );
    // Demo readers cannot sign in: nobody knows their random passwords.
    const readers = await tx
      .insert(users)
      .values(
        await Promise.all(
          DEMO_READERS.map(async (r) => ({
            email: r.email,
            name: r.name,
            passwordHash: await hash(randomBytes(24).toString("base64")),
            emailVerifiedAt: at(40),
          })),
        ),
      )
      .returning({ id: users.id, name: users.name, email: users.email });
    for (const [i, c] of DEMO_COMMENTS.entries()) {
      const article = byTitle.get(c.articleTitle);
      const reader = readers[c.reader % readers.length]!;
      if (!article) throw new Error(`Demo comment refers to a missing article: ${c.articleTitle}`);
      const [comment] = await tx
        .insert(comments)
        .values({
          articleId: article.id,
          content: c.content,
          authorName: reader.name ?? reader.email,
          authorEmail: reader.email,
          userId: reader.id,
          createdAt: new Date(Math.min(now.getTime(), article.publishedAt.getTime() + c.hoursAfter * HOUR)),
        })
        .returning({ id: comments.id });
      // A few likes on the article and on the comment, from the other readers.
      const likers = readers.filter((_, j) => j !== c.reader % readers.length).slice(0, (i % 3) + 1);
      await tx
        .insert(likes)
        .values(likers.map((r) => ({ userId: r.id, commentId: comment!.id })))
        .onConflictDoNothing();
      await tx
        .insert(likes)
        .values(likers.map((r) => ({ userId: r.id, articleId: article.id })))
        .onConflictDoNothing();
    }
    // The demo's editorial team: people on the masthead, in its order.
    for (const [i, m] of EDITORIAL_TEAM.entries()) {
      const {
        people: [person],
      } = await resolveBylines(tx, [{ name: m.name }]);
      await tx
        .update(people)
        .set({
          title: m.role,
          bio: m.bio,
          email: m.email ?? "",
          showEmail: !!m.email,
          onMasthead: true,
          mastheadOrder: i + 1,
        })
        .where(eq(people.id, person!.id));
    }
    // …and so the masthead of the school year `now` is in (decision 0067).
    await backfillTerms(tx, schoolYearOf(now, SCHOOL_YEAR_DEFAULT.startMonth, "UTC"));
    await setSetting(tx, "contact_addresses", DEMO_CONTACT_ADDRESSES);
    // Kept by a removal: it says the demo was seeded once, so SEED_DEMO=true never seeds it again.
    await setSetting(tx, "demo_seeded_at", now.toISOString());
    await markDemoRows(tx, before, ["contact_addresses"]);
    return { articles: DEMO_ARTICLES.length, creative: DEMO_CREATIVE.length };
  });
}
