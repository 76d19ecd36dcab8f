import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, creativePieces, pieceViews } from "../../db/schema.ts";
import { countView, NOT_A_PIECE, NOT_PUBLISHED } from "./count-view.ts";

const BROWSER =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const ZONE = "Asia/Kolkata";
// 20:00 UTC on the 28th is 01:30 on the 29th in Kolkata.
const LATE = new Date("2026-11-28T20:00:00Z");

describeEachEngine("counting views", ({ db }) => {
  const rows = (pieceId: string) =>
    db()
      .select({ kind: pieceViews.kind, day: pieceViews.day, views: pieceViews.views })
      .from(pieceViews)
      .where(eq(pieceViews.pieceId, pieceId))
      .orderBy(pieceViews.day);

  it("adds each view of a published piece to its row for the day in the publication's zone", async () => {
    const article = await makeArticle(db());
    const view = (at: Date) => countView(db(), { pieceId: article.id, userAgent: BROWSER }, ZONE, at);
    expect(await view(LATE)).toBe(true);
    await view(LATE);
    await view(new Date("2026-11-28T10:00:00Z"));
    expect(await rows(article.id)).toEqual([
      { kind: "article", day: "2026-11-28", views: 1 },
      { kind: "article", day: "2026-11-29", views: 2 },
    ]);
  });

  it("counts a creative piece by its id too", async () => {
    const [piece] = await db()
      .insert(creativePieces)
      .values({ title: "Rain", type: "poetry", author: "A. Poet", excerpt: "Rain", content: "<p>Rain</p>" })
      .returning();
    await countView(db(), { pieceId: ` ${piece!.id}\n`, userAgent: BROWSER }, ZONE, LATE);
    expect(await rows(piece!.id)).toEqual([{ kind: "creative", day: "2026-11-29", views: 1 }]);
  });

  it("counts nothing for a crawler, a headless browser or a request without a User-Agent", async () => {
    const article = await makeArticle(db());
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "HeadlessChrome/120", null]) {
      expect(await countView(db(), { pieceId: article.id, userAgent }, ZONE, LATE)).toBe(false);
    }
    expect(await rows(article.id)).toEqual([]);
  });

  it("refuses an unpublished or unknown piece and a body that is not an id, changing nothing", async () => {
    const draft = await makeArticle(db());
    await db().update(articles).set({ status: "draft", publishedAt: null }).where(eq(articles.id, draft.id));
    const count = (pieceId: string) => countView(db(), { pieceId, userAgent: BROWSER }, ZONE, LATE);
    await expect(count(draft.id)).rejects.toMatchObject({ status: 404, message: NOT_PUBLISHED });
    await expect(count("0b6f3c1e-7a53-4f7e-9a0e-2d9f1c8b4a11")).rejects.toMatchObject({ status: 404 });
    await expect(count("'; drop table piece_views; --")).rejects.toMatchObject({
      status: 400,
      message: NOT_A_PIECE,
    });
    expect(await db().select().from(pieceViews).where(eq(pieceViews.pieceId, draft.id))).toEqual([]);
  });

  it("adds up views counted at the same moment", async () => {
    const article = await makeArticle(db());
    await Promise.all(
      Array.from({ length: 40 }, () =>
        countView(db(), { pieceId: article.id, userAgent: BROWSER }, ZONE, LATE),
      ),
    );
    expect(await rows(article.id)).toEqual([{ kind: "article", day: "2026-11-29", views: 40 }]);
  });

  it("forgets a piece's views when the piece is deleted", async () => {
    const article = await makeArticle(db());
    await countView(db(), { pieceId: article.id, userAgent: BROWSER }, ZONE, LATE);
    await db().delete(articles).where(eq(articles.id, article.id));
    expect(await rows(article.id)).toEqual([]);
  });
});
