import { count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { CATEGORIES, CREATIVE_TYPES } from "#shared/categories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, breakingNews, comments, creativePieces, likes } from "../schema.ts";
import { isEmptyDatabase, seedDemo } from "./seed-demo.ts";

describeEachEngine("demo content", ({ db }) => {
  it("fills an empty database once, with every category and creative type represented", async () => {
    expect(await isEmptyDatabase(db())).toBe(true);
    const now = new Date();
    await seedDemo(db(), now);
    expect(await isEmptyDatabase(db())).toBe(false);

    const perCategory = await db()
      .select({ category: articles.category, n: count() })
      .from(articles)
      .groupBy(articles.category);
    expect(perCategory.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(48);
    for (const category of CATEGORIES) {
      expect(perCategory.find((r) => r.category === category)?.n ?? 0, category).toBeGreaterThanOrEqual(3);
    }
    const [featured] = await db().select({ n: count() }).from(articles).where(eq(articles.featured, true));
    expect(featured!.n).toBeGreaterThan(0);
    const [withImage] = await db()
      .select({ n: count() })
      .from(articles)
      .where(sql`${articles.imageUrl} is not null`);
    expect(withImage!.n).toBeGreaterThan(0);
    expect(withImage!.n).toBeLessThan(perCategory.reduce((sum, r) => sum + r.n, 0));
    const [updatedLater] = await db()
      .select({ n: count() })
      .from(articles)
      .where(sql`${articles.updatedAt} > ${articles.publishedAt} + interval '1 hour'`);
    expect(updatedLater!.n).toBeGreaterThan(0);
    const [oldest] = await db()
      .select({ at: sql<string>`min(${articles.publishedAt})` })
      .from(articles);
    expect(now.getTime() - new Date(oldest!.at).getTime()).toBeGreaterThan(14 * 86_400_000);

    const types = await db()
      .select({ type: creativePieces.type, n: count() })
      .from(creativePieces)
      .groupBy(creativePieces.type);
    expect(types.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(16);
    for (const type of CREATIVE_TYPES)
      expect(
        types.some((r) => r.type === type),
        type,
      ).toBe(true);

    const breaking = await db().select({ isActive: breakingNews.isActive }).from(breakingNews);
    expect(breaking).toHaveLength(3);
    expect(breaking.filter((b) => b.isActive)).toHaveLength(2);
    expect((await db().select({ n: count() }).from(comments))[0]!.n).toBeGreaterThan(0);
    expect((await db().select({ n: count() }).from(likes))[0]!.n).toBeGreaterThan(0);
  });

  it("contains no placeholder text", async () => {
    const [row] = await db()
      .select({ n: count() })
      .from(articles)
      .where(sql`${articles.content} ilike '%lorem%' or ${articles.title} ilike '%lorem%'`);
    expect(row!.n).toBe(0);
  });
});
