import { count, isNull, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, comments, likes, people, pieceAuthors, users } from "../schema.ts";
import { seedScale } from "./scale.ts";

describeEachEngine("seed:scale", ({ db }) => {
  it("adds articles, readers, comments and likes in proportion, in batches, and can run twice", async () => {
    const seen: number[] = [];
    const first = await seedScale(db(), 12_345, (done) => seen.push(done));
    expect(seen).toEqual([10_000, 12_345]);
    expect(first).toMatchObject({ articles: 12_345, readers: 62 });
    // By position n: 4 comments when n is a multiple of 10, else 1 when n is even; n mod 5 likes.
    expect(first.comments).toBe(1234 * 4 + (6172 - 1234));
    expect(first.likes).toBe(2469 * (0 + 1 + 2 + 3 + 4));

    const second = await seedScale(db(), 100);
    expect(second).toMatchObject({ articles: 100, readers: 50, comments: 80, likes: 200 });
    const total = async (
      table: typeof articles | typeof comments | typeof likes | typeof people | typeof pieceAuthors,
    ) => (await db().select({ n: count() }).from(table))[0]!.n;
    expect(await total(articles)).toBe(12_445);
    expect(await total(comments)).toBe(first.comments + 80);
    expect(await total(likes)).toBe(first.likes + 200);
    const drafts = await db().select({ n: count() }).from(articles).where(isNull(articles.publishedAt));
    expect(drafts[0]!.n).toBe(12);
    const readers = await db().select({ n: count() }).from(users).where(like(users.email, "%@scale.invalid"));
    expect(readers[0]!.n).toBe(112);
    // Every article's writer is one of eight people, whose author pages read the published ones.
    expect(await total(pieceAuthors)).toBe(12_445);
    expect(await total(people)).toBe(8);
  }, 120_000);
});
