import { expect, it } from "vitest";
import { actor, makeArticle } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { creativePieces, pieceViews } from "../../db/schema.ts";
import { daysBefore, mostRead, pieceDays, recentViews } from "./figures.ts";

const ZONE = "Asia/Kolkata";
// 01:30 on November 29 in Kolkata.
const NOW = new Date("2026-11-28T20:00:00Z");
const TODAY = "2026-11-29";

describeEachEngine("readership figures", ({ db }) => {
  const editor = actor("editor");
  const seen = (pieceId: string, kind: "article" | "creative", daysAgo: number, views: number) =>
    db()
      .insert(pieceViews)
      .values({ pieceId, kind, day: daysBefore(TODAY, daysAgo), views });

  it("ranks the ten most read of the last seven days, today included, with their kinds and titles", async () => {
    const pieces = [];
    for (let i = 0; i < 11; i++) pieces.push(await makeArticle(db(), { title: `Story ${i}` }));
    const opinion = await makeArticle(db(), { title: "A view", category: "Opinion" });
    const [poem] = await db()
      .insert(creativePieces)
      .values({ title: "Rain", type: "poetry", author: "A. Poet", excerpt: "Rain", content: "<p>Rain</p>" })
      .returning();
    for (const [i, piece] of pieces.entries()) await seen(piece.id, "article", 0, i + 1);
    await seen(opinion.id, "article", 6, 30);
    await seen(opinion.id, "article", 7, 1000);
    await seen(poem!.id, "creative", 3, 20);
    await seen(poem!.id, "creative", 0, 5);
    const top = await mostRead(db(), editor, ZONE, NOW);
    expect(top.slice(0, 4)).toEqual([
      { id: opinion.id, kind: "opinion", title: "A view", views: 30 },
      { id: poem!.id, kind: "creative", title: "Rain", views: 25 },
      { id: pieces[10]!.id, kind: "article", title: "Story 10", views: 11 },
      { id: pieces[9]!.id, kind: "article", title: "Story 9", views: 10 },
    ]);
    expect(top.map((p) => p.views)).toEqual([30, 25, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it("sums each listed piece's last 30 days, and gives a piece's days oldest first with the empty ones", async () => {
    const [read, unread] = [await makeArticle(db()), await makeArticle(db())];
    await seen(read.id, "article", 0, 3);
    await seen(read.id, "article", 29, 4);
    await seen(read.id, "article", 30, 100);
    const views = await recentViews(db(), editor, [read.id, unread.id], ZONE, NOW);
    expect([views.get(read.id), views.get(unread.id)]).toEqual([7, 0]);
    const days = await pieceDays(db(), editor, read.id, ZONE, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: "2026-10-31", views: 4 });
    expect(days[29]).toEqual({ day: TODAY, views: 3 });
    expect(days.slice(1, 29).every((d) => d.views === 0)).toBe(true);
  });

  it("shows readership to editors and admins only", async () => {
    const article = await makeArticle(db());
    for (const role of ["reader", "contributor"] as const) {
      const who = actor(role);
      await expect(mostRead(db(), who, ZONE, NOW)).rejects.toMatchObject({ status: 403 });
      await expect(recentViews(db(), who, [article.id], ZONE, NOW)).rejects.toMatchObject({ status: 403 });
      await expect(pieceDays(db(), who, article.id, ZONE, NOW)).rejects.toMatchObject({ status: 403 });
    }
    await expect(mostRead(db(), null, ZONE, NOW)).rejects.toMatchObject({ status: 401 });
    expect(await recentViews(db(), actor("admin"), [article.id], ZONE, NOW)).toEqual(
      new Map([[article.id, 0]]),
    );
  });
});
