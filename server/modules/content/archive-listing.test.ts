import { expect, it } from "vitest";
import { creativePieces } from "../../db/schema.ts";
import { makeArticle, staffActor } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { searchArticles } from "../articles/queries.ts";
import { listCreativePieces } from "../creative/queries.ts";
import { asArchived } from "./archive-listing.ts";
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
});
