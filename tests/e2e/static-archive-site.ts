import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Category } from "#shared/categories.ts";
import { galleryHtml } from "#shared/gallery.ts";
import { afterAll, beforeAll } from "vitest";
import { loadConfig } from "../../server/config.ts";
import type { Db } from "../../server/db/client.ts";
import { storeImage } from "../../server/modules/media/uploads.ts";
import { getSiteIdentity } from "../../server/modules/settings/site-settings.ts";
import { openRenderer } from "../../server/http/archive-renderer.ts";
import { makeArchive, type ArchiveOptions } from "../../server/modules/static-archive/run.ts";
import { archiveServices } from "../../server/archive-services.ts";
import type { Services } from "../../server/services.ts";
import { makeArticle, staffActor } from "../helpers/factories.ts";
import { photo } from "../helpers/images.ts";
import { filesUnder } from "../helpers/link-check.ts";

/** A small site for the archive's tests (issue 43, decision 0080): four articles by one author with a
 * stored picture, one a photo essay whose gallery works without script (decision 0072); two of them to
 * be taken down and unpublished. The archives are made by the built site, rendered in this process. */

export const PUBLIC_URL = "https://news.archive.test";
export const MADE_ON = "2026-12-07";

export type ArchiveSite = {
  scratch: string;
  /** The whole site's archive, which the tests bring up to date run after run. */
  dir: string;
  slugs: { lead: string; business: string; takenDown: string; unpublished: string };
  ids: { takenDown: string; unpublished: string; business: string };
  siteName: string;
  timeZone: string;
  /** The photo essay's gallery, as its body holds it. */
  businessGallery: string;
  actor: Awaited<ReturnType<typeof staffActor>>;
  /** One run, as the command or a job makes it: a renderer of its own (its page cache is the run's). */
  archive(
    rest: Pick<ArchiveOptions, "dir" | "scope"> & Partial<ArchiveOptions>,
  ): ReturnType<typeof makeArchive>;
  /** A file of the whole site's archive, as text. */
  read(file: string): string;
  /** The pages of the whole site's archive. */
  html(): string[];
};

/** Registers the site's set-up on `db` (a describeEachEngine's); answers it, filled in before the tests. */
export function useArchiveSite(db: () => Db): ArchiveSite {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "borderland-archive-"));
  const dir = path.join(scratch, "site");
  let services: Services;
  const site: ArchiveSite = {
    scratch,
    dir,
    slugs: { lead: "", business: "", takenDown: "", unpublished: "" },
    ids: { takenDown: "", unpublished: "", business: "" },
    siteName: "",
    timeZone: "",
    businessGallery: "",
    actor: null as unknown as ArchiveSite["actor"],
    archive: async (rest) => {
      const copy = rest.copy ?? { siteName: site.siteName, madeOn: MADE_ON, liveUrl: PUBLIC_URL };
      return makeArchive({
        db: db(),
        timeZone: site.timeZone,
        copy,
        render: await openRenderer(services, "build", copy),
        ...rest,
      });
    },
    read: (file) => fs.readFileSync(path.join(dir, file), "utf8"),
    html: () => filesUnder(dir).filter((f) => f.endsWith(".html")),
  };

  beforeAll(async () => {
    const config = loadConfig({ DATA_DIR: path.join(scratch, "data"), PUBLIC_URL });
    services = await archiveServices(config, db());
    const admin = await staffActor(db());
    const file = path.join(scratch, "river.jpg");
    fs.writeFileSync(file, await photo(1400, 900, "jpeg"));
    const image = await storeImage(db(), services.storage, admin, {
      path: file,
      filename: "river.jpg",
      alt: "The river",
    });
    const body = `<p>The river rose.</p><p><img src="${image.url}" alt="The flooded street"></p>`;
    const made = async (title: string, category: Category, extra = {}) =>
      makeArticle(db(), { title, category, content: body, author: "Mina Das", ...extra });
    const lead = await made("The river rises in Sylhet", "Politics", { imageUrl: image.url });
    const photos = ["The auction", "The garden"].map((caption) => ({
      src: image.url,
      alt: `Tea: ${caption}`,
      caption,
      credit: { name: "Mina Das", personId: null },
    }));
    site.businessGallery = galleryHtml({ layout: "slideshow", photos });
    const business = await made("Tea prices fall", "Business", {
      content: `<p>Prices fell.</p>${site.businessGallery}`,
    });
    const takenDown = await made("A student named in a dispute", "Politics");
    const unpublished = await made("A story pulled for checks", "Politics");
    site.slugs = {
      lead: lead.slug,
      business: business.slug,
      takenDown: takenDown.slug,
      unpublished: unpublished.slug,
    };
    site.ids = { takenDown: takenDown.id, unpublished: unpublished.id, business: business.id };
    site.actor = admin;
    site.siteName = (await getSiteIdentity(db())).siteName;
    site.timeZone = config.timeZone;
  }, 120_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  return site;
}
