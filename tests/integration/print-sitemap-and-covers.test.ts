import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { newsSitemap, sitemap } from "../../app/routes/sitemaps.server.ts";
import { printEditions } from "../../server/db/schema.ts";
import {
  listUnusedImages,
  removeUnusedImage,
  UNUSED_AFTER_HOURS,
} from "../../server/modules/media/unused.ts";
import { createLocalStorage } from "../../server/providers/local-storage.ts";
import { actor, makeMediaRow } from "../helpers/factories.ts";
import { testLoadContext } from "../helpers/load-context.ts";
import { makeEditionRow } from "../helpers/print.ts";
import { describeEachEngine } from "../helpers/test-db.ts";

const admin = actor("admin");
const storage = createLocalStorage(path.join(os.tmpdir(), `borderland-print-covers-${process.pid}`));
const later = () => new Date(Date.now() + (UNUSED_AFTER_HOURS + 1) * 3600_000);

describeEachEngine("print editions in the sitemap, and their covers in use", ({ db }) => {
  it("lists /print and each published edition's page, never a draft's", async () => {
    const { context } = testLoadContext(db());
    const draft = await makeEditionRow(db(), 71);
    const shown = await makeEditionRow(db(), 72);
    const base = context.services.config.publicUrl;
    expect(await (await sitemap(context)).text()).not.toContain(`${base}/print<`);
    await db().update(printEditions).set({ status: "published" }).where(eq(printEditions.id, shown.id));
    const xml = await (await sitemap(context)).text();
    expect(xml).toContain(`<loc>${base}/print</loc>`);
    expect(xml.replace(/>\s+</g, "><")).toContain(
      `<loc>${base}/print/72/1</loc><lastmod>${shown.updatedAt.toISOString()}</lastmod>`,
    );
    expect(xml).not.toContain(`/print/${draft.volume}/1`);
    // The news sitemap is for articles only.
    expect(await (await newsSitemap(context)).text()).not.toContain("/print");
  });

  it("never offers an edition's cover for deletion, and says why when asked to delete it", async () => {
    const cover = await makeMediaRow(db());
    const loose = await makeMediaRow(db());
    const edition = await makeEditionRow(db(), 73);
    await db().update(printEditions).set({ coverMediaId: cover.id }).where(eq(printEditions.id, edition.id));
    const unused = async () => {
      const ids: string[] = [];
      for (let page = 1; ; page++) {
        const listed = await listUnusedImages(db(), storage, admin, { page }, later());
        ids.push(...listed.items.map((i) => i.id));
        if (page >= listed.pageCount) return ids;
      }
    };
    const listed = await unused();
    expect(listed).toContain(loose.id);
    expect(listed).not.toContain(cover.id);
    await expect(removeUnusedImage(db(), storage, admin, cover.id, later())).rejects.toMatchObject({
      status: 409,
      message: "This image is the cover of a print edition, so it was not deleted.",
    });
    // Once the edition has another cover, the old one is unused like any image.
    await db().update(printEditions).set({ coverMediaId: null }).where(eq(printEditions.id, edition.id));
    expect(await removeUnusedImage(db(), storage, admin, cover.id, later())).toMatchObject({ id: cover.id });
  });
});
