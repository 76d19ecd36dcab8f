import { count, isNull, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { articles, comments, likes, people, pieceAuthors, users } from "../schema.ts";
import { readersFor, seedScale } from "./scale.ts";

describe("seed:scale's readers", () => {
  it("are one per 200 articles, at least 50", () => {
    expect([100, 10_000, 12_345, 100_000].map(readersFor)).toEqual([50, 50, 62, 500]);
  });
});

describeEachEngine("seed:scale", ({ db }) => {
  it("adds articles, readers, comments and likes in proportion, in batches, and can run twice", async () => {
    const seen: number[] = [];
    // 1,234 articles in batches of 1,000 (`npm run seed:scale` writes 10,000 a statement).
    const first = await seedScale(db(), 1234, (done) => seen.push(done), 1000);
    expect(seen).toEqual([1000, 1234]);
    expect(first).toMatchObject({ articles: 1234, readers: 50 });
    // By position n: 4 comments when n is a multiple of 10, else 1 when n is even; n mod 5 likes.
    expect(first.comments).toBe(123 * 4 + (617 - 123));
    expect(first.likes).toBe(246 * (0 + 1 + 2 + 3 + 4) + (1 + 2 + 3 + 4));

    const second = await seedScale(db(), 100);
    expect(second).toMatchObject({ articles: 100, readers: 50, comments: 80, likes: 200 });
    const total = async (
      table: typeof articles | typeof comments | typeof likes | typeof people | typeof pieceAuthors,
    ) => (await db().select({ n: count() }).from(table))[0]!.n;
    expect(await total(articles)).toBe(1334);
    expect(await total(comments)).toBe(first.comments + 80);
    expect(await total(likes)).toBe(first.likes + 200);
    const drafts = await db().select({ n: count() }).from(articles).where(isNull(articles.publishedAt));
    expect(drafts[0]!.n).toBe(1);
    const readers = await db().select({ n: count() }).from(users).where(like(users.email, "%@scale.invalid"));
    expect(readers[0]!.n).toBe(100);
    // Every article's writer is one of eight people, whose author pages read the published ones.
    expect(await total(pieceAuthors)).toBe(1334);
    expect(await total(people)).toBe(8);
  }, 120_000);
});
