import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { CreativeType } from "#shared/categories.ts";
import type { Db } from "../../db/client.ts";
import { creativePieces } from "../../db/schema.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { getCreativePiece, listCreativePieces } from "./queries.ts";

/** A creative piece with sensible defaults; any column can be overridden. */
async function makeCreativePiece(db: Db, overrides: Partial<typeof creativePieces.$inferInsert> = {}) {
  const [piece] = await db
    .insert(creativePieces)
    .values({
      title: `Test piece ${randomUUID().slice(0, 8)}`,
      type: "poetry",
      author: "Test Poet",
      excerpt: "A short excerpt.",
      content: "<p>First line\n  indented second line</p>",
      ...overrides,
    })
    .returning();
  return piece!;
}

describeEachEngine("creative pieces", ({ db }) => {
  // One fixed set for the whole suite: 8 poems, 3 prose pieces and 1 photograph, one day apart,
  // newest last; no visual art.
  const made: { id: string; type: CreativeType }[] = [];
  beforeAll(async () => {
    const types: CreativeType[] = [
      ...Array<CreativeType>(8).fill("poetry"),
      ...Array<CreativeType>(3).fill("prose"),
      "photography",
    ];
    for (const [i, type] of types.entries()) {
      const piece = await makeCreativePiece(db(), {
        type,
        publishedAt: new Date(Date.UTC(2020, 0, 1 + i)),
        tags: i === 0 ? ["rain", "hills"] : [],
      });
      made.push({ id: piece.id, type });
    }
  });
  const newestFirst = (type?: CreativeType) =>
    made
      .filter((p) => !type || p.type === type)
      .map((p) => p.id)
      .reverse();

  it("lists every type, newest first, 6 to a page", async () => {
    const first = await listCreativePieces(db(), { page: 1 });
    expect(first).toMatchObject({ total: 12, page: 1, pageCount: 2, pageSize: 6 });
    expect(first.items.map((p) => p.id)).toEqual(newestFirst().slice(0, 6));
    const second = await listCreativePieces(db(), { page: 2 });
    expect(second.items.map((p) => p.id)).toEqual(newestFirst().slice(6));
  });

  it("lists one type only when asked", async () => {
    const poetry = await listCreativePieces(db(), { type: "poetry", page: 1 });
    expect(poetry).toMatchObject({ total: 8, pageCount: 2 });
    expect(poetry.items.every((p) => p.type === "poetry")).toBe(true);
    expect(poetry.items.map((p) => p.id)).toEqual(newestFirst("poetry").slice(0, 6));

    const prose = await listCreativePieces(db(), { type: "prose", page: 1 });
    expect(prose.items.map((p) => p.id)).toEqual(newestFirst("prose"));
  });

  it("clamps a page past the end to the last page", async () => {
    const beyond = await listCreativePieces(db(), { type: "poetry", page: 40 });
    expect(beyond).toMatchObject({ page: 2, pageCount: 2 });
    expect(beyond.items.map((p) => p.id)).toEqual(newestFirst("poetry").slice(6));
  });

  it("gives one empty page for a type with no pieces", async () => {
    expect(await listCreativePieces(db(), { type: "visual_art", page: 3 })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it("returns the fields a card and its dialog show, tags and line breaks included", async () => {
    const [oldest] = made;
    const piece = await getCreativePiece(db(), oldest!.id);
    expect(piece).toMatchObject({
      id: oldest!.id,
      type: "poetry",
      author: "Test Poet",
      tags: ["rain", "hills"],
      content: "<p>First line\n  indented second line</p>",
    });
  });

  it("finds no piece for an unknown id or for something that is not an id", async () => {
    expect(await getCreativePiece(db(), randomUUID())).toBeNull();
    expect(await getCreativePiece(db(), "not-an-id")).toBeNull();
  });
});
