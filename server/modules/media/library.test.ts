import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeArticle, makeUser } from "../../../tests/helpers/factories.ts";
import { photo } from "../../../tests/helpers/images.ts";
import { makeEditionRow } from "../../../tests/helpers/print.ts";
import { describeStoresAndEngines } from "../../../tests/helpers/stores.ts";
import { publishForm } from "../content/forms.ts";
import { listLibrary, setAltText } from "./library.ts";
import { storeImage } from "./uploads.ts";

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-library-test-"));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
let counter = 0;

describeStoresAndEngines("the media library", ({ db, store }) => {
  const storage = () => store().storage;
  const admin = () => makeUser(db(), { role: "admin", username: `library-${counter++}` });
  const upload = async (name: string, alt?: string) => {
    const file = path.join(work, `upload-${counter++}`);
    fs.writeFileSync(file, await photo(600, 300, "png"));
    return storeImage(db(), storage(), await admin(), { path: file, filename: name, alt });
  };

  it("lists every image newest first with where it is used, and those without alt text", async () => {
    const river = await upload("river.png", "The river at dusk");
    const market = await upload("market.png");
    const story = await makeArticle(db(), { title: "Floods in the valley", imageUrl: river.url });
    const piece = await publishForm(db(), await admin(), "creative", {
      title: "Market song",
      content: `<p>Verse</p><img src="${river.url}" alt="River">`,
      author: "Poet",
      imageUrl: market.url,
    });
    const page = await listLibrary(db(), storage(), await admin());
    const byId = new Map(page.items.map((i) => [i.id, i]));
    expect(page.items.map((i) => i.id).slice(0, 2)).toEqual([market.mediaId, river.mediaId]);
    expect(byId.get(river.mediaId)).toMatchObject({
      url: river.url,
      originalName: "river.png",
      altText: "The river at dusk",
      useCount: 2,
    });
    expect(byId.get(river.mediaId)!.uses).toEqual(
      expect.arrayContaining([
        { kind: "article", id: story.id, title: "Floods in the valley", slug: story.slug },
        { kind: "creative", id: piece.id, title: "Market song" },
      ]),
    );
    expect(byId.get(market.mediaId)).toMatchObject({ altText: null, useCount: 1 });

    // A print edition's cover is used by the edition (decision 0079), linked to its card.
    const cover = await upload("cover.png");
    const edition = await makeEditionRow(db(), undefined, { coverMediaId: cover.mediaId });
    const covers = await listLibrary(db(), storage(), await admin());
    expect(covers.items.find((i) => i.id === cover.mediaId)).toMatchObject({
      useCount: 1,
      uses: [{ kind: "edition", id: edition.id, title: `Vol. ${edition.volume}, No. 1: Test edition` }],
    });

    const noAlt = await listLibrary(db(), storage(), await admin(), { filter: "no-alt" });
    expect(noAlt.items.map((i) => i.id)).toContain(market.mediaId);
    expect(noAlt.items.map((i) => i.id)).not.toContain(river.mediaId);
    expect(noAlt.withoutAlt).toBe(noAlt.total);
  });

  it("sets and clears alt text, trimmed and at most 300 characters", async () => {
    const image = await upload("gate.png");
    expect(await setAltText(db(), await admin(), { id: image.mediaId, alt: "  The border gate  " })).toEqual({
      id: image.mediaId,
      name: "gate.png",
      altText: "The border gate",
    });
    await expect(
      setAltText(db(), await admin(), { id: image.mediaId, alt: "x".repeat(301) }),
    ).rejects.toMatchObject({
      status: 400,
      message: "Alt text can be at most 300 characters long.",
    });
    expect(await setAltText(db(), await admin(), { id: image.mediaId, alt: "" })).toMatchObject({
      altText: null,
    });
    await expect(setAltText(db(), await admin(), { id: "nope", alt: "x" })).rejects.toMatchObject({
      status: 404,
    });
  });

  it("is for staff only", async () => {
    const reader = await makeUser(db());
    await expect(listLibrary(db(), storage(), null)).rejects.toMatchObject({ status: 401 });
    await expect(listLibrary(db(), storage(), reader)).rejects.toMatchObject({ status: 403 });
    await expect(setAltText(db(), reader, { id: "x", alt: "y" })).rejects.toMatchObject({ status: 403 });
  });
});
