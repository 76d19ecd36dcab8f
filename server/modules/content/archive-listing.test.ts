import { expect, it } from "vitest";
import { creativePieces } from "../../db/schema.ts";
import { actor, makeArticle, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { searchArticles } from "../articles/queries.ts";
import { listCreativePieces } from "../creative/queries.ts";
import { listAuthorPieces } from "../people/author-page.ts";
import { createPerson } from "../people/people.ts";
import { asArchived, newArchiveRun } from "./archive-listing.ts";
import { unpublishPiece } from "./editing.ts";
import { setTakedown } from "./takedown.ts";

/** Decision 0080: in an archive, a taken-down piece is in no listing, and the counts agree. */
describeEachEngine("the listings of an archive", ({ db }) => {
  it("leave a taken-down piece out, counted out too, and only in archive mode", async () => {
    const kept = await makeArticle(db(), { title: "The dam holds", category: "Science" });
    const hidden = await makeArticle(db(), { title: "A student named", category: "Science" });
    await setTakedown(db(), await staffActor(db()), "article", hidden.id, {
      reason: "Safety",
      noindex: true,
    });
    const sports = () => searchArticles(db(), { categories: ["Science"], page: 1, timeZone: "UTC" });
    const live = await sports();
    expect(live.items.map((a) => a.title).sort()).toEqual(["A student named", "The dam holds"]);
    expect(live.total).toBe(2);
    const archived = await asArchived(sports);
    expect(archived.items.map((a) => a.id)).toEqual([kept.id]);
    expect(archived.total).toBe(1);
    // A search within the section, the path that counts past the listing's own count.
    const searched = await asArchived(() =>
      searchArticles(db(), { categories: ["Science"], q: "student", page: 1, timeZone: "UTC" }),
    );
    expect(searched.items).toEqual([]);

    await db()
      .insert(creativePieces)
      .values([
        {
          title: "Rain",
          type: "poetry",
          author: "A",
          excerpt: "",
          content: "<p>Rain</p>",
          publishedAt: new Date(),
        },
        {
          title: "Named",
          type: "poetry",
          author: "B",
          excerpt: "",
          content: "<p>N</p>",
          publishedAt: new Date(),
          noindex: true,
        },
      ]);
    const poems = () => listCreativePieces(db(), { type: "poetry", page: 1 });
    expect((await poems()).total).toBe(2);
    const archivedPoems = await asArchived(poems);
    expect(archivedPoems.items.map((p) => p.title)).toEqual(["Rain"]);
    expect(archivedPoems.total).toBe(1);
  });

  it("in one run, read each page from the edge of a page beside it: what offsets read, without their drift", async () => {
    const writer = await createPerson(db(), { ...actor("admin"), role: "editor" }, { name: "Keyset Writer" });
    const tie = new Date(Date.UTC(2026, 2, 1));
    const made = [];
    // Nine of them published at one instant: the order's later columns break the tie.
    for (let i = 0; i < 23; i++)
      made.push(
        await makeArticle(db(), {
          title: `Keyset ${i}`,
          category: "History",
          author: "Keyset Writer",
          publishedAt: i < 9 ? tie : new Date(Date.UTC(2026, 2, 2 + i)),
        }),
      );
    await setTakedown(db(), await staffActor(db()), "article", made[4]!.id, {
      reason: "Safety",
      noindex: true,
    });
    const section = (page: number) =>
      searchArticles(db(), { categories: ["History"], page, timeZone: "UTC" });
    const bylines = (page: number) => listAuthorPieces(db(), writer.id, page);
    const ids = (pages: { items: { id: string }[] }[]) => pages.flatMap((p) => p.items.map((a) => a.id));
    const listed = made.filter((_, i) => i !== 4).map((a) => a.id);

    // Each page by its offset (a run of its own), then in one run in order, and skipping a page.
    const byOffset = await Promise.all([1, 2, 3, 4].map((p) => asArchived(() => section(p))));
    expect(ids(byOffset).sort()).toEqual([...listed].sort());
    const run = newArchiveRun();
    const inOrder = [];
    for (const p of [1, 2, 3, 4]) inOrder.push(await asArchived(() => section(p), run));
    expect(ids(inOrder)).toEqual(ids(byOffset));
    const skipping = newArchiveRun();
    await asArchived(() => section(1), skipping);
    expect(ids([await asArchived(() => section(3), skipping)])).toEqual(ids([byOffset[2]!]));
    const authorRun = newArchiveRun();
    const authorPages = [];
    for (const p of [1, 2]) authorPages.push(await asArchived(() => bylines(p), authorRun));
    const authorByOffset = await Promise.all([1, 2].map((p) => asArchived(() => bylines(p))));
    expect(ids(authorPages)).toEqual(ids(authorByOffset));
    expect(ids(authorPages).sort()).toEqual([...listed].sort());

    // Down from the last page, as the crawl walks a listing from the pager's link to it.
    const down = newArchiveRun();
    const downward = [];
    for (const p of [4, 3, 2, 1]) downward.unshift(await asArchived(() => section(p), down));
    expect(ids(downward)).toEqual(ids(byOffset));
    const authorDown = newArchiveRun();
    const authorDownward = [];
    for (const p of [2, 1]) authorDownward.unshift(await asArchived(() => bylines(p), authorDown));
    expect(ids(authorDownward)).toEqual(ids(authorByOffset));

    // A piece of page 1 unpublished while a run goes: page 2, read on from page 1's end or back from
    // page 3's start, is still the page between them, where an offset now drifts by one.
    const up = newArchiveRun();
    const back = newArchiveRun();
    await asArchived(() => section(1), up);
    await asArchived(() => section(3), back);
    const staff = await staffActor(db());
    await unpublishPiece(db(), staff, "article", { id: byOffset[0]!.items[0]!.id, baseVersion: 1 });
    expect(ids([await asArchived(() => section(2), up)])).toEqual(ids([byOffset[1]!]));
    expect(ids([await asArchived(() => section(2), back)])).toEqual(ids([byOffset[1]!]));
    const secondByOffset = await asArchived(() => section(2));
    expect(secondByOffset.items[0]!.id).toBe(byOffset[1]!.items[1]!.id);
  });
});
