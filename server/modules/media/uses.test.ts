import fs from "node:fs";
import { asc, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { describeEachEngine } from "../../../tests/helpers/test-db.ts";
import { MIGRATIONS_DIR } from "../../db/client.ts";
import { media, mediaUses } from "../../db/schema.ts";
import { publishForm } from "../content/forms.ts";
import { storageKeysIn } from "./uses.ts";

describe("the storage keys a text points at", () => {
  it("reads them from /uploads/ and any public base URL, in attributes and fields", () => {
    expect(
      storageKeysIn([
        '<p><img src="/uploads/AbC_d-9xYz012345-1600.webp" alt=""><a href="https://cdn.example.org/news/Q-w_e-480.webp?x=1">x</a></p>',
        "/uploads/AbC_d-9xYz012345-1600.webp",
        "https://cdn.example.org/k-960.webp",
        null,
      ]),
    ).toEqual(["AbC_d-9xYz012345-1600.webp", "Q-w_e-480.webp", "k-960.webp"]);
  });

  it("ignores names that are not whole keys after a slash", () => {
    expect(
      storageKeysIn(["k-1.webp", "/a/k-1.webp.png", "/a/k-1.webpx", "/a/../k-1.jpg", "/uploads/k-1.WEBP"]),
    ).toEqual([]);
  });
});

describeEachEngine("the uses migration's backfill", ({ db }) => {
  it("finds the uses the write paths record, for articles and creative pieces", async () => {
    const uploader = await makeUser(db(), { role: "admin" });
    const image = (name: string) => ({
      storageKey: `${name}-960.webp`,
      mimeType: "image/png",
      sizeBytes: 10,
      uploadedBy: uploader.id,
      variants: [
        { key: `${name}-480.webp`, width: 480, height: 240, bytes: 4 },
        { key: `${name}-960.webp`, width: 960, height: 480, bytes: 6 },
      ],
    });
    await db()
      .insert(media)
      .values([image("backfillOne00001"), image("backfillTwo00002"), image("backfillNone0003")]);
    await makeArticle(db(), { imageUrl: "/uploads/backfillOne00001-960.webp" });
    await makeArticle(db(), {
      content: '<p>x</p><img src="https://cdn.example.org/backfillTwo00002-480.webp">',
    });
    await publishForm(db(), uploader, "creative", {
      title: "Poem",
      content: '<p><img src="/uploads/backfillOne00001-480.webp" alt="x"></p>',
      author: "Poet",
      imageUrl: "https://example.org/p.jpg",
    });
    const uses = () =>
      db()
        .select({ m: mediaUses.mediaId, a: mediaUses.articleId, c: mediaUses.creativePieceId })
        .from(mediaUses)
        .orderBy(asc(mediaUses.mediaId), asc(mediaUses.articleId), asc(mediaUses.creativePieceId));
    const recorded = await uses();
    expect(recorded).toHaveLength(3);

    await db().delete(mediaUses);
    const migration = fs.readFileSync(`${MIGRATIONS_DIR}/0004_media_uses.sql`, "utf8");
    for (const statement of migration.split("--> statement-breakpoint")) {
      if (statement.includes('INSERT INTO "media_uses"')) await db().execute(sql.raw(statement));
    }
    expect(await uses()).toEqual(recorded);
  });
});
